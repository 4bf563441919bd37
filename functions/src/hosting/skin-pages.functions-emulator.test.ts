/**
 * firebase.json's rewrites as Hosting applies them, in the Hosting emulator in front of the built
 * renderSkinPage in the Functions emulator. No Firestore emulator runs here, so the function cannot
 * read a skin: what a visitor gets then is the plain index.html, never an error page.
 * (The prerendered pages themselves, on the seed: scripts/serve-demo.test.mjs.)
 */
import { CACHE_CONTROL } from '@lab/domain/published';

const HOSTING = `http://${process.env.FIREBASE_HOSTING_EMULATOR_HOST ?? '127.0.0.1:5000'}`;
const FALLBACK_CACHE = CACHE_CONTROL.fallback;

async function get(path: string) {
  const response = await fetch(`${HOSTING}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('the skin pages behind Hosting (Hosting and Functions emulators, no Firestore)', () => {
  it('sends a skin page to the function, which serves the plain index.html when the store cannot be read', async () => {
    const paths = ['/lab', '/lab/projetos', '/lab/projetos/card/c1'];
    const pages = await Promise.all(paths.map(async (path) => ({ path, ...(await get(path)) })));
    for (const { path, ...page } of pages) {
      expect({ path, status: page.status, cache: page.headers.get('cache-control') }).toEqual({
        path,
        status: 200,
        cache: FALLBACK_CACHE,
      });
      expect(page.body).toContain('<div id="root">');
      // Hosting's headers apply to the function's answers too.
      expect(page.headers.get('content-security-policy')).toContain("object-src 'none'");
    }
  });

  it("serves /menu/... through the function (which alone can tell a skin's domain from the site) as the plain app, marked noindex", async () => {
    const page = await get('/menu/alguem/contatos');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe(FALLBACK_CACHE);
    expect(page.body).toContain('<div id="root">');
  });

  it('answers /sitemap.xml with 503 and no cache while the store cannot be read', async () => {
    const page = await get('/sitemap.xml');
    expect(page.status).toBe(503);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('serves /robots.txt from the build, since the Functions runtime answers that path 404 before any function runs', async () => {
    const page = await get('/robots.txt');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
    // A build for a demo- project names the Hosting emulator's address, where it is served.
    expect(page.body).toBe('User-agent: *\nDisallow: /menu/\n\nSitemap: http://127.0.0.1:5000/sitemap.xml\n');
  });

  it('still serves the built files first', async () => {
    const page = await get('/favicon.svg');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<svg');
  });
});
