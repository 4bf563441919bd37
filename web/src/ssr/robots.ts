/**
 * /robots.txt: everything public may be crawled except the signed-in menu; the sitemap says where
 * the pages are. Imports nothing, so the web build (web/vite.config.ts) writes it into the site as a
 * file too: the Functions runtime answers /robots.txt 404 itself, before any function runs.
 */
export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Disallow: /menu/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
