import { applyVisitDelta } from './skin-visits';
import { applyClick, clickRate, clickRows, summariseClicks } from './skin-clicks';
import { daysBack } from './stats';
import { STATS_DAYS, STATS_KEYS_MAX, STATS_OTHER } from '../kernel/constants';
import type { VisitaDoc } from '../kernel/types';

const TODAY = '2026-11-27';
const days = daysBack(TODAY, STATS_DAYS);
const YESTERDAY = days.at(-2) ?? '';
const LONG_AGO = daysBack(TODAY, STATS_DAYS + 1)[0] ?? '';

const shard = (dia: string, counts: Partial<Omit<VisitaDoc, 'dia'>> = {}): VisitaDoc => ({
  dia,
  visitas: 0,
  paginas: {},
  paises: {},
  origens: {},
  ...counts,
});

describe("a skin's clicks", () => {
  it('adds one click under the id, keeping the shard’s visits, pages, countries and origins', () => {
    const before = shard(TODAY, { visitas: 2, paginas: { '/ana': 3 }, paises: { BR: 2 }, origens: { x: 1 }, cliques: { c1: 4 } });
    const after = applyClick(before, TODAY, 'c1');
    expect(after).toEqual({ ...before, cliques: { c1: 5 } });
    expect(before.cliques).toEqual({ c1: 4 });
    expect(applyClick(null, TODAY, 'c2')).toEqual(shard(TODAY, { cliques: { c2: 1 } }));
  });

  it('keeps the day’s clicks when a later view or visit lands on the same shard', () => {
    const clicked = applyClick(null, TODAY, 'c1');
    expect(applyVisitDelta(clicked, TODAY, { pagina: '/ana', visitas: 1, pais: 'BR' }).cliques).toEqual({ c1: 1 });
  });

  it('keeps a shard’s click map bounded however many ids arrive', () => {
    let doc: VisitaDoc | null = null;
    for (let n = 0; n < STATS_KEYS_MAX + 20; n += 1) doc = applyClick(doc, TODAY, `c${n}`);
    expect(Object.keys(doc?.cliques ?? {})).toHaveLength(STATS_KEYS_MAX);
    expect(doc?.cliques?.[STATS_OTHER]).toBe(21);
  });

  it('sums the window’s shards per day and per id, most clicked first, and ignores other days', () => {
    const summary = summariseClicks(
      [
        shard(TODAY, { visitas: 3, cliques: { c1: 2, c2: 1 } }),
        shard(TODAY, { visitas: 1, cliques: { c1: 1 } }),
        shard(YESTERDAY, { visitas: 4, cliques: { c3: 3, galeria: 1 } }),
        shard(LONG_AGO, { visitas: 100, cliques: { c9: 100 } }),
        // A shard written before clicks were counted.
        shard(YESTERDAY, { visitas: 2 }),
      ],
      TODAY,
    );
    expect(summary.dias).toHaveLength(STATS_DAYS);
    expect(summary.dias.at(-1)).toEqual({ dia: TODAY, visitas: 4 });
    expect(summary.dias.at(-2)).toEqual({ dia: YESTERDAY, visitas: 4 });
    expect(summary.porId).toEqual([
      { id: 'c1', cliques: 3 },
      { id: 'c3', cliques: 3 },
      { id: 'c2', cliques: 1 },
      { id: 'galeria', cliques: 1 },
    ]);
    expect(summary.totais).toEqual({ cliques: 8, visitas: 10 });
  });

  it('trusts stored counts only as non-negative numbers', () => {
    const summary = summariseClicks([shard(TODAY, { visitas: 1, cliques: { c1: -5, c2: Number.NaN, c3: 2 } })], TODAY);
    expect(summary.porId).toEqual([{ id: 'c3', cliques: 2 }]);
  });

  it('rates clicks per visit of the same window, and has no rate without visits', () => {
    expect(clickRate(3, 12)).toBe(0.25);
    expect(clickRate(3, 0)).toBeNull();
  });

  it('names each row by what the skin has now; an id it no longer has gets no name', () => {
    const summary = summariseClicks([shard(TODAY, { visitas: 4, cliques: { c1: 2, gone: 3 } })], TODAY);
    expect(clickRows(summary, new Map([['c1', 'Meu site']]))).toEqual([
      { id: 'gone', nome: null, cliques: 3, taxa: 0.75 },
      { id: 'c1', nome: 'Meu site', cliques: 2, taxa: 0.5 },
    ]);
  });
});
