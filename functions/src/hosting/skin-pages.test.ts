/**
 * renderSkinPage's answers, on the seed in the memory store, with a stand-in renderer that says
 * which site it was given (the real renderer is web/src/ssr's, tested there; scripts/serve-demo.test.mjs
 * fetches its pages through this very handler, and the deployed suite through Hosting).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { publishedPaths } from '@lab/domain/published';
import { siteAddressOf } from '@lab/domain/kernel';
import { createMemoryStore, MemoryDb } from '@lab/domain/memory';
import { withPublishedSnapshots, type SitemapSkin, type Store } from '@lab/domain/store';
import { readSeed } from '../../scripts/seed-data';
import type { PageRenderer, RenderedPage, SiteRenderer } from './site-renderer';
import { createSkinPages, SITEMAP_MAX_SKINS } from './page-answers';
import { SITE_FILE_CACHE, STORE_DEADLINE_MS, type SkinPagesDeps } from './page-reads';
import { siteSecurityHeaders } from './security-headers';
import { createRenderSkinPage } from './skin-pages';

const FOUND = 'public, max-age=60, s-maxage=600, stale-while-revalidate=86400';
const ORIGIN = 'https://lab.example.com';

/** Answers like the contract says, and shows what it was asked. */
const standIn: PageRenderer = {
  addressOf: siteAddressOf,
  render: (request, { site }): RenderedPage =>
    site
      ? {
          status: 200,
          headers: { 'Cache-Control': FOUND, 'Content-Type': 'text/html; charset=utf-8' },
          body: `<h1>${site.skin.username}</h1><p>${site.paginas.length} páginas</p><a href="${request.origin}${request.path}"></a>`,
        }
      : {
          status: 404,
          headers: { 'Cache-Control': 'public, max-age=30, s-maxage=60', 'X-Robots-Tag': 'noindex' },
          body: 'não achei',
        },
  sitePage: ({ path, origin }) =>
    path === '/privacidade' ? { status: 200, headers: { 'Cache-Control': FOUND }, body: `aviso em ${origin}` } : null,
  fallback: () => ({
    status: 200,
    headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' },
    body: '<div id="root"></div>',
  }),
};

const siteRenderer: SiteRenderer = {
  pages: standIn,
  sitemap: (origin: string, skins: SitemapSkin[]) =>
    skins.map((s) => `${origin}/${s.username} ${s.pageIds.join(',')}`).join('\n'),
  robots: (origin: string) => `Sitemap: ${origin}/sitemap.xml`,
};

function world(overrides: Partial<SkinPagesDeps> = {}) {
  const store = createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents)));
  const logger = { error: jest.fn() };
  const answer = createSkinPages({ store, site: () => Promise.resolve(siteRenderer), logger, ...overrides });
  return { answer, logger, store };
}

const failing = (): Pick<Store, 'getPublished' | 'listSitemap'> => ({
  getPublished: () => Promise.reject(new Error('Firestore indisponível')),
  listSitemap: () => Promise.reject(new Error('Firestore indisponível')),
});

describe('renderSkinPage', () => {
  it("renders a skin's page from the store's tree, passing the renderer's status, headers and body through", async () => {
    const { answer } = world();
    const page = await answer({ path: '/lab/projetos', origin: ORIGIN });
    expect(page).toEqual({
      status: 200,
      headers: { 'Cache-Control': FOUND, 'Content-Type': 'text/html; charset=utf-8' },
      body: expect.stringContaining('<h1>lab</h1>') as unknown as string,
    });
    expect(page.body).toContain(`href="${ORIGIN}/lab/projetos"`);
  });

  it('gives the renderer the published documents of the address, read as the domain declares it, to embed', async () => {
    const render = jest.fn(standIn.render);
    const { answer, store } = world({ site: () => Promise.resolve({ ...siteRenderer, pages: { ...standIn, render } }) });
    await answer({ path: '/lab/home/card/c1', origin: ORIGIN });
    const paths = [publishedPaths.site('lab'), publishedPaths.page('lab', 'home'), publishedPaths.card('lab', 'c1')];
    const documents = Object.fromEntries(await Promise.all(paths.map(async (p) => [p, await store.getPublished(p)] as const)));
    expect(documents[publishedPaths.site('lab')]).not.toBeNull();
    expect(render).toHaveBeenCalledWith(
      { path: '/lab/home/card/c1', origin: ORIGIN },
      { site: expect.objectContaining({ skin: expect.objectContaining({ username: 'lab' }) }), documents },
    );
  });

  it('answers an address with a query string by a cacheable 301 to the address without it, reading nothing', async () => {
    const store = { getPublished: jest.fn(), listSitemap: jest.fn() } as unknown as Pick<Store, 'getPublished' | 'listSitemap'>;
    const page = await world({ store }).answer({ path: '/lab/home', search: '?x=1', origin: ORIGIN });
    expect(page).toEqual({
      status: 301,
      headers: { Location: '/lab/home', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SITE_FILE_CACHE },
      body: '',
    });
    expect(store.getPublished).not.toHaveBeenCalled();
  });

  it('open redirect: answers "//evil.example/login?x=1" and its look-alikes with a 301 that stays on the site', async () => {
    const { answer } = world();
    for (const path of [
      '//evil.example/login',
      '/\\evil.example/',
      '///evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/ //evil',
    ]) {
      const page = await answer({ path, search: '?x=1', origin: ORIGIN });
      const location = page.headers['Location'] ?? '';
      expect({ path, status: page.status }).toEqual({ path, status: 301 });
      // Resolved as a browser does (it reads "\\" as "/" and drops tabs), from any page of the site.
      expect({ path, origin: new URL(location, `${ORIGIN}/lab/home`).origin }).toEqual({ path, origin: ORIGIN });
      expect(location).toMatch(/^\/[^/\\\s]/);
    }
    expect((await answer({ path: '//evil.example/login', search: '?x=1', origin: ORIGIN })).headers['Location']).toBe(
      '/evil.example/login',
    );
  });

  it('answers an unknown skin with the renderer’s 404', async () => {
    const page = await world().answer({ path: '/ninguem', origin: ORIGIN });
    expect(page.status).toBe(404);
    expect(page.headers['X-Robots-Tag']).toBe('noindex');
  });

  it("renders the site's own pages (the privacy notice) whole, on the site's origin, reading nothing", async () => {
    const store = { getPublished: jest.fn(), listSitemap: jest.fn() } as unknown as Pick<Store, 'getPublished' | 'listSitemap'>;
    const page = await world({ store }).answer({ path: '/privacidade', origin: ORIGIN, host: 'qualquer.exemplo.com' });
    expect(page).toEqual({ status: 200, headers: { 'Cache-Control': FOUND }, body: `aviso em ${ORIGIN}` });
    expect(store.getPublished).not.toHaveBeenCalled();
  });

  it('serves the plain app shell for a path that names no skin ("/" on the main site), without reading the store', async () => {
    const store = { getPublished: jest.fn(), listSitemap: jest.fn() } as unknown as Pick<Store, 'getPublished' | 'listSitemap'>;
    const page = await world({ store }).answer({ path: '/', origin: ORIGIN });
    expect(page).toEqual(standIn.fallback());
    expect(store.getPublished).not.toHaveBeenCalled();
  });

  it('serves the plain app shell, never an error page, when the store cannot be read, and logs why', async () => {
    const { answer, logger } = world({ store: failing() });
    expect(await answer({ path: '/lab/home', origin: ORIGIN })).toEqual(standIn.fallback());
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('plain index.html'), {
      path: '/lab/home',
      error: new Error('Firestore indisponível'),
    });
  });

  it('serves the plain app shell when the store does not answer in time, rather than keep the visitor waiting', async () => {
    const { answer, logger } = world({
      store: { getPublished: () => new Promise(() => undefined), listSitemap: () => new Promise(() => undefined) },
      storeDeadlineMs: 20,
    });
    expect(await answer({ path: '/lab/home', origin: ORIGIN })).toEqual(standIn.fallback());
    expect((await answer({ path: '/sitemap.xml', origin: ORIGIN })).status).toBe(503);
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(STORE_DEADLINE_MS).toBeLessThanOrEqual(5_000);
  });

  it('serves the plain app shell when rendering throws', async () => {
    const broken: PageRenderer = {
      ...standIn,
      render: () => {
        throw new Error('boom');
      },
    };
    const { answer, logger } = world({ site: () => Promise.resolve({ ...siteRenderer, pages: broken }) });
    expect(await answer({ path: '/lab/home', origin: ORIGIN })).toEqual(standIn.fallback());
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it("lists every skin's pages in /sitemap.xml, from the store, cached like the pages", async () => {
    const listSitemap = jest.fn((max: number) =>
      createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents))).listSitemap(max),
    );
    const { answer, store } = world();
    const page = await createSkinPages({
      store: { getPublished: store.getPublished, listSitemap },
      site: () => Promise.resolve(siteRenderer),
      logger: { error: jest.fn() },
    })({ path: '/sitemap.xml', origin: ORIGIN });
    expect(listSitemap).toHaveBeenCalledWith(SITEMAP_MAX_SKINS);
    expect(page.status).toBe(200);
    expect(page.headers).toEqual({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITE_FILE_CACHE });
    expect(SITE_FILE_CACHE).toBe(FOUND);
    expect(page.body).toContain(`${ORIGIN}/lab home`);
    expect(page.body).toContain(`${ORIGIN}/sol`);
    expect(await answer({ path: '/sitemap.xml', origin: ORIGIN })).toEqual(page);
  });

  it('answers the sitemap with 503 and no cache when the store cannot be read, rather than an empty list', async () => {
    const page = await world({ store: failing() }).answer({ path: '/sitemap.xml', origin: ORIGIN });
    expect(page.status).toBe(503);
    expect(page.headers['Cache-Control']).toBe('no-store');
  });

  it('serves robots.txt pointing to the sitemap of the origin asked', async () => {
    const page = await world().answer({ path: '/robots.txt', origin: ORIGIN });
    expect(page).toEqual({
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SITE_FILE_CACHE },
      body: `Sitemap: ${ORIGIN}/sitemap.xml`,
    });
  });

  it('answers 503 uncached when the renderer itself cannot be loaded (a broken deploy), and logs it', async () => {
    const { answer, logger } = world({ site: () => Promise.reject(new Error('no ssr.mjs')) });
    const page = await answer({ path: '/lab', origin: ORIGIN });
    expect(page.status).toBe(503);
    expect(page.headers['Cache-Control']).toBe('no-store');
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('the HTTPS function', () => {
  function call(fn: ReturnType<typeof createRenderSkinPage>, method: string, path: string, search = '') {
    const sent: { status?: number; headers: Record<string, string>; body?: string } = { headers: {} };
    const res = {
      status(code: number) {
        sent.status = code;
        return res;
      },
      set(key: string | Record<string, string>, value?: string) {
        Object.assign(sent.headers, typeof key === 'string' ? { [key]: value } : key);
        return res;
      },
      send(body: string) {
        sent.body = body;
      },
      end() {
        sent.body = '';
      },
      on() {
        return res;
      },
    };
    // A caller of the function's own URL can send any host.
    const req = {
      method,
      path,
      url: path,
      originalUrl: path + search,
      headers: { 'x-forwarded-host': 'evil.example', host: 'fn.a.run.app' },
      header: () => undefined,
    };
    return (async () => {
      await (fn as unknown as (q: unknown, s: unknown) => Promise<void>)(req, res);
      return sent;
    })();
  }

  const fn = () =>
    createRenderSkinPage({
      store: createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents))),
      site: () => Promise.resolve(siteRenderer),
      logger: { error: jest.fn() },
      origin: 'https://lab.example.com',
      securityHeaders: siteSecurityHeaders(),
    });

  it('runs in the functions region', () => {
    expect(fn().__endpoint.region).toEqual([FUNCTIONS_REGION]);
  });

  it('writes the page with its status and headers, HTML unless the renderer says otherwise', async () => {
    const sent = await call(fn(), 'GET', '/lab/projetos');
    expect(sent.status).toBe(200);
    expect(sent.headers['Cache-Control']).toBe(FOUND);
    expect(sent.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(sent.body).toContain('href="https://lab.example.com/lab/projetos"');
  });

  it("host reflection: names the site's own origin whatever host the request claims", async () => {
    const sent = await call(fn(), 'GET', '/lab/projetos');
    expect(sent.body).not.toContain('evil.example');
    expect((await call(fn(), 'GET', '/sitemap.xml')).body).not.toContain('evil.example');
  });

  it("the function's own URL: every answer carries the site's security headers, those firebase.json gives Hosting", async () => {
    const expected = siteSecurityHeaders();
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options']),
    );
    for (const [method, path] of [
      ['GET', '/lab/projetos'],
      ['GET', '/ninguem'],
      ['GET', '/sitemap.xml'],
      ['POST', '/lab'],
    ]) {
      expect((await call(fn(), method ?? 'GET', path ?? '/')).headers).toMatchObject(expected);
    }
    expect((await call(fn(), 'GET', '/sitemap.xml')).headers['Content-Type']).toBe('application/xml; charset=utf-8');
  });

  it('open redirect: never sends a browser off the site, whatever the request path', async () => {
    const sent = await call(fn(), 'GET', '//evil.example/login', '?x=1');
    expect(sent.status).toBe(301);
    expect(new URL(sent.headers['Location'] ?? '', 'https://lab.example.com/').origin).toBe('https://lab.example.com');
  });

  it('refuses anything but GET and HEAD', async () => {
    const sent = await call(fn(), 'POST', '/lab');
    expect(sent.status).toBe(405);
    expect(sent.headers.Allow).toBe('GET, HEAD');
  });
});
