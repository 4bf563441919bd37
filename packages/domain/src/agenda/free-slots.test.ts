import { freeSlots, isBookable, slotStepMin, type AgendaRules, type BookedTime } from './free-slots';

const at = (iso: string) => Date.parse(iso);
const utc = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString().slice(11, 16));
const NO_DAYS: AgendaRules['semana'] = Array.from({ length: 7 }, () => ({ periodos: [] }));

/** Her settings: Mondays 09:00–12:00 and 14:00–18:00 in Brasília unless a test says otherwise. */
function rules(change: Partial<AgendaRules> = {}): AgendaRules {
  const semana = [...NO_DAYS];
  semana[1] = {
    periodos: [
      { inicio: '09:00', fim: '12:00' },
      { inicio: '14:00', fim: '18:00' },
    ],
  };
  return { semana, excecoes: {}, intervaloMin: 0, antecedenciaMin: 0, horizonteDias: 60, fuso: 'America/Sao_Paulo', ...change };
}

const MONDAY = { from: at('2026-11-30T03:00:00Z'), to: at('2026-12-01T03:00:00Z') };
const SUNDAY_BEFORE = at('2026-11-29T12:00:00Z');

function slots(agenda: AgendaRules, duracaoMin: number, bookings: BookedTime[] = [], now = SUNDAY_BEFORE, range = MONDAY) {
  return freeSlots({ agenda, service: { duracaoMin }, bookings, now, ...range });
}

describe('the free times of a service', () => {
  it('step by the duration up to 30 minutes, from each period’s start, ending by its end', () => {
    expect(slotStepMin(15)).toBe(15);
    expect(slotStepMin(90)).toBe(30);
    // Brasília is UTC-3: 09:00 there is 12:00 UTC.
    expect(utc(slots(rules(), 60))).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
    expect(utc(slots(rules(), 180))).toEqual(['12:00', '17:00', '17:30', '18:00']);
    expect(slots(rules(), 300)).toEqual([]);
  });

  it('leave out what overlaps a booking, and keep the buffer on both of its sides', () => {
    const booked = [{ inicio: at('2026-11-30T13:00:00Z'), fim: at('2026-11-30T14:00:00Z') }];
    expect(utc(slots(rules(), 60, booked)).slice(0, 3)).toEqual(['12:00', '14:00', '17:00']);
    expect(utc(slots(rules({ intervaloMin: 15 }), 60, booked)).slice(0, 2)).toEqual(['17:00', '17:30']);
    expect(utc(slots(rules({ intervaloMin: 15 }), 30, booked)).slice(0, 3)).toEqual(['12:00', '14:30', '17:00']);
  });

  it('start no sooner than the least notice and no later than the horizon', () => {
    const now = at('2026-11-30T12:05:00Z');
    expect(utc(slots(rules({ antecedenciaMin: 60 }), 60, [], now)).slice(0, 3)).toEqual(['13:30', '14:00', '17:00']);
    const sundayNoon = at('2026-11-29T16:00:00Z');
    expect(utc(slots(rules({ horizonteDias: 1 }), 60, [], sundayNoon))).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00']);
  });

  it('follow a date’s exception in place of its weekday, and none on a day off', () => {
    expect(slots(rules({ excecoes: { '2026-11-30': [] } }), 60)).toEqual([]);
    expect(utc(slots(rules({ excecoes: { '2026-11-30': [{ inicio: '20:00', fim: '21:00' }] } }), 30))).toEqual([
      '23:00',
      '23:30',
    ]);
  });

  it('never start in the hour New York skips, and end by the period’s end after the jump', () => {
    const semana = [...NO_DAYS];
    semana[0] = { periodos: [{ inicio: '01:00', fim: '04:00' }] };
    const sunday = { from: at('2026-03-08T00:00:00Z'), to: at('2026-03-09T00:00:00Z') };
    // 01:00 and 01:30 EST (UTC-5), then 03:00 and 03:30 EDT (UTC-4): 02:00 and 02:30 do not exist.
    expect(utc(slots(rules({ semana, fuso: 'America/New_York' }), 30, [], at('2026-03-01T00:00:00Z'), sunday))).toEqual([
      '06:00',
      '06:30',
      '07:00',
      '07:30',
    ]);
  });

  it('start in the hour New York lives twice at its first occurrence only', () => {
    const semana = [...NO_DAYS];
    semana[0] = { periodos: [{ inicio: '00:00', fim: '03:00' }] };
    const sunday = { from: at('2026-11-01T00:00:00Z'), to: at('2026-11-02T00:00:00Z') };
    expect(utc(slots(rules({ semana, fuso: 'America/New_York' }), 60, [], at('2026-10-25T00:00:00Z'), sunday))).toEqual([
      '04:00',
      '04:30',
      '05:00',
      '05:30',
      '07:00',
    ]);
  });
});

describe('one requested start', () => {
  const request = (start: number, bookings: BookedTime[] = []) =>
    isBookable({ agenda: rules({ intervaloMin: 10 }), service: { duracaoMin: 60 }, bookings, now: SUNDAY_BEFORE, start });

  it('is bookable on a free time of the grid', () => {
    expect(request(at('2026-11-30T12:30:00Z'))).toBe(true);
  });

  it('is refused off the grid, outside her periods, in the past, past the horizon or on a booked time', () => {
    expect(request(at('2026-11-30T12:15:00Z'))).toBe(false);
    expect(request(at('2026-11-30T12:30:00.001Z'))).toBe(false);
    expect(request(at('2026-11-30T15:30:00Z'))).toBe(false);
    expect(request(at('2026-11-23T12:30:00Z'))).toBe(false);
    expect(request(at('2027-02-01T12:30:00Z'))).toBe(false);
    expect(request(at('2026-11-30T12:30:00Z'), [{ inicio: at('2026-11-30T13:35:00Z'), fim: at('2026-11-30T14:00:00Z') }])).toBe(
      false,
    );
    expect(request(Number.NaN)).toBe(false);
  });
});
