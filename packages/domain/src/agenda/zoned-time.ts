/**
 * Wall time in an IANA zone and the instant it names, with Intl alone: the zone rules come from the
 * runtime's ICU data (Node's and the browsers'), so no tz library travels with the bundle.
 *
 * Two wall times are special (docs/decisions/0018-agenda-core.md):
 * - in a gap (the hour a clock skips when it springs forward) a wall time names no instant: as a
 *   bound it is read as the same time after the jump (02:30 in a one-hour gap is 03:30, as
 *   Temporal's "compatible"), and no slot ever starts there;
 * - in an overlap (the hour a clock lives twice when it falls back) a wall time names two instants:
 *   the first is taken, for a bound and a slot alike.
 */
import type { Instant } from '../kernel/instant';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A calendar date as 'AAAA-MM-DD' (her local date, never a UTC one unless she lives in UTC). */
export type LocalDate = string;

/** Where a wall time fell: a single instant, the hour skipped (gap) or the hour lived twice (overlap). */
export type WallKind = 'exact' | 'gap' | 'overlap';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one is the slow part of Intl. */
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows the zone (an IANA name such as America/Sao_Paulo, or UTC). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes (Brasília: -180). */
export function offsetAt(zone: string, instant: Instant): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour, parts.minute, parts.second);
  // The formatter drops milliseconds: compare whole seconds.
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/** The wall clock in the zone at an instant: its date, minutes since midnight and weekday (0 = domingo). */
export function wallAt(zone: string, instant: Instant): { date: LocalDate; minutes: number; weekday: number } {
  const shifted = new Date(instant + offsetAt(zone, instant) * MINUTE);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

/** Midnight of a local date read as if it were UTC: the base of wall-time arithmetic. */
function utcMidnight(date: LocalDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** The weekday of a local date (0 = domingo ... 6 = sábado). */
export function weekdayOf(date: LocalDate): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** The local date `days` after another (negative: before). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(utcMidnight(date) + days * DAY).toISOString().slice(0, 10);
}

/**
 * Every instant whose wall clock in the zone reads `minutes` after midnight of `date` (minutes may
 * reach 1440, the next midnight): none in a gap, two in an overlap, earliest first. Zones move their
 * clocks at most once in any two days, so the offsets a day before and after are the only candidates.
 */
function instantsOf(zone: string, date: LocalDate, minutes: number): Instant[] {
  const wall = utcMidnight(date) + minutes * MINUTE;
  const before = offsetAt(zone, wall - DAY);
  // Most days the clock does not move: one offset, checked once.
  if (before === offsetAt(zone, wall + DAY) && offsetAt(zone, wall - before * MINUTE) === before) return [wall - before * MINUTE];
  const offsets = new Set([before, offsetAt(zone, wall), offsetAt(zone, wall + DAY)]);
  const found = [...offsets]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => offsetAt(zone, instant) * MINUTE === wall - instant);
  return [...new Set(found)].sort((a, b) => a - b);
}

/** Where a wall time falls in the zone, and the instant it stands for under the rules above. */
export function resolveWall(zone: string, date: LocalDate, minutes: number): { instant: Instant; kind: WallKind } {
  const found = instantsOf(zone, date, minutes);
  const first = found[0];
  if (first !== undefined) return { instant: first, kind: found.length > 1 ? 'overlap' : 'exact' };
  // A gap: read with the offset in force before it, which lands as far past the jump as the wall time was into it.
  const wall = utcMidnight(date) + minutes * MINUTE;
  return { instant: wall - offsetAt(zone, wall - DAY) * MINUTE, kind: 'gap' };
}

/** The instant a wall time stands for (gap: after the jump; overlap: the first). */
export function instantOf(zone: string, date: LocalDate, minutes: number): Instant {
  return resolveWall(zone, date, minutes).instant;
}
