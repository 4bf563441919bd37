/**
 * The owners' summary of visits: daily counters kept in shards (estatisticas/{dia}_{shard}) and the
 * sum the ACESSOS screen reads. Pure, so the Store's transactions, the handlers and the web share
 * one meaning of a day, of a key and of a total.
 */
import { LIMITS, SITE_TIME_ZONE, STATS_DAYS, STATS_OTHER } from '../kernel/constants';
import { addTo, amount, STATS_TOP_COUNT, sumShards, type StatsCount } from './stats-core';
import type { EstatisticaDoc, Instant } from '../kernel/types';

export type { StatsCount } from './stats-core';

/** Countries and pages the summary lists. */
export const STATS_TOP = STATS_TOP_COUNT;
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
  countPlaceAndPage(next, delta);
  return next;
}

/**
 * The country and the page of a delta, added to a shard's maps: the country once per visit (one when
 * the delta names no number of visits), the page once. The skins' shards count the same way.
 */
export function countPlaceAndPage(next: Pick<EstatisticaDoc, 'paises' | 'paginas'>, delta: StatsDelta): void {
  if (delta.pais !== undefined) {
    const by = delta.visitas === undefined ? 1 : amount(delta.visitas);
    if (by > 0) addTo(next.paises, countryKey(delta.pais), by);
  }
  const page = delta.pagina === undefined ? null : pageKey(delta.pagina);
  if (page !== null) addTo(next.paginas, page, 1);
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

/** The summary of the `days` days ending `today`: the shards summed, shards of other days ignored. */
export function summariseStats(shards: readonly EstatisticaDoc[], today: string, days: number = STATS_DAYS): StatsSummary {
  const { dias, tops, totalVisitas, totalContatos } = sumShards(shards, daysBack(today, days), ['paises', 'paginas']);
  return { dias, paises: tops.paises, paginas: tops.paginas, totais: { visitas: totalVisitas, contatos: totalContatos } };
}
