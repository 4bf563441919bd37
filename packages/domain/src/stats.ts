/**
 * The owners' summary of visits: daily counters kept in shards (estatisticas/{dia}_{shard}) and the
 * sum the ACESSOS screen reads. Pure, so the Store's transactions, the handlers and the web share
 * one meaning of a day, of a key and of a total.
 */
import { LIMITS, SITE_TIME_ZONE, STATS_DAYS, STATS_KEYS_MAX, STATS_OTHER } from './constants';
import type { EstatisticaDoc, Instant } from './types';

/** Countries and pages the summary lists. */
export const STATS_TOP = 10;
/** The country key of a visit whose country is not known. */
export const STATS_UNKNOWN_COUNTRY = '??';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

// Built once, on first use: a formatter with a time zone is costly to make (tens of milliseconds on
// a phone, loading the zone's data), every counted visit asks for its day, and a visitor's page
// loads this module without ever needing it.
let siteDay: Intl.DateTimeFormat | null = null;
function siteDayFormat(): Intl.DateTimeFormat {
  siteDay ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return siteDay;
}

/** The day an instant falls on in the studio's time zone ("2026-11-23"): a late evening visit in Brazil counts on that evening's day. */
export function dayOf(at: Instant): string {
  const parts = siteDayFormat().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Whether a text is a day as dayOf writes it, and a real date of the calendar. */
export function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

/**
 * The last `n` days ending with `today`, oldest first. Calendar arithmetic on the date alone, so a
 * change of daylight saving time never skips or repeats a day.
 */
export function daysBack(today: string, n: number): string[] {
  if (!isDay(today)) throw new RangeError(`Not a day (YYYY-MM-DD): ${today}`);
  const [year, month, day] = today.split('-').map(Number);
  const end = Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0);
  const count = Math.max(0, Math.floor(n));
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** What one command adds to its day: a visit (with its country), a page view, a new contact. */
export interface StatsDelta {
  visitas?: number;
  contatos?: number;
  /** The country of the delta's visits (ISO code, "BR"); each of `visitas` (one when absent) counts under it. */
  pais?: string;
  /** A page viewed ("/lab/home"): counts one view. */
  pagina?: string;
}

/** A counter only grows, by whole steps: anything else a caller passes adds nothing. */
function amount(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Two upper-case letters, or "??": a geo service's odd answer never becomes a key of its own. */
export function countryKey(code: string): string {
  const key = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(key) ? key : STATS_UNKNOWN_COUNTRY;
}

/** A signed-in screen (/menu and under it): a person's own workspace, not a page the public views. */
export function isPrivatePath(path: string): boolean {
  return /^\/menu(?:[/?#]|$)/.test(path.trim());
}

/**
 * The path as a key, at most LIMITS.pathMaxLength long (never ending in half a character), or null
 * when nothing is left or the path is private (the pages most viewed are public pages). Firestore
 * reserves field names like __name__, so such a path counts under STATS_OTHER.
 */
export function pageKey(path: string): string | null {
  let key = path.trim().slice(0, LIMITS.pathMaxLength);
  if (/[\uD800-\uDBFF]$/.test(key)) key = key.slice(0, -1);
  if (key === '' || isPrivatePath(key)) return null;
  return /^__.*__$/.test(key) ? STATS_OTHER : key;
}

/**
 * Adds `by` under `key`. A key the map does not hold yet is taken only while there is room for it and
 * for STATS_OTHER, so a shard holds at most STATS_KEYS_MAX keys per map however many paths a flood
 * invents; the visits beyond still count, under STATS_OTHER.
 */
function addTo(map: Record<string, number>, key: string, by: number): void {
  const named = Object.keys(map).filter((k) => k !== STATS_OTHER).length;
  const slot = key in map || named < STATS_KEYS_MAX - 1 ? key : STATS_OTHER;
  map[slot] = (map[slot] ?? 0) + by;
}

/** The shard after a delta; `doc` is left as it was (null: the shard's first count of the day). */
export function applyStatsDelta(doc: EstatisticaDoc | null, dia: string, delta: StatsDelta): EstatisticaDoc {
  const visitas = amount(delta.visitas);
  const next: EstatisticaDoc = {
    dia,
    visitas: (doc?.visitas ?? 0) + visitas,
    contatos: (doc?.contatos ?? 0) + amount(delta.contatos),
    paises: { ...doc?.paises },
    paginas: { ...doc?.paginas },
  };
  if (delta.pais !== undefined) {
    const by = delta.visitas === undefined ? 1 : visitas;
    if (by > 0) addTo(next.paises, countryKey(delta.pais), by);
  }
  const page = delta.pagina === undefined ? null : pageKey(delta.pagina);
  if (page !== null) addTo(next.paginas, page, 1);
  return next;
}

export interface StatsCount {
  chave: string;
  visitas: number;
}

export interface StatsSummary {
  /** Every day of the window, those without visits included, oldest first. */
  dias: Array<{ dia: string; visitas: number; contatos: number }>;
  /** The STATS_TOP countries with most visits, most first (ties by key). */
  paises: StatsCount[];
  /** The STATS_TOP most viewed pages, most first (ties by key). */
  paginas: StatsCount[];
  totais: { visitas: number; contatos: number };
}

/** Counters read from storage are trusted only as far as being non-negative numbers. */
function stored(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function top(totals: Map<string, number>): StatsCount[] {
  return [...totals]
    .filter(([, visitas]) => visitas > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, STATS_TOP)
    .map(([chave, visitas]) => ({ chave, visitas }));
}

/** The summary of the `days` days ending `today`: the shards summed, shards of other days ignored. */
export function summariseStats(shards: readonly EstatisticaDoc[], today: string, days: number = STATS_DAYS): StatsSummary {
  const perDay = new Map(daysBack(today, days).map((dia) => [dia, { dia, visitas: 0, contatos: 0 }]));
  const paises = new Map<string, number>();
  const paginas = new Map<string, number>();
  const sum = (into: Map<string, number>, counts: Record<string, number> | undefined): void => {
    for (const [key, value] of Object.entries(counts ?? {})) into.set(key, (into.get(key) ?? 0) + stored(value));
  };
  for (const shard of shards) {
    const day = perDay.get(shard.dia);
    if (!day) continue;
    day.visitas += stored(shard.visitas);
    day.contatos += stored(shard.contatos);
    sum(paises, shard.paises);
    sum(paginas, shard.paginas);
  }
  const dias = [...perDay.values()];
  return {
    dias,
    paises: top(paises),
    paginas: top(paginas),
    totais: {
      visitas: dias.reduce((total, d) => total + d.visitas, 0),
      contatos: dias.reduce((total, d) => total + d.contatos, 0),
    },
  };
}
