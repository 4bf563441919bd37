import fc from 'fast-check';
import { addDays, instantOf, isTimeZone, offsetAt, resolveWall, wallAt, weekdayOf } from './zoned-time';

const at = (iso: string) => Date.parse(iso);
const HOUR = 60;

describe('a wall time in her zone', () => {
  it('names one instant on an ordinary day (10:00 in Brasília is 13:00 UTC)', () => {
    expect(resolveWall('America/Sao_Paulo', '2026-11-30', 10 * HOUR)).toEqual({
      instant: at('2026-11-30T13:00:00Z'),
      kind: 'exact',
    });
    expect(instantOf('Asia/Kolkata', '2026-01-01', 0)).toBe(at('2025-12-31T18:30:00Z'));
    expect(instantOf('UTC', '2026-06-01', 24 * HOUR)).toBe(at('2026-06-02T00:00:00Z'));
  });

  it('in the hour New York skips is a gap, read as the same time after the jump', () => {
    expect(resolveWall('America/New_York', '2026-03-08', 2 * HOUR + 30)).toEqual({
      instant: at('2026-03-08T07:30:00Z'),
      kind: 'gap',
    });
    expect(wallAt('America/New_York', at('2026-03-08T07:30:00Z')).minutes).toBe(3 * HOUR + 30);
  });

  it('in the hour New York lives twice is an overlap, read as its first occurrence', () => {
    expect(resolveWall('America/New_York', '2026-11-01', HOUR + 30)).toEqual({
      instant: at('2026-11-01T05:30:00Z'),
      kind: 'overlap',
    });
  });

  it("follows Lord Howe's half-hour shifts, both ways", () => {
    expect(resolveWall('Australia/Lord_Howe', '2026-10-04', 2 * HOUR + 15).kind).toBe('gap');
    expect(resolveWall('Australia/Lord_Howe', '2026-04-05', HOUR + 45)).toEqual({
      instant: at('2026-04-04T14:45:00Z'),
      kind: 'overlap',
    });
    expect(offsetAt('Australia/Lord_Howe', at('2026-01-15T00:00:00Z'))).toBe(11 * HOUR);
    expect(offsetAt('Australia/Lord_Howe', at('2026-07-15T00:00:00Z'))).toBe(10 * HOUR + 30);
  });

  it('is read back to the same wall time from any instant, in any zone', () => {
    const zones = ['America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2028-12-31T00:00:00Z') }),
        (zone, raw) => {
          const instant = Math.floor(raw / 60_000) * 60_000;
          const wall = wallAt(zone, instant);
          const resolved = resolveWall(zone, wall.date, wall.minutes);
          // An instant always has a wall time: never a gap; in an overlap the first occurrence, at or before it.
          expect(resolved.kind).not.toBe('gap');
          if (resolved.kind === 'exact') expect(resolved.instant).toBe(instant);
          else expect(resolved.instant).toBeLessThanOrEqual(instant);
          expect(wallAt(zone, resolved.instant)).toEqual(wall);
          expect(wall.weekday).toBe(weekdayOf(wall.date));
        },
      ),
    );
  });
});

describe('zones and dates', () => {
  it('knows the IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });

  it('counts local dates across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-30')).toBe(1);
  });
});
