import fc from 'fast-check';
import {
  applyVisitDelta,
  INTERNAL_ORIGIN_MS,
  isSkinVisit,
  skinPageOfPath,
  ORIGIN_DIRECT,
  ORIGIN_INTERNAL,
  skinNameOfPath,
  summariseVisits,
  visitOrigin,
} from './skin-visits';
import { originHost } from './visit-origin';
import { STATS_DAYS, STATS_KEYS_MAX, STATS_OTHER } from '../kernel/constants';
import type { VisitaDoc } from '../kernel/types';

// 12:00 in São Paulo on 2026-11-23.
const NOON = Date.UTC(2026, 10, 23, 15, 0);
const HOUR = 60 * 60 * 1000;

const shard = (dia: string, counts: Partial<Omit<VisitaDoc, 'dia'>> = {}): VisitaDoc => ({
  dia,
  visitas: 0,
  paginas: {},
  paises: {},
  origens: {},
  ...counts,
});

describe('the origin a visitor brings', () => {
  it('is a lower-case host name, up to 253 characters', () => {
    expect(originHost('www.google.com')).toBe('www.google.com');
    expect(originHost('l.instagram.com')).toBe('l.instagram.com');
    expect(originHost('localhost')).toBe('localhost');
    expect(originHost('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
    const long = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(long).toHaveLength(253);
    expect(originHost(long)).toBe(long);
  });

  it.each([
    ['an upper-case host', 'WWW.Google.com'],
    ['a URL', 'https://google.com/search?q=x'],
    ['a host with a port', 'google.com:443'],
    ['a path', 'google.com/x'],
    ['an IPv6 address', '[::1]'],
    ['an empty text', ''],
    ['a label starting with a hyphen', '-evil.com'],
    ['a label of 64 characters', `${'a'.repeat(64)}.com`],
    ['a host of 254 characters', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`],
    ['a key of our own', ORIGIN_DIRECT],
    ['a name Firestore reserves', '__name__'],
    ['a trailing dot', 'google.com.'],
    ['a number', 42],
    ['an object', { host: 'google.com' }],
    ['null', null],
  ])('is nothing for %s', (_what, value) => {
    expect(originHost(value)).toBeNull();
  });
});

describe('the skin a page belongs to', () => {
  it('is the first segment of its path, lower-cased as skin names are', () => {
    expect(skinNameOfPath('/lab/home')).toBe('lab');
    expect(skinNameOfPath('/Lab/home/card/c1')).toBe('lab');
    expect(skinNameOfPath('/visitante')).toBe('visitante');
    expect(skinNameOfPath('/sol?x=1')).toBe('sol');
  });

  it('is none for the app’s own routes, the root and what no skin could be called', () => {
    for (const path of [
      '/',
      '',
      '/menu/u1/acessos',
      '/conversa/a_b/principal',
      '/assets/x.js',
      '/__name__/x',
      '/a',
      '/%C3%A9/home',
    ]) {
      expect({ path, skin: skinNameOfPath(path) }).toEqual({ path, skin: null });
    }
  });
});

describe('a visit', () => {
  it('is the session’s first view of the skin that day; later views of it are page views only', () => {
    expect(isSkinVisit([], 'lab', NOON)).toBe(true);
    const log = [{ path: '/lab/home', timestamp: NOON - HOUR }];
    expect(isSkinVisit(log, 'lab', NOON)).toBe(false);
    expect(isSkinVisit(log, 'sol', NOON)).toBe(true);
    expect(isSkinVisit([{ path: '/LAB/sobre', timestamp: NOON - HOUR }], 'lab', NOON)).toBe(false);
  });

  it('is counted again on a later day: the day is São Paulo’s, so 23:30 there and 00:10 the next day are two', () => {
    const lateEvening = Date.UTC(2026, 10, 24, 2, 30);
    expect(isSkinVisit([{ path: '/lab/home', timestamp: lateEvening }], 'lab', lateEvening + 40 * 60 * 1000)).toBe(true);
    expect(isSkinVisit([{ path: '/lab/home', timestamp: NOON - 24 * HOUR }], 'lab', NOON)).toBe(true);
  });

  it('comes from the referring host, else this site when the session was on it moments ago, else directly', () => {
    expect(visitOrigin([], 'www.google.com', NOON)).toBe('www.google.com');
    expect(visitOrigin([], null, NOON)).toBe(ORIGIN_DIRECT);
    expect(visitOrigin([{ path: '/sol/home', timestamp: NOON - INTERNAL_ORIGIN_MS }], null, NOON)).toBe(ORIGIN_INTERNAL);
    expect(visitOrigin([{ path: '/sol/home', timestamp: NOON - INTERNAL_ORIGIN_MS - 1 }], null, NOON)).toBe(ORIGIN_DIRECT);
  });
});

describe('adding to a skin’s shard', () => {
  it('counts a visit with its page, country and origin, and a later view as its page alone', () => {
    const first = applyVisitDelta(null, '2026-11-23', { pagina: '/lab/home', visitas: 1, pais: 'br', origem: 'www.google.com' });
    expect(first).toEqual(
      shard('2026-11-23', { visitas: 1, paginas: { '/lab/home': 1 }, paises: { BR: 1 }, origens: { 'www.google.com': 1 } }),
    );
    const copy = structuredClone(first);
    const second = applyVisitDelta(first, '2026-11-23', { pagina: '/lab/sobre' });
    expect(second).toEqual({ ...first, paginas: { '/lab/home': 1, '/lab/sobre': 1 } });
    expect(first).toEqual(copy);
  });

  it('keys an origin that is not a host as a direct visit, keeping this site’s own key', () => {
    expect(applyVisitDelta(null, 'd', { visitas: 1, origem: 'https://evil/x' }).origens).toEqual({ [ORIGIN_DIRECT]: 1 });
    expect(applyVisitDelta(null, 'd', { visitas: 1, origem: ORIGIN_INTERNAL }).origens).toEqual({ [ORIGIN_INTERNAL]: 1 });
    expect(applyVisitDelta(null, 'd', { origem: 'google.com' }).origens).toEqual({});
  });

  it(`holds at most ${STATS_KEYS_MAX} origins: new ones beyond count under "${STATS_OTHER}", and no visit is lost`, () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,4}\.com$/), { maxLength: 600 }), (hosts) => {
        const doc = hosts.reduce<VisitaDoc | null>((d, origem) => applyVisitDelta(d, 'd', { visitas: 1, origem }), null);
        const origens = doc?.origens ?? {};
        expect(Object.keys(origens).length).toBeLessThanOrEqual(STATS_KEYS_MAX);
        expect(Object.values(origens).reduce((a, b) => a + b, 0)).toBe(hosts.length);
        expect(doc?.visitas ?? 0).toBe(hosts.length);
      }),
      { numRuns: 30 },
    );
  });
});

describe('the summary a creator reads', () => {
  it(`lists the ${STATS_DAYS} days, sums the shards of each, and ranks pages, countries and origins`, () => {
    const summary = summariseVisits(
      [
        shard('2026-11-23', { visitas: 2, paginas: { '/lab/home': 3 }, paises: { BR: 2 }, origens: { [ORIGIN_DIRECT]: 2 } }),
        shard('2026-11-23', { visitas: 1, paginas: { '/lab/sobre': 1 }, paises: { PT: 1 }, origens: { 'google.com': 1 } }),
        shard('2026-11-20', { visitas: 4, paginas: { '/lab/home': 4 }, paises: { BR: 4 }, origens: { 'google.com': 4 } }),
        // Outside the window: counts nowhere.
        shard('2026-10-01', { visitas: 100, paginas: { '/lab/velha': 100 } }),
      ],
      '2026-11-23',
    );
    expect(summary.dias).toHaveLength(STATS_DAYS);
    expect(summary.dias.at(-1)).toEqual({ dia: '2026-11-23', visitas: 3 });
    expect(summary.dias.find((d) => d.dia === '2026-11-20')).toEqual({ dia: '2026-11-20', visitas: 4 });
    expect(summary.paginas).toEqual([
      { chave: '/lab/home', visitas: 7 },
      { chave: '/lab/sobre', visitas: 1 },
    ]);
    expect(summary.paises).toEqual([
      { chave: 'BR', visitas: 6 },
      { chave: 'PT', visitas: 1 },
    ]);
    expect(summary.origens).toEqual([
      { chave: 'google.com', visitas: 5 },
      { chave: ORIGIN_DIRECT, visitas: 2 },
    ]);
    expect(summary.totais).toEqual({ visitas: 7, visualizacoes: 8 });
  });

  it('is all zeros and empty lists without shards', () => {
    const summary = summariseVisits([], '2026-11-23');
    expect(summary.dias.every((d) => d.visitas === 0)).toBe(true);
    expect(summary).toMatchObject({ paginas: [], paises: [], origens: [], totais: { visitas: 0, visualizacoes: 0 } });
  });
});

describe('the skin address a view counts under', () => {
  it('is the skin, its page and its card, in one spelling', () => {
    expect(skinPageOfPath('/Lab')).toEqual({ skin: 'lab', pageId: null, cardId: null, path: '/lab' });
    expect(skinPageOfPath('/lab/home/')).toEqual({ skin: 'lab', pageId: 'home', cardId: null, path: '/lab/home' });
    expect(skinPageOfPath('/LAB/home/card/c1')).toEqual({ skin: 'lab', pageId: 'home', cardId: 'c1', path: '/lab/home/card/c1' });
  });

  it('is none for a query, more segments, an id no page has the shape of, or the app’s routes', () => {
    for (const path of [
      '/lab/home?x=spam.example',
      '/lab/home/x/y',
      '/lab/home/card',
      '/lab/home/card/c1/x',
      '/lab/%2e%2e',
      '/menu/u1',
      '/',
    ]) {
      expect(skinPageOfPath(path)).toBeNull();
    }
  });
});
