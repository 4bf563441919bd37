import fc from 'fast-check';
import { LIMITS, STATS_DAYS, STATS_KEYS_MAX, STATS_OTHER } from '../kernel/constants';
import { applyStatsDelta, dayOf, daysBack, isDay, STATS_TOP, summariseStats, type StatsDelta } from './stats';
import type { EstatisticaDoc } from '../kernel/types';

const shard = (dia: string, fields: Partial<EstatisticaDoc> = {}): EstatisticaDoc => ({
  dia,
  visitas: 0,
  contatos: 0,
  paises: {},
  paginas: {},
  ...fields,
});

describe('the day a count belongs to', () => {
  it('is the day in São Paulo: 02:30 UTC is still the evening before there', () => {
    expect(dayOf(Date.UTC(2026, 10, 23, 2, 30))).toBe('2026-11-22');
    expect(dayOf(Date.UTC(2026, 10, 23, 2, 59, 59, 999))).toBe('2026-11-22');
    expect(dayOf(Date.UTC(2026, 10, 23, 3, 0))).toBe('2026-11-23');
    expect(dayOf(Date.UTC(2026, 11, 31, 23, 0))).toBe('2026-12-31');
    expect(dayOf(Date.UTC(2027, 0, 1, 2, 0))).toBe('2026-12-31');
  });

  it('follows the zone’s history: under the daylight saving time Brazil had in 2018, midnight was 02:00 UTC', () => {
    expect(dayOf(Date.UTC(2018, 11, 1, 1, 30))).toBe('2018-11-30');
    expect(dayOf(Date.UTC(2018, 11, 1, 2, 30))).toBe('2018-12-01');
  });

  it('is written as YYYY-MM-DD, which only real dates pass', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('hoje')).toBe(false);
  });
});

describe('the days of a window', () => {
  it('are the last n days ending today, oldest first, across months, years and leap days', () => {
    expect(daysBack('2026-11-23', 3)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(daysBack('2026-03-01', 2)).toEqual(['2026-02-28', '2026-03-01']);
    expect(daysBack('2028-03-01', 2)).toEqual(['2028-02-29', '2028-03-01']);
    expect(daysBack('2027-01-01', 2)).toEqual(['2026-12-31', '2027-01-01']);
  });

  it(`hold ${STATS_DAYS} distinct consecutive days by default in the summary, and none for n = 0`, () => {
    const days = daysBack('2026-11-23', STATS_DAYS);
    expect(days).toHaveLength(STATS_DAYS);
    expect(new Set(days).size).toBe(STATS_DAYS);
    expect(days[0]).toBe('2026-10-25');
    expect(daysBack('2026-11-23', 0)).toEqual([]);
  });

  it('refuses a today that is not a day', () => {
    expect(() => daysBack('23/11/2026', 3)).toThrow(RangeError);
  });
});

describe('adding to a shard', () => {
  it('starts a day’s shard from nothing and adds a visit under its country', () => {
    expect(applyStatsDelta(null, '2026-11-23', { visitas: 1, pais: 'BR' })).toEqual(
      shard('2026-11-23', { visitas: 1, paises: { BR: 1 } }),
    );
  });

  it('adds to what the shard holds, and leaves the document it was given as it was', () => {
    const before = shard('2026-11-23', { visitas: 2, contatos: 1, paises: { BR: 2 }, paginas: { '/lab/home': 4 } });
    const copy = structuredClone(before);
    const after = applyStatsDelta(before, '2026-11-23', { visitas: 1, pais: 'PT' });
    const viewed = applyStatsDelta(after, '2026-11-23', { pagina: '/lab/home' });
    const contacted = applyStatsDelta(viewed, '2026-11-23', { contatos: 1 });
    expect(contacted).toEqual(
      shard('2026-11-23', { visitas: 3, contatos: 2, paises: { BR: 2, PT: 1 }, paginas: { '/lab/home': 5 } }),
    );
    expect(before).toEqual(copy);
  });

  it('counts a page view without counting a visit, and a country alone as one visit of it', () => {
    expect(applyStatsDelta(null, 'd', { pagina: '/lab/sobre' })).toEqual(shard('d', { paginas: { '/lab/sobre': 1 } }));
    expect(applyStatsDelta(null, 'd', { pais: 'BR' }).paises).toEqual({ BR: 1 });
    expect(applyStatsDelta(null, 'd', { visitas: 3, pais: 'BR' }).paises).toEqual({ BR: 3 });
  });

  it('keys a country by its upper-case two-letter code, and anything else as unknown ("??")', () => {
    const keys = [' br ', 'pt', 'Brasil', '', '1A', 'ÉU', '??'].map((pais) =>
      Object.keys(applyStatsDelta(null, 'd', { visitas: 1, pais }).paises),
    );
    expect(keys).toEqual([['BR'], ['PT'], ['??'], ['??'], ['??'], ['??'], ['??']]);
  });

  it(`keys a page by its trimmed path, at most ${LIMITS.pathMaxLength} characters, and counts no empty page`, () => {
    expect(Object.keys(applyStatsDelta(null, 'd', { pagina: '  /lab/home \n' }).paginas)).toEqual(['/lab/home']);
    const long = `/${'a'.repeat(LIMITS.pathMaxLength * 2)}`;
    const [key] = Object.keys(applyStatsDelta(null, 'd', { pagina: long }).paginas);
    expect(key).toHaveLength(LIMITS.pathMaxLength);
    // Cut between the halves of an emoji, the key drops the lone half rather than keep broken text.
    const emoji = `/${'a'.repeat(LIMITS.pathMaxLength - 2)}😀`;
    const [cut] = Object.keys(applyStatsDelta(null, 'd', { pagina: emoji }).paginas);
    expect(cut).toBe(emoji.slice(0, LIMITS.pathMaxLength - 1));
    expect(applyStatsDelta(null, 'd', { pagina: '   ' }).paginas).toEqual({});
  });

  it('counts only public pages: no signed-in screen under /menu', () => {
    for (const pagina of ['/menu', '/menu/user-visitante/contatos', '/menu?x=1']) {
      expect(applyStatsDelta(null, 'd', { pagina }).paginas).toEqual({});
    }
    expect(Object.keys(applyStatsDelta(null, 'd', { pagina: '/menus/home' }).paginas)).toEqual(['/menus/home']);
  });

  it('never makes a field name Firestore reserves', () => {
    expect(applyStatsDelta(null, 'd', { pagina: '__name__' }).paginas).toEqual({ [STATS_OTHER]: 1 });
  });

  it('adds nothing for a negative, fractional or non-numeric step (a counter only grows by whole visits)', () => {
    const doc = applyStatsDelta(shard('d', { visitas: 5 }), 'd', { visitas: -3, contatos: Number.NaN });
    expect(doc.visitas).toBe(5);
    expect(doc.contatos).toBe(0);
    expect(applyStatsDelta(null, 'd', { visitas: 2.7 }).visitas).toBe(2);
  });

  it(`holds at most ${STATS_KEYS_MAX} keys per map: new countries and pages beyond count under "${STATS_OTHER}"`, () => {
    let doc: EstatisticaDoc | null = null;
    for (let i = 0; i < STATS_KEYS_MAX + 50; i += 1) doc = applyStatsDelta(doc, 'd', { pagina: `/p${i}` });
    doc = applyStatsDelta(doc, 'd', { pagina: '/p0' });
    expect(doc).not.toBeNull();
    const paginas = doc?.paginas ?? {};
    expect(Object.keys(paginas)).toHaveLength(STATS_KEYS_MAX);
    expect(paginas[STATS_OTHER]).toBe(51);
    // A page the shard already counts keeps counting under its own name.
    expect(paginas['/p0']).toBe(2);
    expect(Object.values(paginas).reduce((a, b) => a + b, 0)).toBe(STATS_KEYS_MAX + 51);
  });

  it('loses no visit and never outgrows the key limit, whatever the deltas', () => {
    const delta: fc.Arbitrary<StatsDelta> = fc.record(
      {
        visitas: fc.integer({ min: 0, max: 3 }),
        pais: fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('BR', 'PT', 'us')),
        pagina: fc.oneof(
          fc.string({ maxLength: 4 }).map((s) => `/${s}`),
          fc.constant('/lab/home'),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(delta, { maxLength: 600 }), (deltas) => {
        const doc = deltas.reduce<EstatisticaDoc | null>((acc, d) => applyStatsDelta(acc, 'd', d), null);
        const sum = (m: Record<string, number> | undefined): number => Object.values(m ?? {}).reduce((a, b) => a + b, 0);
        const visits = deltas.reduce((total, d) => total + (d.visitas ?? 0), 0);
        const countryVisits = deltas.reduce((total, d) => total + (d.pais === undefined ? 0 : (d.visitas ?? 1)), 0);
        expect(doc?.visitas ?? 0).toBe(visits);
        expect(sum(doc?.paises)).toBe(countryVisits);
        expect(sum(doc?.paginas)).toBe(deltas.filter((d) => d.pagina !== undefined).length);
        expect(Object.keys(doc?.paises ?? {}).length).toBeLessThanOrEqual(STATS_KEYS_MAX);
        expect(Object.keys(doc?.paginas ?? {}).length).toBeLessThanOrEqual(STATS_KEYS_MAX);
      }),
      { numRuns: 50 },
    );
  });
});

describe('the summary the owners read', () => {
  it(`lists every one of the ${STATS_DAYS} days, oldest first, days without visits as zeros`, () => {
    const summary = summariseStats([shard('2026-11-20', { visitas: 2, contatos: 1 })], '2026-11-23');
    expect(summary.dias).toHaveLength(STATS_DAYS);
    expect(summary.dias[0]).toEqual({ dia: '2026-10-25', visitas: 0, contatos: 0 });
    expect(summary.dias.at(-1)).toEqual({ dia: '2026-11-23', visitas: 0, contatos: 0 });
    expect(summary.dias.find((d) => d.dia === '2026-11-20')).toEqual({ dia: '2026-11-20', visitas: 2, contatos: 1 });
    expect(summary.totais).toEqual({ visitas: 2, contatos: 1 });
  });

  it('sums the shards of a day, and of every day, and ignores days outside the window', () => {
    const summary = summariseStats(
      [
        shard('2026-11-23', { visitas: 3, contatos: 1, paises: { BR: 3 }, paginas: { '/lab/home': 5 } }),
        shard('2026-11-23', { visitas: 2, paises: { BR: 1, PT: 1 }, paginas: { '/lab/home': 1, '/lab/sobre': 2 } }),
        shard('2026-11-22', { visitas: 1, contatos: 2, paises: { US: 1 } }),
        // The day before the window, and a day after today: neither counts anywhere.
        shard('2026-11-20', { visitas: 100, paises: { FR: 100 }, paginas: { '/velha': 100 } }),
        shard('2026-11-24', { visitas: 100, paises: { DE: 100 } }),
      ],
      '2026-11-23',
      3,
    );
    expect(summary.dias).toEqual([
      { dia: '2026-11-21', visitas: 0, contatos: 0 },
      { dia: '2026-11-22', visitas: 1, contatos: 2 },
      { dia: '2026-11-23', visitas: 5, contatos: 1 },
    ]);
    expect(summary.paises).toEqual([
      { chave: 'BR', visitas: 4 },
      { chave: 'PT', visitas: 1 },
      { chave: 'US', visitas: 1 },
    ]);
    expect(summary.paginas).toEqual([
      { chave: '/lab/home', visitas: 6 },
      { chave: '/lab/sobre', visitas: 2 },
    ]);
    expect(summary.totais).toEqual({ visitas: 6, contatos: 3 });
  });

  it(`keeps the ${STATS_TOP} countries and pages with most visits, most first, ties in key order`, () => {
    const paises: Record<string, number> = {};
    const letters = 'ABCDEFGHIJKL';
    [...letters].forEach((letter, i) => (paises[`${letter}X`] = i + 1));
    paises.ZZ = 12;
    const summary = summariseStats([shard('2026-11-23', { paises })], '2026-11-23');
    expect(summary.paises).toHaveLength(STATS_TOP);
    expect(summary.paises.slice(0, 3)).toEqual([
      { chave: 'LX', visitas: 12 },
      { chave: 'ZZ', visitas: 12 },
      { chave: 'KX', visitas: 11 },
    ]);
    expect(summary.paises.at(-1)).toEqual({ chave: 'DX', visitas: 4 });
  });

  it('is all zeros and empty lists without shards', () => {
    const summary = summariseStats([], '2026-11-23');
    expect(summary.dias.every((d) => d.visitas === 0 && d.contatos === 0)).toBe(true);
    expect(summary).toMatchObject({ paises: [], paginas: [], totais: { visitas: 0, contatos: 0 } });
  });
});
