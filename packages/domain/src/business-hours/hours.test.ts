import fc from 'fast-check';
import { emptyWeek, isValidTimeZone, isWithinHours, localDayOf, nextOpening, periodProblem, type Horario } from './hours';

const weekdays = {
  ...emptyWeek(),
  seg: [
    { inicio: '09:00', fim: '12:00' },
    { inicio: '14:00', fim: '18:00' },
  ],
};
const SP: Horario = { fusoHorario: 'America/Sao_Paulo', semana: { ...weekdays, ter: weekdays.seg, sex: weekdays.seg } };
const NY: Horario = {
  fusoHorario: 'America/New_York',
  semana: { ...emptyWeek(), dom: [{ inicio: '02:30', fim: '04:00' }], seg: [{ inicio: '09:00', fim: '17:00' }] },
};
/** 2026-11-30 is a Monday; São Paulo is UTC-3 all year. */
const spAt = (day: number, hh: number, mm = 0) => Date.UTC(2026, 10, day, hh + 3, mm);

describe('whether an instant is within the hours', () => {
  it.each([
    ['Monday 09:00 in São Paulo opens', spAt(30, 9), true],
    ['Monday 08:59 is before', spAt(30, 8, 59), false],
    ['Monday 12:00 is the lunch break (the end is excluded)', spAt(30, 12), false],
    ['Monday 14:30 is the second period', spAt(30, 14, 30), true],
    ['Monday 18:00 has closed', spAt(30, 18), false],
    ['Sunday has no period', spAt(29, 10), false],
    ['Monday 23:30 in São Paulo is Tuesday 02:30 UTC, still closed', spAt(30, 23, 30), false],
  ])('%s', (_, at, within) => {
    expect(isWithinHours(SP, at)).toBe(within);
  });

  it('follows New York’s clock across DST: 09:00 is 13:00 UTC in summer and 14:00 UTC in winter', () => {
    expect(isWithinHours(NY, Date.UTC(2026, 6, 6, 13))).toBe(true);
    expect(isWithinHours(NY, Date.UTC(2026, 6, 6, 12, 59))).toBe(false);
    expect(isWithinHours(NY, Date.UTC(2026, 10, 30, 14))).toBe(true);
    expect(isWithinHours(NY, Date.UTC(2026, 10, 30, 13, 59))).toBe(false);
  });
});

describe('when the hours next open', () => {
  it.each([
    ['Monday 07:00 opens at 09:00 the same day', spAt(30, 7), spAt(30, 9)],
    ['the lunch break opens at 14:00', spAt(30, 12, 15), spAt(30, 14)],
    ['Tuesday night waits for Friday', spAt(1 + 30, 19) /* Dec 1 */, Date.UTC(2026, 11, 4, 12)],
    ['open now answers now', spAt(30, 10), spAt(30, 10)],
  ])('%s', (_, at, expected) => {
    expect(nextOpening(SP, at)).toBe(expected);
  });

  it('a week with no period never opens', () => {
    expect(nextOpening({ fusoHorario: 'America/Sao_Paulo', semana: emptyWeek() }, spAt(30, 7))).toBeNull();
  });

  it('a period starting in the hour New York skips (8 March 2026, 02:00→03:00) opens when the clock lands at 03:00', () => {
    // Saturday 7 March 2026, 23:00 EST.
    expect(nextOpening(NY, Date.UTC(2026, 2, 8, 4))).toBe(Date.UTC(2026, 2, 8, 7));
  });
});

describe('the periods a day may have', () => {
  it.each([
    [
      [
        { inicio: '09:00', fim: '12:00' },
        { inicio: '14:00', fim: '18:00' },
      ],
      null,
    ],
    [
      [
        { inicio: '09:00', fim: '12:00' },
        { inicio: '12:00', fim: '13:00' },
      ],
      null,
    ],
    [
      [
        { inicio: '09:00', fim: '12:00' },
        { inicio: '11:00', fim: '13:00' },
      ],
      'overlap',
    ],
    [
      [
        { inicio: '14:00', fim: '18:00' },
        { inicio: '08:00', fim: '14:30' },
      ],
      'overlap',
    ],
    [[{ inicio: '12:00', fim: '09:00' }], 'invalid'],
    [[{ inicio: '09:00', fim: '09:00' }], 'invalid'],
    [[{ inicio: '9h', fim: '12:00' }], 'invalid'],
    [[{ inicio: '24:00', fim: '12:00' }], 'invalid'],
    [Array.from({ length: 5 }, (_, i) => ({ inicio: `0${i}:00`, fim: `0${i}:30` })), 'too-many'],
  ])('%j → %s', (periods, problem) => {
    expect(periodProblem(periods)).toBe(problem);
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Marte/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('../etc')).toBe(false);
  });

  it('counts days in her zone: 23:30 in São Paulo is still that day', () => {
    expect(localDayOf(spAt(30, 23, 30), 'America/Sao_Paulo')).toBe('2026-11-30');
  });
});

const ZONES = ['America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon', 'Australia/Lord_Howe', 'America/Manaus'];
const time = fc.integer({ min: 0, max: 23 * 60 + 58 });
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const period = fc.tuple(time, fc.integer({ min: 1, max: 600 })).map(([start, length]) => ({
  inicio: hhmm(start),
  fim: hhmm(Math.min(start + length, 23 * 60 + 59)),
}));
const horario = fc.record({
  fusoHorario: fc.constantFrom(...ZONES),
  semana: fc.record({
    dom: fc.array(period, { maxLength: 1 }),
    seg: fc.array(period, { maxLength: 1 }),
    ter: fc.array(period, { maxLength: 1 }),
    qua: fc.array(period, { maxLength: 1 }),
    qui: fc.array(period, { maxLength: 1 }),
    sex: fc.array(period, { maxLength: 1 }),
    sab: fc.array(period, { maxLength: 1 }),
  }),
});
/** 2026, around both DST changes of both hemispheres. */
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) });

describe('the hours, for any week, zone and instant', () => {
  it('the next opening is open, is a start (closed a minute before) unless it is now, and comes at or after the instant', () => {
    fc.assert(
      fc.property(horario, instant, (hours, at) => {
        const next = nextOpening(hours, at);
        if (next === null) return Object.values(hours.semana).every((day) => day.length === 0);
        expect(next).toBeGreaterThanOrEqual(at);
        expect(isWithinHours(hours, next)).toBe(true);
        if (next !== at) expect(isWithinHours(hours, next - 60_000)).toBe(false);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('nothing between the instant and the next opening is open', () => {
    fc.assert(
      fc.property(horario, instant, fc.double({ min: 0, max: 1, noNaN: true }), (hours, at, fraction) => {
        const next = nextOpening(hours, at);
        if (next === null || next === at) return true;
        const between = at + Math.floor((next - at) * fraction);
        return between >= next || !isWithinHours(hours, between);
      }),
      { numRuns: 300 },
    );
  });
});
