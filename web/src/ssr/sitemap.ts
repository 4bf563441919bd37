/** /sitemap.xml: every skin's public pages. */
import type { SitemapSkin } from '@lab/domain/store';
import { appPaths } from '../shared/routes/app-paths';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** One <url> per page of every skin, dated by the skin's newest change. */
export function renderSitemap(origin: string, skins: SitemapSkin[]): string {
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
