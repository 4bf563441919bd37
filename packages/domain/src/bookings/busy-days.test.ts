import { datesToRead, utcDatesTouched } from './busy-days';

const at = (iso: string) => Date.parse(iso);

describe('the busy maps a booking touches', () => {
  it('lists one UTC date for a booking inside it', () => {
    expect(utcDatesTouched(at('2026-11-30T13:00:00Z'), at('2026-11-30T14:00:00Z'))).toEqual(['2026-11-30']);
  });

  it('lists both dates for a booking across UTC midnight, and not the next one for an end at midnight', () => {
    expect(utcDatesTouched(at('2026-11-30T23:30:00Z'), at('2026-12-01T00:30:00Z'))).toEqual(['2026-11-30', '2026-12-01']);
    expect(utcDatesTouched(at('2026-11-30T23:00:00Z'), at('2026-12-01T00:00:00Z'))).toEqual(['2026-11-30']);
  });

  it('reads the neighbouring date when the buffer reaches across midnight', () => {
    expect(datesToRead(at('2026-12-01T00:30:00Z'), at('2026-12-01T01:00:00Z'), 60)).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('makes any two bookings that break the buffer share a map: one lists it, the other reads it', () => {
    const buffer = 45;
    for (let offset = -300; offset <= 300; offset += 5) {
      const first = { from: at('2026-11-30T23:10:00Z'), to: at('2026-11-30T23:50:00Z') };
      const second = { from: first.from + offset * 60_000, to: first.from + (offset + 30) * 60_000 };
      const breaks = second.from < first.to + buffer * 60_000 && first.from < second.to + buffer * 60_000;
      if (!breaks) continue;
      const listed = new Set(utcDatesTouched(first.from, first.to));
      expect(datesToRead(second.from, second.to, buffer).some((date) => listed.has(date))).toBe(true);
    }
  });
});
