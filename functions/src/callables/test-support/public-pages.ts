/** The status a skin's public address answers with, through the page function's own answers on a world's store. */
import { siteAddressOf } from '@lab/domain/kernel';
import type { Store } from '@lab/domain/store';
import { createSkinPages } from '../../hosting/page-answers';
import type { SiteRenderer } from '../../hosting/site-renderer';

/** Answers as the page renderer's contract says: a hidden skin 410, an unknown one 404, a tree 200. */
const renderer: SiteRenderer = {
  pages: {
    addressOf: siteAddressOf,
    render: (_request, { site, hidden }) => ({ status: hidden ? 410 : site ? 200 : 404, headers: {}, body: '' }),
    sitePage: () => null,
    fallback: () => ({ status: 200, headers: {}, body: 'shell' }),
  },
  sitemap: () => '',
  robots: () => '',
};

export function publicPages(store: Store): (path: string) => Promise<number> {
  const answer = createSkinPages({ store, site: () => Promise.resolve(renderer), logger: { error: () => undefined } });
  return async (path) => (await answer({ path, origin: 'https://lab.example' })).status;
}
