/**
 * The free times of a service, computed on the server from her settings and what is booked, and the
 * one rule a booking's transaction checks a requested start against (isBookable).
 *
 * The grid (docs/decisions/0018-agenda-core.md): starts fall every min(duration, 30) minutes of her
 * wall time from the start of each period, as Calendly offers a 30-minute step or the duration when
 * shorter, and a slot must end by the end of its period. A booking and the slots around it keep the
 * buffer between them: a slot [start, start + duration) is free when it overlaps no booking widened
 * by the buffer on both sides. A start is offered from now + the least notice up to now + the horizon.
 */
import type { Instant } from '../kernel/instant';
import { minutesOf, type Agenda, type AgendaPeriod, type AgendaService } from './schema';
import { addDays, resolveWall, wallAt, weekdayOf, type LocalDate } from './zoned-time';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The widest step between two starts: a long service still starts on the half hour. */
export const SLOT_STEP_MAX_MIN = 30;

/** What of her settings decides the free times. */
export type AgendaRules = Pick<Agenda, 'semana' | 'excecoes' | 'intervaloMin' | 'antecedenciaMin' | 'horizonteDias' | 'fuso'>;

/** A booking as the slots see it: the instants it starts and ends (epoch ms). */
export interface BookedTime {
  inicio: Instant;
  fim: Instant;
}

export interface SlotRequest {
  agenda: AgendaRules;
  service: Pick<AgendaService, 'duracaoMin'>;
  bookings: readonly BookedTime[];
  now: Instant;
}

/** Minutes between two offered starts of a service. */
export function slotStepMin(duracaoMin: number): number {
  return Math.min(duracaoMin, SLOT_STEP_MAX_MIN);
}

/** Her periods on a local date: the date's exception when it has one ([] is a day off), else its weekday's. */
export function periodsOn(agenda: AgendaRules, date: LocalDate): readonly AgendaPeriod[] {
  const exception = Object.hasOwn(agenda.excecoes, date) ? agenda.excecoes[date] : undefined;
  return exception ?? agenda.semana[weekdayOf(date)]?.periodos ?? [];
}

/**
 * The instants a slot of `duracaoMin` may start on a local date, before notice, horizon and bookings:
 * every step of her wall time from each period's start whose slot ends by the period's end. A wall
 * time the clock skips starts nothing; one it lives twice starts at its first occurrence.
 */
export function gridStarts(agenda: AgendaRules, duracaoMin: number, date: LocalDate): Instant[] {
  const step = slotStepMin(duracaoMin);
  const starts: Instant[] = [];
  for (const period of periodsOn(agenda, date)) {
    const opens = resolveWall(agenda.fuso, date, minutesOf(period.inicio)).instant;
    const closes = resolveWall(agenda.fuso, date, minutesOf(period.fim)).instant;
    for (let wall = minutesOf(period.inicio); wall < minutesOf(period.fim); wall += step) {
      const start = resolveWall(agenda.fuso, date, wall);
      if (start.kind === 'gap' || start.instant < opens) continue;
      if (start.instant + duracaoMin * MINUTE > closes) break;
      starts.push(start.instant);
    }
  }
  return starts.sort((a, b) => a - b);
}

/** The bookings widened by the buffer, merged and in order, so a slot is checked by one binary search. */
function busyTimes(bookings: readonly BookedTime[], bufferMin: number): BookedTime[] {
  const widened = bookings
    .filter((booking) => booking.fim > booking.inicio)
    .map((booking) => ({ inicio: booking.inicio - bufferMin * MINUTE, fim: booking.fim + bufferMin * MINUTE }))
    .sort((a, b) => a.inicio - b.inicio);
  const merged: BookedTime[] = [];
  for (const busy of widened) {
    const last = merged[merged.length - 1];
    if (last && busy.inicio <= last.fim) last.fim = Math.max(last.fim, busy.fim);
    else merged.push({ ...busy });
  }
  return merged;
}

/** Whether [start, end) overlaps none of the merged busy times. */
function isFree(busy: readonly BookedTime[], start: Instant, end: Instant): boolean {
  let low = 0;
  let high = busy.length;
  // The first busy time that ends after the slot starts is the only one that can overlap it.
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((busy[middle]?.fim ?? Infinity) <= start) low = middle + 1;
    else high = middle;
  }
  const next = busy[low];
  return next === undefined || next.inicio >= end;
}

/** The earliest and latest start the notice and the horizon allow, both included. */
function window(request: SlotRequest): { earliest: Instant; latest: Instant } {
  return {
    earliest: request.now + request.agenda.antecedenciaMin * MINUTE,
    latest: request.now + request.agenda.horizonteDias * DAY,
  };
}

/** The starts of the free slots in [from, to), in order. */
export function freeSlots(request: SlotRequest & { from: Instant; to: Instant }): Instant[] {
  const { earliest, latest } = window(request);
  const low = Math.max(request.from, earliest);
  const high = Math.min(request.to, latest + 1);
  if (!(low < high)) return [];
  const duration = request.service.duracaoMin * MINUTE;
  const busy = busyTimes(request.bookings, request.agenda.intervaloMin);
  const slots: Instant[] = [];
  const last = wallAt(request.agenda.fuso, high - 1).date;
  // The horizon keeps this loop to a year of days, whatever [from, to) the caller asks for.
  for (let date = wallAt(request.agenda.fuso, low).date; date <= last; date = addDays(date, 1)) {
    for (const start of gridStarts(request.agenda, request.service.duracaoMin, date)) {
      if (start >= low && start < high && isFree(busy, start, start + duration)) slots.push(start);
    }
  }
  return slots;
}

/** Whether one requested start is free now: the same rule as freeSlots, for the booking's transaction. */
export function isBookable(request: SlotRequest & { start: Instant }): boolean {
  const { start } = request;
  const { earliest, latest } = window(request);
  if (!Number.isSafeInteger(start) || start < earliest || start > latest) return false;
  const onGrid = gridStarts(request.agenda, request.service.duracaoMin, wallAt(request.agenda.fuso, start).date).includes(start);
  return (
    onGrid && isFree(busyTimes(request.bookings, request.agenda.intervaloMin), start, start + request.service.duracaoMin * MINUTE)
  );
}
