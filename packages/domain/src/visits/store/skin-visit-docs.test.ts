import fc from 'fast-check';
import { ORIGIN_DIRECT, ORIGIN_INTERNAL, summariseVisits } from '../skin-visits';
import { paths } from '../../kernel/paths';
import type { AcessoDoc, Instant, VisitaDoc } from '../../kernel/types';
import { MemoryDb } from '../../memory/memory-db';
import { createMemoryStore } from '../../memory/memory-store';
import type { NavigationInput } from './access-port';

// 12:00 in São Paulo on 2026-11-23.
const NOON = Date.UTC(2026, 10, 23, 15, 0);
const DAY = '2026-11-23';
const LAB = { uid: 'u-lab', skinId: 's-lab' };
const SOL = { uid: 'u-sol', skinId: 's-sol' };
const PAGES = ['home', 'sobre', 'contato'];

/** Two creators' skins with their name reservations and pages, and one session's access located in Portugal. */
function world(): MemoryDb {
  const skin = (username: string, { uid, skinId }: typeof LAB) => ({
    [paths.skin(uid, skinId)]: { id_skins: skinId, username, theme: 't', is_main: true, data: 0, iconSkin: '', idUser: uid },
    [paths.username(username)]: { uid, skinId },
    ...Object.fromEntries(PAGES.map((page) => [paths.pagina(uid, skinId, page), { id_pagina: page }])),
  });
  const acesso: AcessoDoc = {
    hash: 'h-pt',
    ip: '198.51.100.7',
    country_code: 'PT',
    country_name: 'Portugal',
    region: '',
    city: '',
    org: '',
    data: NOON,
    visto: false,
    valorEmail: '',
  };
  return new MemoryDb({ ...skin('lab', LAB), ...skin('sol', SOL), [paths.acesso('h-pt')]: { ...acesso } });
}

interface View {
  hash: string;
  path: string;
  at?: Instant;
  uid?: string | null;
  origem?: string | null;
  shard?: number;
  counted?: boolean;
}

const input = ({ hash, path, at = NOON, uid = null, origem = null, shard = 0, counted = true }: View): NavigationInput => ({
  uid,
  hash,
  record: { path, timestamp: at },
  at,
  max: 500,
  stats: { shard },
  ...(counted ? { skinStats: { shard, origem } } : {}),
});

const shardsOf = (db: MemoryDb, { uid, skinId }: typeof LAB): VisitaDoc[] =>
  db.query<VisitaDoc>({ collection: paths.visitas(uid, skinId) }).map((d) => d.data);

describe('counting a skin’s visits with the navigation log', () => {
  it('counts the session’s first view of a skin as a visit, with country and origin, and later views as page views only', async () => {
    const db = world();
    const store = createMemoryStore(db);
    await store.appendNavigation(input({ hash: 'h-pt', path: '/lab/home', origem: 'www.google.com' }));
    await store.appendNavigation(input({ hash: 'h-pt', path: '/lab/sobre', at: NOON + 1000 }));
    await store.appendNavigation(input({ hash: 'h-pt', path: '/lab/home', at: NOON + 2000 }));
    expect(db.get(paths.visita(LAB.uid, LAB.skinId, DAY, 0))).toEqual({
      dia: DAY,
      visitas: 1,
      paginas: { '/lab/home': 2, '/lab/sobre': 1 },
      paises: { PT: 1 },
      origens: { 'www.google.com': 1 },
    });
    expect(shardsOf(db, SOL)).toEqual([]);
  });

  it('counts a visit on the next skin the session opens, from this site, without touching the first skin’s', async () => {
    const db = world();
    const store = createMemoryStore(db);
    await store.appendNavigation(input({ hash: 'h-x', path: '/lab/home' }));
    const lab = structuredClone(shardsOf(db, LAB));
    await store.appendNavigation(input({ hash: 'h-x', path: '/sol/home', at: NOON + 60_000, shard: 3 }));
    expect(shardsOf(db, LAB)).toEqual(lab);
    // This session has no access record: its country is unknown.
    expect(db.get(paths.visita(SOL.uid, SOL.skinId, DAY, 3))).toEqual({
      dia: DAY,
      visitas: 1,
      paginas: { '/sol/home': 1 },
      paises: { '??': 1 },
      origens: { [ORIGIN_INTERNAL]: 1 },
    });
    expect(lab[0]?.origens).toEqual({ [ORIGIN_DIRECT]: 1 });
  });

  it('counts the same browser again the next day', async () => {
    const db = world();
    const store = createMemoryStore(db);
    await store.appendNavigation(input({ hash: 'h-x', path: '/lab/home' }));
    await store.appendNavigation(input({ hash: 'h-x', path: '/lab/home', at: NOON + 24 * 3600_000 }));
    expect(summariseVisits(shardsOf(db, LAB), '2026-11-24').dias.slice(-2)).toEqual([
      { dia: DAY, visitas: 1 },
      { dia: '2026-11-24', visitas: 1 },
    ]);
  });

  it('counts nothing for the menu, the root, a name no skin has, the skin’s own creator, or when not asked to', async () => {
    const db = world();
    const store = createMemoryStore(db);
    for (const path of ['/', '/menu/u-lab/visitas', '/ninguem/home', '/__x__/home'])
      await store.appendNavigation(input({ hash: 'h', path }));
    await store.appendNavigation(input({ hash: 'h-own', path: '/lab/home', uid: LAB.uid }));
    await store.appendNavigation(input({ hash: 'h-owner', path: '/lab/home', counted: false }));
    expect(db.query({ collection: paths.visitas(LAB.uid, LAB.skinId) })).toEqual([]);
    // The site's own counters still see every view.
    expect(db.query({ collection: paths.estatisticas() }).length).toBe(1);
  });

  it('counts a client’s visits up to its visit limits, then its new sessions’ views as pages only', async () => {
    const db = world();
    const store = createMemoryStore(db);
    const visitLimits = [{ key: 'skin-visit-ip:198.51.100.7@lab', max: 2, windowMs: 3600_000 }];
    for (let i = 0; i < 5; i += 1) {
      const view = input({ hash: `h-${i}`, path: '/lab/home', at: NOON + i, origem: `spam${i}.example` });
      await store.appendNavigation({ ...view, skinStats: { shard: 0, origem: `spam${i}.example`, visitLimits } });
    }
    expect(db.get(paths.visita(LAB.uid, LAB.skinId, DAY, 0))).toEqual({
      dia: DAY,
      visitas: 2,
      paginas: { '/lab/home': 5 },
      paises: { '??': 2 },
      origens: { 'spam0.example': 1, 'spam1.example': 1 },
    });
  });

  it('counts nothing when the log refuses the record (its per-hash limit)', async () => {
    const db = world();
    const store = createMemoryStore(db);
    const limited = { ...input({ hash: 'h', path: '/lab/home' }), perHash: { max: 0, windowMs: 3600_000 } };
    expect(await store.appendNavigation(limited)).toEqual({ status: 'rate-limited' });
    expect(shardsOf(db, LAB)).toEqual([]);
  });

  it('keeps every visit and view made at once, over random shards: the shards sum to what was made', async () => {
    const sessions = fc.array(
      fc.record({
        skin: fc.constantFrom('lab', 'sol'),
        pages: fc.array(fc.constantFrom('home', 'sobre', 'contato'), { minLength: 1, maxLength: 4 }),
        shard: fc.nat(9),
      }),
      { minLength: 1, maxLength: 40 },
    );
    await fc.assert(
      fc.asyncProperty(sessions, async (made) => {
        const db = world();
        const store = createMemoryStore(db);
        // Every session's views in order, all sessions at once.
        await Promise.all(
          made.map(async ({ skin, pages, shard }, i) => {
            for (const [j, page] of pages.entries()) {
              await store.appendNavigation(input({ hash: `h-${i}`, path: `/${skin}/${page}`, at: NOON + j, shard }));
            }
          }),
        );
        for (const [name, location] of [
          ['lab', LAB],
          ['sol', SOL],
        ] as const) {
          const mine = made.filter((s) => s.skin === name);
          const summary = summariseVisits(shardsOf(db, location), DAY);
          expect(summary.totais).toEqual({
            visitas: mine.length,
            visualizacoes: mine.reduce((sum, s) => sum + s.pages.length, 0),
          });
          expect(summary.origens).toEqual(mine.length > 0 ? [{ chave: ORIGIN_DIRECT, visitas: mine.length }] : []);
        }
      }),
      { numRuns: 25 },
    );
  });
});
