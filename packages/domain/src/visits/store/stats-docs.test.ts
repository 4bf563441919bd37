import { applyStatsDelta, dayOf, summariseStats, type StatsDelta } from '../stats';
import { paths } from '../../kernel/paths';
import { STATS_KEYS_MAX, STATS_OTHER, STATS_SHARDS } from '../../kernel/constants';
import type { EstatisticaDoc, Instant } from '../../kernel/types';
import { MemoryDb } from '../../memory/memory-db';
import { createMemoryStore, memoryPort } from '../../memory/memory-store';
import { ReadAfterWriteError } from '../../kernel/store/doc-port';
import { parseDocument } from '../../store/entities';
import { readRateLimit, writeRateLimit } from '../../limits';
import type { DocTx } from '../../kernel/store/doc-port';
import { pickStatsShard, readStatsShard, writeStatsShard } from './stats-docs';

/** A seeded generator in [0, 1) (mulberry32), standing in for deps.random: the same run every time. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Slot {
  dia: string;
  shard: number;
}

/** What a handler and the Store do together: the day of the count, and a shard picked with deps.random. */
const slotOf = (at: Instant, random: () => number): Slot => ({ dia: dayOf(at), shard: pickStatsShard(random) });

/** The end of a counting transaction: the shard read at its top, with the delta added. */
const count = (tx: Pick<DocTx, 'set'>, slot: Slot, read: EstatisticaDoc | null, delta: StatsDelta): void =>
  writeStatsShard(tx, slot.dia, slot.shard, applyStatsDelta(read, slot.dia, delta));

const shardsOf = (db: MemoryDb): EstatisticaDoc[] =>
  db.query<EstatisticaDoc>({ collection: paths.estatisticas() }).map((d) => d.data);

// 12:00 in São Paulo on 2026-11-23.
const NOON = Date.UTC(2026, 10, 23, 15, 0);
const COUNTRIES = ['BR', 'PT', 'US', 'AR', '??'] as const;
const PAGES = ['/lab/home', '/lab/sobre', '/lab/projetos', '/sol/home'] as const;

describe('picking a shard', () => {
  it(`spreads counts over all ${STATS_SHARDS} shards of a day`, () => {
    const random = seeded(7);
    const seen = new Set(Array.from({ length: 500 }, () => pickStatsShard(random)));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: STATS_SHARDS }, (_, i) => i));
  });

  it('lands on a real shard even when the generator strays out of [0, 1)', () => {
    expect(pickStatsShard(() => 0)).toBe(0);
    expect(pickStatsShard(() => 0.999_999)).toBe(STATS_SHARDS - 1);
    expect(pickStatsShard(() => 1)).toBe(STATS_SHARDS - 1);
    expect(pickStatsShard(() => -0.5)).toBe(0);
    expect(pickStatsShard(() => Number.NaN)).toBe(0);
  });
});

describe('the counters’ shards in a transaction', () => {
  it('are read and written at estatisticas/{dia}_{shard}, in the shape the entity schema accepts', async () => {
    const db = new MemoryDb();
    const port = memoryPort(db);
    await port.runTransaction(async (tx) => {
      const read = await readStatsShard(tx, '2026-11-23', 4);
      expect(read).toBeNull();
      count(tx, { dia: '2026-11-23', shard: 4 }, read, { visitas: 1, pais: 'BR', pagina: '/lab/home' });
    });
    const path = paths.estatistica('2026-11-23', 4);
    expect(path).toBe('estatisticas/2026-11-23_4');
    const stored = db.get(path);
    expect(stored).toEqual({ dia: '2026-11-23', visitas: 1, contatos: 0, paises: { BR: 1 }, paginas: { '/lab/home': 1 } });
    expect(parseDocument(path, stored).ok).toBe(true);
  });

  it('sit beside a command’s other reads and writes: read with them first, written with them last', async () => {
    const db = new MemoryDb();
    const port = memoryPort(db);
    const limit = { key: 'access-ip:1.2.3.4', max: 5, windowMs: 60_000 };
    const slot = slotOf(NOON, () => 0.5);
    await port.runTransaction(async (tx) => {
      const hits = await readRateLimit(tx, limit, NOON);
      const read = await readStatsShard(tx, slot.dia, slot.shard);
      writeRateLimit(tx, limit, hits ?? [], NOON);
      tx.set(paths.acesso('h1'), { hash: 'h1' });
      count(tx, slot, read, { visitas: 1, pais: 'BR' });
    });
    expect(db.get<EstatisticaDoc>(paths.estatistica('2026-11-23', 5))?.visitas).toBe(1);
    // Read after the command's first write, a shard makes the transaction fail, as it would in Firestore.
    await expect(
      port.runTransaction(async (tx) => {
        tx.set(paths.acesso('h2'), { hash: 'h2' });
        count(tx, slot, await readStatsShard(tx, slot.dia, slot.shard), { visitas: 1 });
      }),
    ).rejects.toBeInstanceOf(ReadAfterWriteError);
    expect(db.get<EstatisticaDoc>(paths.estatistica('2026-11-23', 5))?.visitas).toBe(1);
  });

  it('overwrite the shard with the document given', async () => {
    const db = new MemoryDb({ [paths.estatistica('2026-11-23', 0)]: { dia: '2026-11-23', visitas: 9 } });
    const doc: EstatisticaDoc = { dia: '2026-11-23', visitas: 1, contatos: 0, paises: {}, paginas: {} };
    await memoryPort(db).runTransaction(async (tx) => writeStatsShard(tx, '2026-11-23', 0, doc));
    expect(db.get(paths.estatistica('2026-11-23', 0))).toEqual(doc);
  });

  it('keep 1,000 concurrent visits exact: totals, per day, per country and per page', async () => {
    const db = new MemoryDb();
    const port = memoryPort(db);
    const random = seeded(2026);
    const expected: Record<string, number> = {};
    const expectedPages: Record<string, number> = {};
    const visits = Array.from({ length: 1000 }, (_, i) => {
      const pais = COUNTRIES[i % COUNTRIES.length] ?? '??';
      const pagina = PAGES[(i * 7) % PAGES.length] ?? '/';
      // Half of them just before midnight in São Paulo, half just after: two days.
      const at = i % 2 === 0 ? Date.UTC(2026, 10, 23, 2, 59) : Date.UTC(2026, 10, 23, 3, 1);
      expected[pais] = (expected[pais] ?? 0) + 1;
      expectedPages[pagina] = (expectedPages[pagina] ?? 0) + 1;
      return { pais: pais === '??' ? 'desconhecido' : pais.toLowerCase(), pagina, slot: slotOf(at, random) };
    });

    await Promise.all(
      visits.map(({ pais, pagina, slot }) =>
        port.runTransaction(async (tx) => {
          const read = await readStatsShard(tx, slot.dia, slot.shard);
          // Yield between the read and the write, where a concurrent transaction could slip in.
          await Promise.resolve();
          count(tx, slot, read, { visitas: 1, pais, pagina });
        }),
      ),
    );

    const shards = shardsOf(db);
    expect(shards.length).toBeGreaterThan(STATS_SHARDS);
    expect(shards.length).toBeLessThanOrEqual(2 * STATS_SHARDS);
    const summary = summariseStats(shards, '2026-11-23');
    expect(summary.totais).toEqual({ visitas: 1000, contatos: 0 });
    expect(summary.dias.slice(-2)).toEqual([
      { dia: '2026-11-22', visitas: 500, contatos: 0 },
      { dia: '2026-11-23', visitas: 500, contatos: 0 },
    ]);
    expect(Object.fromEntries(summary.paises.map((p) => [p.chave, p.visitas]))).toEqual(expected);
    expect(Object.fromEntries(summary.paginas.map((p) => [p.chave, p.visitas]))).toEqual(expectedPages);
  });

  it('count 1,000 concurrent visits and page views made through the memory Store exactly', async () => {
    const db = new MemoryDb();
    const store = createMemoryStore(db);
    const random = seeded(11);
    await Promise.all(
      Array.from({ length: 1000 }, async (_, i) => {
        const hash = `sessao-${i}`;
        const at = NOON + i;
        const code = COUNTRIES[i % COUNTRIES.length] ?? '??';
        // An unknown country comes from the geo lookup as an empty code.
        const country_code = code === '??' ? '' : code;
        const acesso = {
          hash,
          ip: '',
          country_code,
          country_name: '',
          region: '',
          city: '',
          org: '',
          data: at,
          visto: false,
          valorEmail: '',
        };
        const record = { path: PAGES[i % PAGES.length] ?? '/', timestamp: at };
        await Promise.all([
          store.recordAccess({ acesso, stats: { shard: pickStatsShard(random) } }),
          store.appendNavigation({ uid: null, hash, record, at, max: 10, stats: { shard: pickStatsShard(random) } }),
        ]);
      }),
    );
    const summary = summariseStats(shardsOf(db), '2026-11-23');
    expect(summary.totais.visitas).toBe(1000);
    expect(summary.dias.at(-1)).toEqual({ dia: '2026-11-23', visitas: 1000, contatos: 0 });
    expect(summary.paises).toEqual(
      COUNTRIES.map((chave) => ({ chave, visitas: 200 })).sort((a, b) => a.chave.localeCompare(b.chave)),
    );
    expect(summary.paginas).toEqual(
      PAGES.map((chave) => ({ chave, visitas: 250 })).sort((a, b) => a.chave.localeCompare(b.chave)),
    );
  });

  it(`never hold more than ${STATS_KEYS_MAX} keys per map, and lose no visit beyond them`, async () => {
    const db = new MemoryDb();
    const port = memoryPort(db);
    // A flood inventing a new page and country code on every visit, all on one shard.
    const slot = { dia: '2026-11-23', shard: 0 };
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        port.runTransaction(async (tx) => {
          const read = await readStatsShard(tx, slot.dia, slot.shard);
          const pais = `${letters[Math.floor(i / 26) % 26] ?? 'A'}${letters[i % 26] ?? 'A'}`;
          count(tx, slot, read, { visitas: 1, pais, pagina: `/flood/${i}` });
        }),
      ),
    );
    const [doc] = shardsOf(db);
    expect(Object.keys(doc?.paginas ?? {}).length).toBe(STATS_KEYS_MAX);
    expect(Object.keys(doc?.paises ?? {}).length).toBe(STATS_KEYS_MAX);
    expect(doc?.paginas[STATS_OTHER]).toBe(1000 - (STATS_KEYS_MAX - 1));
    const sum = (m: Record<string, number> | undefined): number => Object.values(m ?? {}).reduce((a, b) => a + b, 0);
    expect(sum(doc?.paginas)).toBe(1000);
    expect(sum(doc?.paises)).toBe(1000);
    expect(doc?.visitas).toBe(1000);
  });
});
