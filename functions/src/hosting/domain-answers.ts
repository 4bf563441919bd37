/**
 * The answers for a skin's own domain (see domain-frames.ts): the skin's pages at its domain's
 * addresses, its own sitemap and robots.txt, and, on the main site, the permanent move from the
 * skin's address there to the domain. Every absolute address names `https://{domain}`.
 */
import { domainOrigin } from '@lab/domain/skins';
import { PRIVACY_PATH, framePathOf, sitePathOf, type SiteFrame, type SkinSite } from '@lab/domain/kernel';
import { publishedPaths, type PublishedSiteDoc } from '@lab/domain/published';
import { decodePublished, type SitemapSkin } from '@lab/domain/store';
import type { LastGoodPages } from './last-good-pages';
import { readPublished, siteFile, SITE_FILE_CACHE, withDeadline, type SkinPagesDeps } from './page-reads';
import type { RenderedPage, SiteRenderer } from './site-renderer';

/** The answer for `path` on the domain of `frame`. */
export async function domainAnswer(
  deps: SkinPagesDeps & { lastGoodPages: LastGoodPages },
  site: SiteRenderer,
  { path, frame }: { path: string; frame: SiteFrame },
): Promise<RenderedPage> {
  const origin = domainOrigin(frame.host);
  if (path === '/robots.txt') return siteFile('text/plain; charset=utf-8', site.robots(origin));
  if (path === '/sitemap.xml') return domainSitemap(deps, site, frame);
  // The privacy notice and its pages are the site's, whichever host shows the skin ("privacidade" is no page id).
  if (path === PRIVACY_PATH || path.startsWith(`${PRIVACY_PATH}/`)) return movedTo(frame.site + path);
  const sitePath = sitePathOf(frame, path);
  const address = site.pages.addressOf(sitePath);
  // Never the plain app shell here: it would run the main site, its login included, on the domain
  // (signed-in-area.ts). An address that names no page is the skin's 404, in its frame.
  if (address === null) return site.pages.render({ path: sitePath, origin, frame }, { site: null, documents: {} });
  const key = `//${frame.host}${path}`;
  try {
    const page = site.pages.render(
      { path: sitePath, origin, frame, ...(deps.shareImages ? { shareImages: true } : {}) },
      await withDeadline(deps, readPublished(deps, address)),
    );
    deps.lastGoodPages.remember(key, page);
    return page;
  } catch (error) {
    // The last good page of the address, or a 503: never the plain shell, which would run the main
    // site's app on the domain (signed-in-area.ts).
    const stale = deps.lastGoodPages.recall(key);
    deps.logger.error('renderSkinPage: the skin could not be read or rendered on its domain', {
      host: frame.host,
      path,
      error,
      stale: stale !== null,
    });
    return stale ?? unavailable();
  }
}

/** "Try again soon", never kept: what a domain answers when its page cannot be read. */
function unavailable(): RenderedPage {
  return {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
    body: 'Página indisponível no momento. Tente de novo em instantes.',
  };
}

/** The skin's pages at its domain: one read, the site document that lists the tabs. */
async function domainSitemap(deps: SkinPagesDeps, site: SiteRenderer, frame: SiteFrame): Promise<RenderedPage> {
  try {
    const path = publishedPaths.site(frame.skin);
    const data = await withDeadline(deps, deps.store.getPublished(path));
    const doc = data === null ? null : (decodePublished('sites', path, data) as unknown as PublishedSiteDoc);
    const skins: SitemapSkin[] = doc
      ? [{ username: doc.skin.username, pageIds: doc.paginas.map((p) => p.id_pagina), lastModified: doc.changedAt }]
      : [];
    return siteFile('application/xml; charset=utf-8', site.sitemap(domainOrigin(frame.host), skins, frame));
  } catch (error) {
    deps.logger.error('renderSkinPage: the sitemap could not be read', { host: frame.host, error });
    return unavailable();
  }
}

/**
 * A skin with its own domain answers its main-site addresses with a permanent move there, cached like
 * a page. The studio's preview frames those addresses (Sec-Fetch-Dest: iframe) and keeps them, so
 * both answers vary on that header. Null when the skin has no domain: the page is rendered as ever.
 */
export function movedToDomain(skin: SkinSite | null, path: string, dest: string | undefined): RenderedPage | null {
  const host = skin?.skin.dominio;
  if (!skin || !host) return null;
  const target = framePathOf({ skin: skin.skin.username }, path);
  if (dest === 'iframe' || target === null) return null;
  return {
    status: 301,
    headers: {
      Location: domainOrigin(host) + target,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': SITE_FILE_CACHE,
      Vary: 'Sec-Fetch-Dest',
    },
    body: '',
  };
}

/** A permanent move to an address of the main site, cached like a page. */
function movedTo(location: string): RenderedPage {
  return {
    status: 301,
    headers: { Location: location, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SITE_FILE_CACHE },
    body: '',
  };
}
