/**
 * renderSkinPage for a skin's own domain, on the seed (which maps solange.exemplo.com.br to sol), with
 * a stand-in renderer that shows the request it was given (the real one: web/src/ssr's tests).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { siteAddressOf, type DominioDoc } from '@lab/domain/kernel';
import { createMemoryStore, MemoryDb } from '@lab/domain/memory';
import { withPublishedSnapshots, type SitemapSkin } from '@lab/domain/store';
import firebaseJson from '../../../firebase.json';
import { readSeed } from '../../scripts/seed-data';
import { createDomainFrames, DOMAIN_CACHE_MS, requestHost } from './domain-frames';
import { createSkinPages } from './page-answers';
import { SITE_FILE_CACHE } from './page-reads';
import type { PageRenderer, SiteRenderer } from './site-renderer';

const SITE = 'https://lab.example.com';
const DOMAIN = 'solange.exemplo.com.br';

const standIn: PageRenderer = {
  addressOf: siteAddressOf,
  render: (request, { site }) => ({
    status: site ? 200 : 404,
    headers: { 'Cache-Control': 'page' },
    body: JSON.stringify({ skin: site?.skin.username ?? null, path: request.path, origin: request.origin, frame: request.frame }),
  }),
  sitePage: ({ path }) => (path === '/privacidade' ? { status: 200, headers: {}, body: 'aviso' } : null),
  fallback: () => ({ status: 200, headers: {}, body: 'shell' }),
};

const renderer: SiteRenderer = {
  pages: standIn,
  sitemap: (origin: string, skins: SitemapSkin[], frame) =>
    JSON.stringify({ origin, skins: skins.map((s) => [s.username, s.pageIds]), frame }),
  robots: (origin: string) => `Sitemap: ${origin}/sitemap.xml`,
};

function world({
  moveToDomains = true,
  store = createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents))),
} = {}) {
  const skinOfDomain = jest.fn((host: string): Promise<DominioDoc | null> => store.skinOfDomain(host));
  const clock = { now: 0 };
  const frames = createDomainFrames({ skinOfDomain, siteOrigin: SITE, now: () => clock.now });
  const logger = { error: jest.fn() };
  const answer = createSkinPages({ store, site: () => Promise.resolve(renderer), logger, frames, moveToDomains });
  const page = async (path: string, host?: string, dest?: string) => {
    const answered = await answer({ path, origin: SITE, ...(host ? { host } : {}), ...(dest ? { dest } : {}) });
    return { ...answered, json: answered.body.startsWith('{') ? (JSON.parse(answered.body) as Record<string, unknown>) : null };
  };
  return { page, skinOfDomain, clock, logger };
}

const frame = { host: DOMAIN, skin: 'sol', site: SITE };

describe('a skin on its own domain', () => {
  it('answers the mapped host with the skin: "/" its main page, "/{page}" its pages, "/{page}/card/{id}" its cards', async () => {
    const { page } = world();
    for (const [path, sitePath] of [
      ['/', '/sol'],
      ['/home', '/sol/home'],
      ['/home/card/c1', '/sol/home/card/c1'],
    ]) {
      const answered = await page(path ?? '', DOMAIN);
      expect({ status: answered.status, ...answered.json }).toEqual({
        status: 200,
        skin: 'sol',
        path: sitePath,
        origin: `https://${DOMAIN}`,
        frame,
      });
    }
  });

  it("sends the privacy notice's addresses to the main site's, since they are the site's on every host", async () => {
    const { page } = world();
    for (const path of ['/privacidade', '/privacidade/mensagens']) {
      const answered = await page(path, DOMAIN);
      expect(answered.status).toBe(301);
      expect(answered.headers).toMatchObject({ Location: `${SITE}${path}`, 'Cache-Control': SITE_FILE_CACHE });
    }
  });

  it('reads the host as Hosting forwards it: any case, a port, a list', async () => {
    const { page } = world();
    expect((await page('/', 'Solange.Exemplo.com.br:443')).json).toMatchObject({ skin: 'sol' });
    expect((await page('/', `${DOMAIN}, proxy.example`)).json).toMatchObject({ skin: 'sol' });
    expect(requestHost('https://solange.exemplo.com.br/')).toBeNull();
  });

  it("writes the domain's own sitemap and robots.txt, on the domain", async () => {
    const { page } = world();
    const sitemap = await page('/sitemap.xml', DOMAIN);
    expect(sitemap.headers).toEqual({
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': SITE_FILE_CACHE,
      Vary: 'X-Forwarded-Host',
    });
    expect(sitemap.json).toEqual({ origin: `https://${DOMAIN}`, skins: [['sol', expect.arrayContaining(['home'])]], frame });
    expect((await page('/robots.txt', DOMAIN)).body).toBe(`Sitemap: https://${DOMAIN}/sitemap.xml`);
  });

  it('answers an unknown host, and no host, with the main site as today, its origin the site’s', async () => {
    const { page } = world();
    for (const host of ['outro.exemplo.com', undefined, 'lab.example.com', '127.0.0.1:5000', 'evil.example']) {
      expect((await page('/lab/home', host)).json).toMatchObject({ skin: 'lab', path: '/lab/home', origin: SITE });
      expect((await page('/', host)).body).toBe('shell');
      expect((await page('/sitemap.xml', host)).json).toMatchObject({ origin: SITE });
    }
  });

  it("answers the skin's main-site addresses with a cacheable 301 to the domain's", async () => {
    const { page } = world();
    for (const [path, target] of [
      ['/sol', '/'],
      ['/sol/home', '/home'],
      ['/sol/home/card/c1', '/home/card/c1'],
    ]) {
      const moved = await page(path ?? '');
      expect({ status: moved.status, location: moved.headers['Location'] }).toEqual({
        status: 301,
        location: `https://${DOMAIN}${target}`,
      });
      expect(moved.headers['Cache-Control']).toBe(SITE_FILE_CACHE);
      expect(moved.headers['Vary']).toBe('Sec-Fetch-Dest, X-Forwarded-Host');
    }
    // Other skins stay where they are.
    expect((await page('/lab/home')).status).toBe(200);
  });

  it('moves nothing where the domain is not served (the emulator, the local servers): the address renders', async () => {
    const { page } = world({ moveToDomains: false });
    const answered = await page('/sol/home');
    expect(answered.status).toBe(200);
    expect(answered.json).toMatchObject({ skin: 'sol', origin: SITE });
    expect(answered.headers['Vary']).toBe('X-Forwarded-Host');
  });

  it("keeps the skin's main-site address in the studio's preview frame, varying on it", async () => {
    const { page } = world();
    const framed = await page('/sol/home', undefined, 'iframe');
    expect(framed.status).toBe(200);
    expect(framed.json).toMatchObject({ skin: 'sol', origin: SITE });
    expect(framed.headers['Vary']).toBe('Sec-Fetch-Dest, X-Forwarded-Host');
  });

  it('X-Forwarded-Host: every answer that read the host varies on it, so a cached one never reaches another host value', async () => {
    const { page } = world();
    for (const [path, host] of [
      ['/', DOMAIN],
      ['/home', DOMAIN],
      ['/sitemap.xml', DOMAIN],
      ['/robots.txt', DOMAIN],
      ['/privacidade', DOMAIN],
      ['/', undefined],
      ['/lab/home', 'evil.example'],
      ['/sitemap.xml', undefined],
      ['/sol/home', undefined],
    ] as const) {
      const answered = await page(path, host);
      expect({ path, host, vary: answered.headers['Vary']?.split(', ') }).toEqual({
        path,
        host,
        vary: expect.arrayContaining(['X-Forwarded-Host']),
      });
    }
    // The studio's preview keeps varying on what it varied on before.
    expect((await page('/sol/home', undefined, 'iframe')).headers['Vary']).toBe('Sec-Fetch-Dest, X-Forwarded-Host');
  });

  it('looks a host up once a minute per instance, whether it is mapped or not', async () => {
    const { page, skinOfDomain, clock } = world();
    await page('/', DOMAIN);
    await page('/home', DOMAIN);
    await page('/', 'outro.exemplo.com');
    await page('/', 'outro.exemplo.com');
    expect(skinOfDomain).toHaveBeenCalledTimes(2);
    clock.now += DOMAIN_CACHE_MS + 1;
    await page('/', DOMAIN);
    expect(skinOfDomain).toHaveBeenCalledTimes(3);
  });
});

describe("the signed-in area on a creator's domain", () => {
  const SIGNED_IN = ['/menu', '/menu/ana-uid', '/menu/ana-uid/contatos/c1/chat/v1', '/conversa/c1/v1'];

  it("the signed-in area on a creator's domain: sends the menu, the inbox and the conversation links to the site's own origin, same path", async () => {
    const { page } = world();
    for (const path of SIGNED_IN) {
      const answered = await page(path, DOMAIN);
      expect({ path, status: answered.status, location: answered.headers['Location'] }).toEqual({
        path,
        status: 302,
        location: `${SITE}${path}`,
      });
      // Never kept: the mapping can change, and the answer is the domain's alone.
      expect(answered.headers['Cache-Control']).toBe('no-store');
      expect(answered.body).toBe('');
    }
  });

  it('keeps the query of a signed-in address it sends to the site', async () => {
    const { page } = world();
    const answer = createSkinPages({
      store: createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents))),
      site: () => Promise.resolve(renderer),
      logger: { error: jest.fn() },
      frames: createDomainFrames({ skinOfDomain: () => Promise.resolve({ username: 'sol' } as DominioDoc), siteOrigin: SITE }),
    });
    const moved = await answer({ path: '/menu/ana-uid', search: '?aba=1', origin: SITE, host: DOMAIN });
    expect(moved.headers['Location']).toBe(`${SITE}/menu/ana-uid?aba=1`);
    expect((await page('/menu', 'outro.exemplo.com')).body).toBe('shell');
  });

  it("serves the signed-in area on the site's own host as the plain app shell, whatever its query", async () => {
    const { page } = world();
    for (const path of SIGNED_IN) {
      for (const host of [undefined, 'lab.example.com', 'outro.exemplo.com']) {
        const answered = await page(path, host);
        expect({ path, host, status: answered.status, body: answered.body }).toEqual({ path, host, status: 200, body: 'shell' });
      }
    }
  });

  it("has Hosting send the signed-in area's addresses to the page function, which alone can tell the host", () => {
    const rewrites = firebaseJson.hosting.rewrites as Array<{ source: string; function?: { functionId: string } }>;
    const glob = (source: string) =>
      new RegExp(
        `^${source
          .split('**')
          .map((part) => part.replace(/\*/g, '[^/]*'))
          .join('.*')}$`,
      );
    for (const path of [...SIGNED_IN, '/menu/u1/skins/lab/editar']) {
      const rule = rewrites.find((r) => glob(r.source).test(path));
      expect({ path, to: rule?.function?.functionId }).toEqual({ path, to: 'renderSkinPage' });
    }
  });

  it('never runs the app shell, with its login, on a mapped domain: a page that cannot be read answers 503 uncached', async () => {
    const store = createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents)));
    const failing = { ...store, getPublished: () => Promise.reject(new Error('Firestore indisponível')) };
    const { page, logger } = world({ store: failing });
    const answered = await page('/home', DOMAIN);
    expect(answered.status).toBe(503);
    expect(answered.headers['Cache-Control']).toBe('no-store');
    expect(answered.body).not.toBe('shell');
    expect(logger.error).toHaveBeenCalled();
  });

  it("answers an address of the domain the renderer cannot place with the skin's 404, in its frame, not the app shell", async () => {
    const answer = createSkinPages({
      store: createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents))),
      site: () => Promise.resolve({ ...renderer, pages: { ...standIn, addressOf: () => null } }),
      logger: { error: jest.fn() },
      frames: createDomainFrames({ skinOfDomain: () => Promise.resolve({ username: 'sol' } as DominioDoc), siteOrigin: SITE }),
    });
    const answered = await answer({ path: '/home', origin: SITE, host: DOMAIN });
    expect(answered.status).toBe(404);
    expect(JSON.parse(answered.body)).toMatchObject({ frame });
  });
});
