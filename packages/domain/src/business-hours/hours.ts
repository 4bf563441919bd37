/**
 * Business hours as a creator sets them: periods per weekday in her own time zone. Pure, and
 * DST-correct through Intl (every runtime here ships the IANA zones), so the same answer comes from
 * the Functions, jest and the browser.
 */
import type { Instant } from '../kernel/types';

export const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const;
export type DiaSemana = (typeof WEEKDAYS)[number];

/** A stretch of one day, local time "HH:MM" to "HH:MM" (the end excluded, after the start). */
export interface Periodo {
  inicio: string;
  fim: string;
}

export type Semana = Record<DiaSemana, Periodo[]>;

/** What the hours need: the week and the zone it is read in. */
export interface Horario {
  fusoHorario: string;
  semana: Semana;
}

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
export const MAX_PERIODS_PER_DAY = 4;
const MINUTE = 60_000;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "09:30" as minutes since midnight; null for anything else. */
export function minutesOf(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** An empty week: nothing open. */
export function emptyWeek(): Semana {
  return { dom: [], seg: [], ter: [], qua: [], qui: [], sex: [], sab: [] };
}

/** Whether the runtime knows the zone: the IANA names (and their aliases) Intl accepts. */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with one day's periods, or null: a time that is not one, an end not after its start, two that overlap. */
export type PeriodProblem = 'invalid' | 'overlap' | 'too-many';

export function periodProblem(periods: readonly Periodo[]): PeriodProblem | null {
  if (periods.length > MAX_PERIODS_PER_DAY) return 'too-many';
  const spans: Array<[number, number]> = [];
  for (const { inicio, fim } of periods) {
    const start = minutesOf(inicio);
    const end = minutesOf(fim);
    if (start === null || end === null || end <= start) return 'invalid';
    spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  // Touching periods (12:00 to 12:00) are one stretch and allowed; sharing a minute is not.
  return spans.some(([start], i) => i > 0 && start < (spans[i - 1]?.[1] ?? 0)) ? 'overlap' : null;
}

/** A wall-clock reading of an instant in a zone. */
export interface LocalTime {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  weekday: DiaSemana;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

const WEEKDAY_OF: Record<string, DiaSemana> = {
  Sun: 'dom',
  Mon: 'seg',
  Tue: 'ter',
  Wed: 'qua',
  Thu: 'qui',
  Fri: 'sex',
  Sat: 'sab',
};

export function localTimeOf(at: Instant, zone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(at))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAY_OF[parts.weekday ?? ''] ?? 'dom',
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** The local day of an instant as "aaaa-mm-dd": what "once a day" counts in. */
export function localDayOf(at: Instant, zone: string): string {
  const { year, month, day } = localTimeOf(at, zone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether the instant falls in one of its local weekday's periods. */
export function isWithinHours(hours: Horario, at: Instant): boolean {
  const local = localTimeOf(at, hours.fusoHorario);
  return hours.semana[local.weekday].some(({ inicio, fim }) => {
    const start = minutesOf(inicio);
    const end = minutesOf(fim);
    return start !== null && end !== null && local.minutes >= start && local.minutes < end;
  });
}

/** The instant a local wall time names, near enough: exact for a time that exists once; for one a DST change skips or repeats, an hour either side. */
function instantOfLocal(year: number, month: number, day: number, minutes: number, zone: string): Instant {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  let guess = wall;
  for (let i = 0; i < 2; i += 1) {
    const seen = localTimeOf(guess, zone);
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minutes);
    guess += wall - seenWall;
  }
  return guess;
}

/** Whether the hours begin exactly at this minute: within them now, not a minute before. */
function startsAt(hours: Horario, at: Instant): boolean {
  return isWithinHours(hours, at) && !isWithinHours(hours, at - MINUTE);
}

/** The first moment the hours start at or after a converted period start, allowing for a DST change around it. */
function startsNear(hours: Horario, candidate: Instant, after: Instant): Instant[] {
  const found: Instant[] = [];
  for (const shift of [-60, -30, 0, 30, 60]) {
    const at = candidate + shift * MINUTE;
    if (at > after && startsAt(hours, at)) found.push(at);
  }
  if (found.length === 0 && !isWithinHours(hours, candidate)) {
    // A start inside a skipped hour (02:30 on the night clocks go forward): the hours open when the clock lands.
    for (let at = candidate; at <= candidate + 3 * 60 * MINUTE; at += MINUTE) if (at > after && startsAt(hours, at)) return [at];
  }
  return found;
}

/**
 * When the hours are next open, at or after `at` (`at` itself when open now); null for a week with
 * no period. Minute-exact for zones whose offsets are whole minutes, which every zone in use is.
 */
export function nextOpening(hours: Horario, at: Instant): Instant | null {
  if (isWithinHours(hours, at)) return at;
  const today = localTimeOf(at, hours.fusoHorario);
  const floor = at - (at % MINUTE);
  const found: Instant[] = [];
  for (let offset = -1; offset <= 8; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = WEEKDAYS[date.getUTCDay()] ?? 'dom';
    for (const { inicio } of hours.semana[weekday]) {
      const start = minutesOf(inicio);
      if (start === null) continue;
      const candidate = instantOfLocal(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        start,
        hours.fusoHorario,
      );
      found.push(...startsNear(hours, candidate, floor));
    }
    if (found.length > 0 && offset >= 1) break;
  }
  return found.length === 0 ? null : Math.min(...found);
}
