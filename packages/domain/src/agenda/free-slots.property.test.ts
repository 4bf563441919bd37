/**
 * Whatever her zone, her week, her exceptions, what is booked and when `now` falls (around the clock
 * changes of 2026 above all): every free slot keeps clear of each booking and its buffer, keeps the
 * notice and the horizon, lies inside one of her periods in her wall time, and isBookable says yes
 * to exactly the grid starts freeSlots offers.
 */
import fc from 'fast-check';
import { freeSlots, gridStarts, isBookable, periodsOn, slotStepMin, type AgendaRules, type BookedTime } from './free-slots';
import { minutesOf, type AgendaPeriod } from './schema';
import { addDays, instantOf, resolveWall, wallAt } from './zoned-time';

const MINUTE = 60_000;
const DAY = 86_400_000;
const ZONES = ['America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
/** Clock changes of 2026, by zone (São Paulo, Kolkata and UTC keep theirs still: any of these serves). */
const TRANSITIONS: Record<string, string[]> = {
  'America/New_York': ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z'],
  'Europe/Lisbon': ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'],
  'Australia/Lord_Howe': ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'],
};
const ANY_TRANSITION = Object.values(TRANSITIONS).flat();
/** A zone and a `now` within three days of one of its clock changes. */
const zoneAndNow = fc
  .constantFrom(...ZONES)
  .chain((zone) =>
    fc
      .tuple(fc.constantFrom(...(TRANSITIONS[zone] ?? ANY_TRANSITION)), fc.integer({ min: -3 * DAY, max: 3 * DAY }))
      .map(([transition, shift]) => ({ fuso: zone, now: Date.parse(transition) + shift })),
  );

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Up to four periods that never overlap: sorted distinct minutes, taken in pairs. */
const day = fc
  .uniqueArray(
    fc.integer({ min: 0, max: 288 }).map((fives) => fives * 5),
    { maxLength: 8 },
  )
  .map((cuts): AgendaPeriod[] => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const periods: AgendaPeriod[] = [];
    for (let at = 0; at + 1 < sorted.length; at += 2)
      periods.push({ inicio: hhmm(sorted[at] ?? 0), fim: hhmm(sorted[at + 1] ?? 0) });
    return periods;
  });

const scenario = fc
  .record({
    zoneNow: zoneAndNow,
    semana: fc.array(day, { minLength: 7, maxLength: 7 }),
    exceptionDays: fc.array(fc.tuple(fc.integer({ min: -2, max: 6 }), day), { maxLength: 3 }),
    intervaloMin: fc.integer({ min: 0, max: 120 }),
    antecedenciaMin: fc.integer({ min: 0, max: 3000 }),
    horizonteDias: fc.integer({ min: 1, max: 8 }),
    duracaoMin: fc.integer({ min: 2, max: 96 }).map((fives) => fives * 5),
    fromShift: fc.integer({ min: -DAY, max: 3 * DAY }),
    span: fc.integer({ min: 1, max: 6 * DAY }),
    randomBookings: fc.array(fc.tuple(fc.integer({ min: -DAY, max: 6 * DAY }), fc.integer({ min: 5, max: 240 })), {
      maxLength: 5,
    }),
    takenSlots: fc.array(fc.nat(), { maxLength: 4 }),
    probes: fc.array(fc.integer({ min: -DAY, max: 9 * DAY }), { maxLength: 20 }),
  })
  .map(({ zoneNow, ...drawn }) => ({ ...drawn, ...zoneNow }))
  .map((drawn) => {
    const today = wallAt(drawn.fuso, drawn.now).date;
    const agenda: AgendaRules = {
      fuso: drawn.fuso,
      semana: drawn.semana.map((periodos) => ({ periodos })),
      excecoes: Object.fromEntries(drawn.exceptionDays.map(([shift, periods]) => [addDays(today, shift), periods])),
      intervaloMin: drawn.intervaloMin,
      antecedenciaMin: drawn.antecedenciaMin,
      horizonteDias: drawn.horizonteDias,
    };
    const from = drawn.now + drawn.fromShift;
    const request = { agenda, service: { duracaoMin: drawn.duracaoMin }, now: drawn.now, from, to: from + drawn.span };
    // Some bookings sit on slots the grid offers, as real ones do; others fall anywhere.
    const open = freeSlots({ ...request, bookings: [] });
    const onSlots = drawn.takenSlots.flatMap((index) => {
      const start = open[index % Math.max(open.length, 1)];
      return start === undefined ? [] : [{ inicio: start, fim: start + drawn.duracaoMin * MINUTE }];
    });
    const anywhere = drawn.randomBookings.map(([shift, minutes]) => ({
      inicio: drawn.now + shift,
      fim: drawn.now + shift + minutes * MINUTE,
    }));
    return { ...request, bookings: [...onSlots, ...anywhere], probes: drawn.probes.map((shift) => drawn.now + shift) };
  });

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

/** The rule read independently of freeSlots: a start clear of notice, horizon and every booking widened by the buffer. */
function keepsTheRules(s: Scenario, start: number): boolean {
  const end = start + s.service.duracaoMin * MINUTE;
  const buffer = s.agenda.intervaloMin * MINUTE;
  const clear = s.bookings.every((booking: BookedTime) => end <= booking.inicio - buffer || start >= booking.fim + buffer);
  return clear && start >= s.now + s.agenda.antecedenciaMin * MINUTE && start <= s.now + s.agenda.horizonteDias * DAY;
}

/** Whether a start lies on her wall-time grid inside one of that date's periods, and its slot ends by the period's end. */
function insideHerPeriods(s: Scenario, start: number): boolean {
  const { date, minutes } = wallAt(s.agenda.fuso, start);
  // The first of two instants a repeated wall time names, never the second.
  if (resolveWall(s.agenda.fuso, date, minutes).instant !== start) return false;
  return periodsOn(s.agenda, date).some(
    (period) =>
      minutes >= minutesOf(period.inicio) &&
      (minutes - minutesOf(period.inicio)) % slotStepMin(s.service.duracaoMin) === 0 &&
      start >= instantOf(s.agenda.fuso, date, minutesOf(period.inicio)) &&
      start + s.service.duracaoMin * MINUTE <= instantOf(s.agenda.fuso, date, minutesOf(period.fim)),
  );
}

it('offers, in order, only slots clear of every booking and its buffer, within notice and horizon, inside her periods', () => {
  fc.assert(
    fc.property(scenario, (s) => {
      const slots = freeSlots(s);
      // In order, each once: a wall time the clock skips must not come back as a later one's twin.
      slots.slice(1).forEach((start, index) => expect(start).toBeGreaterThan(slots[index] ?? -Infinity));
      for (const start of slots) {
        expect(start >= s.from && start < s.to).toBe(true);
        expect(keepsTheRules(s, start)).toBe(true);
        expect(insideHerPeriods(s, start)).toBe(true);
      }
    }),
    { numRuns: 300 },
  );
});

it('offers every grid start that keeps the rules, and isBookable agrees with freeSlots on any start', () => {
  fc.assert(
    fc.property(scenario, (s) => {
      const offered = new Set(freeSlots(s));
      const candidates = [...s.probes];
      for (
        let date = addDays(wallAt(s.agenda.fuso, s.from).date, -1);
        date <= wallAt(s.agenda.fuso, s.to).date;
        date = addDays(date, 1)
      ) {
        candidates.push(...gridStarts(s.agenda, s.service.duracaoMin, date));
      }
      const near = [...offered].flatMap((slot) => [slot, slot - MINUTE, slot + 5 * MINUTE]);
      // Every grid start is checked against freeSlots; isBookable, a day's grid each call, on a sample of them.
      const sample = [...candidates, ...near].filter((_, index, all) => index % Math.ceil(all.length / 60) === 0);
      for (const start of [...candidates, ...near]) {
        const inRange = start >= s.from && start < s.to;
        if (inRange) expect(offered.has(start)).toBe(keepsTheRules(s, start) && insideHerPeriods(s, start));
      }
      for (const start of sample) {
        expect(isBookable({ ...s, start })).toBe(keepsTheRules(s, start) && insideHerPeriods(s, start));
      }
    }),
    { numRuns: 100 },
  );
});

it('on the day her clock changes, offers each wall time of her grid once, never one the clock skips', () => {
  const dstZones = Object.keys(TRANSITIONS);
  const changeDay = fc.constantFrom(...dstZones).chain((fuso) =>
    fc.record({
      fuso: fc.constant(fuso),
      transition: fc.constantFrom(...(TRANSITIONS[fuso] ?? [])).map(Date.parse),
      night: day.map((periods) => [
        { inicio: '00:00', fim: '04:30' },
        ...periods.filter((period) => minutesOf(period.inicio) >= 270),
      ]),
      duracaoMin: fc.integer({ min: 2, max: 24 }).map((fives) => fives * 5),
    }),
  );
  fc.assert(
    fc.property(changeDay, ({ fuso, transition, night, duracaoMin }) => {
      const date = wallAt(fuso, transition).date;
      const agenda: AgendaRules = {
        fuso,
        semana: Array.from({ length: 7 }, () => ({ periodos: [] })),
        excecoes: { [date]: night },
        intervaloMin: 0,
        antecedenciaMin: 0,
        horizonteDias: 8,
      };
      const s = {
        agenda,
        service: { duracaoMin },
        bookings: [],
        now: transition - 2 * DAY,
        from: transition - DAY,
        to: transition + DAY,
        probes: [],
      };
      const slots = freeSlots(s);
      expect(slots.length).toBeGreaterThan(0);
      slots.slice(1).forEach((start, index) => expect(start).toBeGreaterThan(slots[index] ?? -Infinity));
      for (const start of slots) {
        expect(insideHerPeriods(s, start)).toBe(true);
        expect(isBookable({ ...s, start })).toBe(true);
      }
    }),
  );
});
