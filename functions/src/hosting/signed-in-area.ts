/**
 * The signed-in area (the menu, the inbox, the links that open a conversation after sign-in) runs on
 * the site's own origin only. On a skin's own domain it would run on an origin whose DNS a creator
 * controls, which could then read what the browser keeps for that origin (the session, the inbox's
 * offline copy) or serve its own page there. Hosting serves every connected domain from the same
 * rewrites, so it sends these addresses to the page function (firebase.json), which alone can tell
 * the host: a mapped domain is sent to the site, the site gets the plain app shell Hosting used to
 * serve for them.
 */
import { signedInRoots, type SiteFrame } from '@lab/domain/kernel';
import type { RenderedPage } from './site-renderer';

const SIGNED_IN_ROOTS = signedInRoots();

/** Whether `path` is an address of the signed-in area. */
export function isSignedInPath(path: string): boolean {
  return SIGNED_IN_ROOTS.some((root) => path === `/${root}` || path.startsWith(`/${root}/`));
}

/**
 * The same address on the site's own origin. Temporary and never kept: the mapping can change, and
 * the answer is only ever the domain's (it varies on the host, page-answers.ts).
 */
export function toSiteOrigin(frame: SiteFrame, path: string, search: string): RenderedPage {
  return {
    status: 302,
    headers: {
      Location: `${frame.site}${path}${search}`,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
    body: '',
  };
}
