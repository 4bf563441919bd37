/**
 * renderSkinPage while the store cannot be read: the last page this instance rendered for the
 * address, marked stale and cached briefly, rather than the bare app shell; the shell when there is
 * none; never a 404 for a store that did not answer.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { CACHE_CONTROL } from '@lab/domain/published';
import { siteAddressOf, type DominioDoc } from '@lab/domain/kernel';
import { createMemoryStore, MemoryDb } from '@lab/domain/memory';
import { withPublishedSnapshots, type Store } from '@lab/domain/store';
import { readSeed } from '../../scripts/seed-data';
import { createDomainFrames } from './domain-frames';
import { createLastGoodPages, LAST_GOOD_MAX_AGE_MS, STALE_HEADER } from './last-good-pages';
import { createSkinPages } from './page-answers';
import type { SkinPagesDeps } from './page-reads';
import type { PageRenderer, RenderedPage, SiteRenderer } from './site-renderer';

const ORIGIN = 'https://lab.example.com';
const FOUND = 'public, max-age=60, s-maxage=600, stale-while-revalidate=86400';
const SHELL = { status: 200, headers: { 'Cache-Control': CACHE_CONTROL.fallback }, body: '<div id="root"></div>' };

/** Renders what it read, with a counter, so a stale page is told from a fresh one. */
function standIn(): PageRenderer {
  let renders = 0;
  return {
    addressOf: siteAddressOf,
    render: (request, { site, hidden }): RenderedPage => {
      renders += 1;
      if (hidden) return { status: 410, headers: { 'Cache-Control': 'x' }, body: 'Skin indisponível' };
      return site
        ? { status: 200, headers: { 'Cache-Control': FOUND }, body: `${site.skin.username} ${request.path} #${renders}` }
        : {
            status: 404,
            headers: { 'Cache-Control': 'public, max-age=30, s-maxage=60', 'X-Robots-Tag': 'noindex' },
            body: '404',
          };
    },
    sitePage: () => null,
    fallback: () => SHELL,
  };
}

/** The seed's store, which fails every read (as an unreachable Firestore does) while `down`. */
function world(overrides: Partial<SkinPagesDeps> = {}) {
  const memory = createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents)));
  const state = { down: false, hidden: false };
  const unreachable = () => Promise.reject(new Error('14 UNAVAILABLE: No connection established'));
  const store: Pick<Store, 'getPublished' | 'listSitemap' | 'skinOfDomain'> = {
    getPublished: (path) => {
      if (state.down) return unreachable();
      // A hidden skin has no snapshot, only its marker (moderation.ts).
      if (state.hidden && path.startsWith('sites/sol')) return Promise.resolve(null);
      if (state.hidden && path === 'sitesOcultos/sol') return Promise.resolve({ username: 'sol' });
      return memory.getPublished(path);
    },
    listSitemap: (max) => (state.down ? unreachable() : memory.listSitemap(max)),
    skinOfDomain: (host): Promise<DominioDoc | null> => (state.down ? unreachable() : memory.skinOfDomain(host)),
  };
  const site: SiteRenderer = { pages: standIn(), sitemap: () => '', robots: () => '' };
  const logger = { error: jest.fn() };
  const answer = createSkinPages({ store, site: () => Promise.resolve(site), logger, ...overrides });
  return { answer, state, store, logger };
}

describe('renderSkinPage while the store cannot be read', () => {
  it('serves the last good page of that address, marked stale and cached briefly, rather than the bare shell', async () => {
    const { answer, state, logger } = world();
    const fresh = await answer({ path: '/lab/home', origin: ORIGIN });
    expect(fresh.body).toBe('lab /lab/home #1');
    state.down = true;
    const stale = await answer({ path: '/lab/home', origin: ORIGIN });
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(fresh.body);
    expect(stale.headers['Cache-Control']).toBe(CACHE_CONTROL.fallback);
    expect(Date.parse(stale.headers[STALE_HEADER] ?? '')).not.toBeNaN();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('last good page'), expect.anything());
    // Back up: the page is rendered afresh, unmarked.
    state.down = false;
    const again = await answer({ path: '/lab/home', origin: ORIGIN });
    expect(again.body).toBe('lab /lab/home #2');
    expect(again.headers[STALE_HEADER]).toBeUndefined();
  });

  it('serves the plain shell, never a 404, for an address it has no good page of', async () => {
    const { answer, state } = world();
    await answer({ path: '/lab/home', origin: ORIGIN });
    state.down = true;
    for (const path of ['/lab/projetos', '/ninguem', '/lab/home/card/c1']) {
      expect(await answer({ path, origin: ORIGIN })).toEqual(SHELL);
    }
  });

  it('does not fall back on a page the skin no longer shows: a hidden skin (410) forgets it', async () => {
    const { answer, state } = world();
    await answer({ path: '/sol/home', origin: ORIGIN });
    state.hidden = true;
    expect((await answer({ path: '/sol/home', origin: ORIGIN })).status).toBe(410);
    state.down = true;
    expect(await answer({ path: '/sol/home', origin: ORIGIN })).toEqual(SHELL);
  });

  it('serves the shell once the last good page is older than an hour', async () => {
    const clock = { now: 0 };
    const { answer, state } = world({ lastGoodPages: createLastGoodPages({ now: () => clock.now }) });
    await answer({ path: '/lab/home', origin: ORIGIN });
    state.down = true;
    clock.now = LAST_GOOD_MAX_AGE_MS;
    expect((await answer({ path: '/lab/home', origin: ORIGIN })).headers[STALE_HEADER]).toBe(new Date(0).toISOString());
    clock.now = LAST_GOOD_MAX_AGE_MS + 1;
    expect(await answer({ path: '/lab/home', origin: ORIGIN })).toEqual(SHELL);
  });

  it("serves a skin's own domain its last good page too, apart from the main site's page of that address", async () => {
    const { store } = world();
    const frames = createDomainFrames({ skinOfDomain: (host) => store.skinOfDomain(host), siteOrigin: ORIGIN });
    const { answer, state } = world({ frames });
    const onDomain = await answer({ path: '/home', origin: ORIGIN, host: 'solange.exemplo.com.br' });
    expect(onDomain.body).toBe('sol /sol/home #1');
    state.down = true;
    // The mapping of the host is remembered for a minute, so the domain is still known here.
    expect((await answer({ path: '/home', origin: ORIGIN, host: 'solange.exemplo.com.br' })).body).toBe(onDomain.body);
    // Where domains are mapped every answer varies on the host it read (docs/security.md).
    expect(await answer({ path: '/sol/home', origin: ORIGIN })).toEqual({
      ...SHELL,
      headers: { ...SHELL.headers, Vary: 'X-Forwarded-Host' },
    });
  });
});

describe('the last good pages of an instance', () => {
  it('keeps at most its bound, forgetting the least recently rendered first', () => {
    const pages = createLastGoodPages({ maxPages: 2 });
    const page = (body: string) => ({ status: 200, headers: {}, body });
    pages.remember('/a', page('a'));
    pages.remember('/b', page('b'));
    pages.remember('/a', page('a2'));
    pages.remember('/c', page('c'));
    expect(pages.recall('/b')).toBeNull();
    expect(pages.recall('/a')?.body).toBe('a2');
    expect(pages.recall('/c')?.body).toBe('c');
  });
});
