/** /sitemap.xml: every skin's public pages. */
import { addressesIn, type Addresses, type SiteFrame } from '@lab/domain/kernel';
import type { SitemapSkin } from '@lab/domain/store';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * One <url> per page of every skin, dated by the skin's newest change. With `frame`, the sitemap of
 * a skin's own domain: its pages at the domain's addresses (`origin` is the domain's).
 */
export function renderSitemap(origin: string, skins: SitemapSkin[], frame?: SiteFrame): string {
  return sitemapOf(origin, skins, addressesIn(frame ?? null));
}

function sitemapOf(origin: string, skins: SitemapSkin[], appPaths: Addresses): string {
  const urls = skins.flatMap((skin) => {
    const lastmod = new Date(skin.lastModified).toISOString().slice(0, 10);
    return skin.pageIds.map(
      (pageId) =>
        `  <url><loc>${escapeXml(origin + appPaths.skinPage(skin.username, pageId))}</loc><lastmod>${lastmod}</lastmod></url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
