/**
 * The public skin pages as Hosting serves them (firebase.json rewrites `/{skin}`, `/{skin}/{page}`,
 * `/{skin}/{page}/card/{id}`, `/sitemap.xml` and `/robots.txt` here): each page arrives with its
 * content, its metadata and its tree, rendered by the same components the client hydrates
 * (page-answers.ts decides the answer; this is only the HTTPS boundary).
 */
import { onRequest, type HttpsFunction } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { createSkinPages } from './page-answers';
import type { SkinPagesDeps } from './page-reads';

export interface RenderSkinPageOptions extends SkinPagesDeps {
  /**
   * The site's origin, which every absolute address of a page names (canonical, og:url, og:image,
   * JSON-LD, the sitemap): SITE_URL or the project's own Hosting site, never a request's host, which
   * anyone calling the function's own URL could set and which a cached page would then spread. The
   * one exception is a host an owner mapped to a skin (`frames`, domain-frames.ts).
   */
  origin: string;
  /** Set on every answer (siteSecurityHeaders), so the function's own URL is as guarded as Hosting. */
  securityHeaders: Record<string, string>;
}

/** The HTTPS function Hosting rewrites the public pages to. */
export function createRenderSkinPage(options: RenderSkinPageOptions): HttpsFunction {
  const answer = createSkinPages(options);
  return onRequest({ region: FUNCTIONS_REGION }, async (req, res) => {
    // Called on its own URL, not through Hosting, the function still answers with the site's policy.
    res.set(options.securityHeaders);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).end();
      return;
    }
    const query = req.originalUrl.indexOf('?');
    const search = query >= 0 ? req.originalUrl.slice(query) : '';
    const page = await answer({
      path: req.path,
      search,
      origin: options.origin.replace(/\/+$/, ''),
      // Hosting forwards the browser's host here, and a client may send one too: only a mapped domain
      // is believed (domain-frames.ts), and every answer varies on the header (page-answers.ts).
      host: headerOf(req.headers['x-forwarded-host']),
      dest: headerOf(req.headers['sec-fetch-dest']),
    });
    res.status(page.status).set({ 'Content-Type': 'text/html; charset=utf-8', ...page.headers });
    // Express leaves the body out of a HEAD answer itself.
    res.send(page.body);
  });
}

/** A request header's value (the first, when it came more than once). */
function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
