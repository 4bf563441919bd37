/**
 * The public skin pages as Hosting serves them (firebase.json rewrites `/{skin}`, `/{skin}/{page}`,
 * `/{skin}/{page}/card/{id}`, `/sitemap.xml` and `/robots.txt` here): each page arrives with its
 * content, its metadata and its tree, rendered by the same components the client hydrates
 * (page-answers.ts decides the answer; this is only the HTTPS boundary).
 */
import { onRequest, type HttpsFunction } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '@lab/domain';
import { createSkinPages, originOf, type OriginOptions, type SkinPagesDeps } from './page-answers';

export interface RenderSkinPageOptions extends SkinPagesDeps {
  origin: OriginOptions;
}

/** The HTTPS function Hosting rewrites the public pages to. */
export function createRenderSkinPage(options: RenderSkinPageOptions): HttpsFunction {
  const answer = createSkinPages(options);
  return onRequest({ region: FUNCTIONS_REGION }, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).end();
      return;
    }
    const page = await answer({ path: req.path, origin: originOf(req.headers, options.origin) });
    res.status(page.status).set({ 'Content-Type': 'text/html; charset=utf-8', ...page.headers });
    // Express leaves the body out of a HEAD answer itself.
    res.send(page.body);
  });
}
