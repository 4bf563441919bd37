/**
 * renderSkinPage for a skin the moderation hid, on the seed (which maps solange.exemplo.com.br to sol):
 * every address of it, on the main site and on its domain, reaches the renderer as `hidden`, which the
 * real renderer answers with 410 "Skin indisponível" (web/src/ssr/page-renderer.test.ts), and the
 * sitemap leaves it out until it is restored.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { MESSAGES, siteAddressOf } from '@lab/domain/kernel';
import { createMemoryStore, MemoryDb } from '@lab/domain/memory';
import { withPublishedSnapshots, type SitemapSkin } from '@lab/domain/store';
import { readSeed } from '../../scripts/seed-data';
import { createDomainFrames } from './domain-frames';
import { createSkinPages } from './page-answers';
import type { PageRenderer, SiteRenderer } from './site-renderer';

const SITE = 'https://lab.example.com';
const DOMAIN = 'solange.exemplo.com.br';

/** Answers as the contract says (page-renderer.ts): hidden 410, unknown 404, a tree 200. */
const standIn: PageRenderer = {
  addressOf: siteAddressOf,
  render: (_request, { site, hidden }) =>
    hidden
      ? { status: 410, headers: {}, body: MESSAGES.skinUnavailableTitle }
      : { status: site ? 200 : 404, headers: {}, body: site?.skin.username ?? 'não achei' },
  sitePage: () => null,
  fallback: () => ({ status: 200, headers: {}, body: 'shell' }),
};
const renderer: SiteRenderer = {
  pages: standIn,
  sitemap: (_origin: string, skins: SitemapSkin[]) => skins.map((s) => s.username).join(' '),
  robots: () => '',
};

function world() {
  const store = createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents)));
  const frames = createDomainFrames({ skinOfDomain: (host) => store.skinOfDomain(host), siteOrigin: SITE, now: () => 0 });
  const answer = createSkinPages({ store, site: () => Promise.resolve(renderer), logger: { error: jest.fn() }, frames });
  const page = (path: string, host?: string) => answer({ path, origin: SITE, ...(host ? { host } : {}) });
  const sol = async () => {
    const found = await store.findSkin('sol');
    if (!found) throw new Error('the seed has no sol');
    return found;
  };
  return { store, page, sol };
}

const ADDRESSES: Array<[string, string | undefined]> = [
  ['/sol', undefined],
  ['/sol/home', undefined],
  ['/sol/home/card/c1', undefined],
  ['/', DOMAIN],
  ['/home', DOMAIN],
  ['/home/card/c1', DOMAIN],
];

describe('a skin the moderation hid', () => {
  it('answers every address, on the main site and on its domain, with 410 "Skin indisponível"; leaves the sitemap', async () => {
    const { store, page, sol } = world();
    expect((await page('/sitemap.xml')).body).toContain('sol');
    await store.hideSkin({ ...(await sol()), por: 'denuncia', at: 1 });
    for (const [path, host] of ADDRESSES) {
      expect([path, host, (await page(path, host)).status]).toEqual([path, host, 410]);
      expect((await page(path, host)).body).toBe(MESSAGES.skinUnavailableTitle);
    }
    expect((await page('/sitemap.xml')).body).not.toContain('sol');
    // Another skin is untouched, and a name nobody has is still 404.
    expect((await page('/lab')).status).toBe(200);
    expect((await page('/ninguem')).status).toBe(404);
  });

  it('answers 200 again once restored, and is back in the sitemap', async () => {
    const { store, page, sol } = world();
    await store.hideSkin({ ...(await sol()), por: 'denuncia', at: 1 });
    await expect(store.restoreSkin({ ...(await sol()), at: 2 })).resolves.toBe('restored');
    for (const [path, host] of ADDRESSES) expect([path, (await page(path, host)).status]).toEqual([path, 200]);
    expect((await page('/sitemap.xml')).body).toContain('sol');
  });
});
