/**
 * What the public pages' server answers, framework-free: the HTTPS function (skin-pages.ts) and the
 * local server of the demo build (scripts/serve-demo.mjs) both answer through this. A visitor never
 * gets an error page from here: when the store cannot be read, the last page this instance rendered
 * for the address is served, marked stale (last-good-pages.ts); failing that, the plain index.html,
 * and the app in the browser reads the skin itself, saying so and retrying while it cannot. A skin's
 * own domain never gets that shell, which would run the site's app there (domain-answers.ts,
 * signed-in-area.ts).
 */
import { domainAnswer, movedToDomain } from './domain-answers';
import { isSignedInPath, toSiteOrigin } from './signed-in-area';
import { readPublished, siteFile, SITE_FILE_CACHE, withDeadline, type SkinPagesDeps } from './page-reads';
import { createLastGoodPages, type LastGoodPages } from './last-good-pages';
import type { PageRequest, RenderedPage, SiteRenderer } from './site-renderer';

/** How many skins the sitemap lists at most (a sitemap file holds 50 000 addresses; 1000 skins stay far below). */
export const SITEMAP_MAX_SKINS = 1000;

/** One request as Hosting forwards it, reduced to what the answer depends on. */
export interface SkinPagesRequest extends Omit<PageRequest, 'frame'> {
  /** The browser's host as Hosting forwards it (X-Forwarded-Host); trusted only when it is a mapped domain. */
  host?: string;
  /** Sec-Fetch-Dest: the studio's preview frames a skin's main-site address, which then does not move. */
  dest?: string;
}

export type SkinPagesHandler = (request: SkinPagesRequest) => Promise<RenderedPage>;

export function createSkinPages(options: SkinPagesDeps): SkinPagesHandler {
  const deps = { ...options, lastGoodPages: options.lastGoodPages ?? createLastGoodPages() };
  const answer = pageAnswers(deps);
  if (!deps.frames) return answer;
  // The host is read from X-Forwarded-Host, which a client may send too (docs/security.md): every
  // answer varies on it, so the CDN keeps one per value and a made-up one reaches its sender alone.
  return async (request) => varyOn(await answer(request), HOST_HEADER);
}

/** The request header the host is read from (skin-pages.ts). */
export const HOST_HEADER = 'X-Forwarded-Host';

/** `page` with `header` added to the request headers it varies on. */
function varyOn(page: RenderedPage, header: string): RenderedPage {
  const vary = page.headers['Vary'];
  return { ...page, headers: { ...page.headers, Vary: vary ? `${vary}, ${header}` : header } };
}

function pageAnswers(deps: SkinPagesDeps & { lastGoodPages: LastGoodPages }): SkinPagesHandler {
  return async (request) => {
    let site: SiteRenderer;
    try {
      site = await deps.site();
    } catch (error) {
      // Nothing to render with: only a broken deploy gets here, and it is not the visitor's to see.
      deps.logger.error('renderSkinPage: the renderer could not be loaded', error);
      return { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, body: '' };
    }
    const signedIn = isSignedInPath(request.path);
    // A query string changes nothing these answers say: one cached answer per address, not per `?x=n`.
    if (request.search && !signedIn) return canonicalRedirect(request.path);
    const frame = await frameOf(deps, request.host);
    if (signedIn) return frame ? toSiteOrigin(frame, request.path, request.search ?? '') : site.pages.fallback();
    if (frame) return domainAnswer(deps, site, { path: request.path, frame });
    if (request.path === '/robots.txt') return siteFile('text/plain; charset=utf-8', site.robots(request.origin));
    if (request.path === '/sitemap.xml') return sitemap(deps, site, request);
    const sitePage = site.pages.sitePage({ path: request.path, origin: request.origin });
    if (sitePage) return sitePage;
    const address = site.pages.addressOf(request.path);
    if (address === null) return site.pages.fallback();
    // The preview's frame and a visitor may get different answers for one address (movedToDomain).
    const key = request.dest === 'iframe' ? `${request.path} iframe` : request.path;
    try {
      const read = await withDeadline(deps, readPublished(deps, address));
      const { path, origin } = request;
      const moved = deps.moveToDomains ? movedToDomain(read.site, path, request.dest) : null;
      if (moved) return moved;
      const rendered = site.pages.render({ path, origin, ...(deps.shareImages ? { shareImages: true } : {}) }, read);
      // A skin with a domain answers its preview and its visitors differently here (movedToDomain).
      const page =
        deps.moveToDomains && read.site?.skin.dominio
          ? { ...rendered, headers: { ...rendered.headers, Vary: 'Sec-Fetch-Dest' } }
          : rendered;
      deps.lastGoodPages.remember(key, page);
      return page;
    } catch (error) {
      return lastGoodOrShell(deps, site, key, { path: request.path, error });
    }
  };
}

/**
 * What an address gets when its skin could not be read or rendered: the last good page of it, or
 * the plain index.html. Never a 404: a store that did not answer says nothing about the skin.
 */
export function lastGoodOrShell(
  deps: SkinPagesDeps & { lastGoodPages: LastGoodPages },
  site: SiteRenderer,
  key: string,
  details: Record<string, unknown>,
): RenderedPage {
  const stale = deps.lastGoodPages.recall(key);
  deps.logger.error(
    stale
      ? 'renderSkinPage: the skin could not be read or rendered; serving the last good page'
      : 'renderSkinPage: the skin could not be read or rendered; serving the plain index.html',
    details,
  );
  return stale ?? site.pages.fallback();
}

/** The skin a mapped host shows; a lookup that fails is the main site (and logged), never an error page. */
async function frameOf(deps: SkinPagesDeps, host: string | undefined) {
  if (!deps.frames || host === undefined) return null;
  try {
    return await withDeadline(deps, deps.frames(host));
  } catch (error) {
    deps.logger.error('renderSkinPage: the domain could not be looked up; serving the main site', { host, error });
    return null;
  }
}

/** A permanent move to the address without its query, cached like a page; nothing is read. */
function canonicalRedirect(path: string): RenderedPage {
  return {
    status: 301,
    headers: { Location: sameSitePath(path), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SITE_FILE_CACHE },
    body: '',
  };
}

/**
 * A request's path as a Location that stays on the host it was asked of. A browser reads a Location
 * beginning "//" as another host's address, and also "/\" (it reads a backslash as "/") and "/", tab,
 * "/" (it drops tabs and newlines); a request path can begin so. The leading run of slashes,
 * backslashes and blanks becomes one "/" (a raw control character never gets here: Node refuses it).
 */
export function sameSitePath(path: string): string {
  return `/${path.replace(/^[/\\\s]+/, '')}`;
}

async function sitemap(deps: SkinPagesDeps, site: SiteRenderer, request: PageRequest): Promise<RenderedPage> {
  try {
    return siteFile(
      'application/xml; charset=utf-8',
      site.sitemap(request.origin, await withDeadline(deps, deps.store.listSitemap(SITEMAP_MAX_SKINS))),
    );
  } catch (error) {
    deps.logger.error('renderSkinPage: the sitemap could not be read', error);
    // An empty sitemap would be cached and tell crawlers every page is gone; "try later" is the truth.
    return {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
      body: '',
    };
  }
}
