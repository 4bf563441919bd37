/**
 * Which busy maps (agendaDias, one per UTC date) a booking is listed in and which a request reads.
 * A booking is listed in every UTC date its own interval touches; a request reads every UTC date its
 * interval widened by her buffer touches. Two bookings that would break the buffer then always meet
 * in one map, one writing it and the other reading it, so Firestore serialises their transactions
 * and the second sees the first (docs/decisions/0021-bookings.md).
 */
import type { Instant } from '../kernel/instant';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** 'AAAA-MM-DD' of every UTC date that [from, to) touches, in order (the date of `from` when empty). */
export function utcDatesTouched(from: Instant, to: Instant): string[] {
  const dates: string[] = [];
  const last = Math.max(from, to - 1);
  for (let day = Math.floor(from / DAY) * DAY; day <= last; day += DAY) dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}

/** The dates a request for [comecaEm, terminaEm) must read: widened by her buffer on both sides. */
export function datesToRead(comecaEm: Instant, terminaEm: Instant, intervaloMin: number): string[] {
  return utcDatesTouched(comecaEm - intervaloMin * MINUTE, terminaEm + intervaloMin * MINUTE);
}
