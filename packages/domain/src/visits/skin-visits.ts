/**
 * Each skin's visits, for its creator (VISITAS): daily counters beside the skin
 * (users/{uid}/skins/{skinId}/visitas/{dia}_{shard}) and their sum. The same shards, keys and
 * limits as the site's counters (stats.ts), plus where visitors came from; only counts, never an
 * IP, an e-mail or a session.
 */
import { addressesIn, ADDRESS_PATTERNS, fillAddress, skinAddressOfSegments } from '../kernel/addresses';
import { STATS_DAYS } from '../kernel/constants';
import { countPlaceAndPage, dayOf, daysBack, type StatsDelta } from './stats';
import { addTo, amount, sumShards, type StatsCount } from './stats-core';
import type { Instant, NavigationRecord, VisitaDoc } from '../kernel/types';
import { isValidSkinName } from '../kernel/validation';
import { originHost } from './visit-origin';

/** The origin of a visit with no referring site: a typed address, a bookmark, an app. */
export const ORIGIN_DIRECT = '(direto)';
/** The origin of a visit that came from another page of this site (another skin, the menu). */
export const ORIGIN_INTERNAL = '(interno)';
/** A visit counts as coming from this site when the session viewed one of its pages this recently. */
export const INTERNAL_ORIGIN_MS = 30 * 60 * 1000;

/**
 * The skin a path is a page of ("/Lab/home" -> "lab", names being case-insensitive), or null: the
 * app's own routes (/menu, /conversa, ...), the root and what no skin could be called.
 */
export function skinNameOfPath(path: string): string | null {
  const first = /^\/([^/?#]+)/.exec(path.trim())?.[1];
  return first !== undefined && isValidSkinName(first) ? first.toLowerCase() : null;
}

/** A skin's address a view may count under: its main page, a page or a card of a page. */
export interface SkinPageAddress {
  /** The skin's name, lower-cased. */
  skin: string;
  /** Null for the skin's bare address (its main page). */
  pageId: string | null;
  cardId: string | null;
  /** The address as counted: one spelling per page, so a query or a case change makes no new page. */
  path: string;
}

/** Ids as the studio makes them; anything else is no page of any skin, and no read is spent on it. */
const PAGE_OR_CARD_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The skin address a path names ("/Lab" -> /lab, "/lab/home", "/lab/home/card/c1"), or null for
 * anything else: the app's routes, a query, more segments. Whether the page or card exists is the
 * Store's to check.
 */
export function skinPageOfPath(path: string): SkinPageAddress | null {
  // As sent, not decoded: no query or fragment, one trailing slash at most, no empty segment.
  const sent = path.trim();
  if (!/^\/[^?#]*$/.test(sent)) return null;
  const segments = sent.slice(1).replace(/\/$/, '').split('/');
  const address = skinAddressOfSegments(segments);
  const skin = skinNameOfPath(sent);
  if (!address?.exact || skin === null || segments.includes('')) return null;
  const { pageId, cardId } = address;
  if ([pageId, cardId].some((id) => id !== null && !PAGE_OR_CARD_ID.test(id))) return null;
  const main = addressesIn(null);
  const counted =
    pageId === null
      ? fillAddress(ADDRESS_PATTERNS.skin, skin)
      : cardId === null
        ? main.skinPage(skin, pageId)
        : main.skinCard(skin, pageId, cardId);
  return { skin, pageId, cardId, path: counted };
}

/**
 * Whether a view of `skin` at `at` is a visit: the first view of that skin in the session's log that
 * day (the site's day). A session's id lives on in the browser, so "first ever" would count a
 * returning visitor once for good; per day, the chart counts the people who came each day.
 */
export function isSkinVisit(earlier: readonly NavigationRecord[], skin: string, at: Instant): boolean {
  const today = dayOf(at);
  return !earlier.some((r) => skinNameOfPath(r.path) === skin && dayOf(r.timestamp) === today);
}

/** Where a visit came from: the referring site the client saw; else this site, when the session was on it moments ago; else direct. */
export function visitOrigin(earlier: readonly NavigationRecord[], origem: string | null, at: Instant): string {
  if (origem !== null) return origem;
  const last = earlier.at(-1);
  return last !== undefined && at - last.timestamp <= INTERNAL_ORIGIN_MS ? ORIGIN_INTERNAL : ORIGIN_DIRECT;
}

/** What one view adds to its skin's day: the page, and on a visit its country and origin. */
export type SkinVisitDelta = Omit<StatsDelta, 'contatos'> & {
  /** Where the delta's visits came from: a host, ORIGIN_DIRECT or ORIGIN_INTERNAL. */
  origem?: string;
};

function originKey(origem: string): string {
  return originHost(origem) ?? (origem === ORIGIN_INTERNAL ? ORIGIN_INTERNAL : ORIGIN_DIRECT);
}

/** The skin's shard after a delta; `doc` is left as it was (null: the shard's first count of the day). */
export function applyVisitDelta(doc: VisitaDoc | null, dia: string, delta: SkinVisitDelta): VisitaDoc {
  const visitas = amount(delta.visitas);
  const next: VisitaDoc = {
    dia,
    visitas: (doc?.visitas ?? 0) + visitas,
    paginas: { ...doc?.paginas },
    paises: { ...doc?.paises },
    origens: { ...doc?.origens },
    // The day's clicks share the shard: a view must not wipe them.
    ...(doc?.cliques ? { cliques: { ...doc.cliques } } : {}),
  };
  countPlaceAndPage(next, delta);
  if (delta.origem !== undefined && visitas > 0) addTo(next.origens, originKey(delta.origem), visitas);
  return next;
}

export interface SkinVisitsSummary {
  /** Every day of the window, those without visits included, oldest first. */
  dias: Array<{ dia: string; visitas: number }>;
  /** The most viewed pages, countries and origins (by visits), most first, ties by key. */
  paginas: StatsCount[];
  paises: StatsCount[];
  origens: StatsCount[];
  totais: { visitas: number; visualizacoes: number };
}

/** The summary of one skin's `days` days ending `today`: its shards summed, other days ignored. */
export function summariseVisits(shards: readonly VisitaDoc[], today: string, days: number = STATS_DAYS): SkinVisitsSummary {
  const { dias, tops, sums, totalVisitas } = sumShards(shards, daysBack(today, days), ['paginas', 'paises', 'origens']);
  return {
    dias: dias.map(({ dia, visitas }) => ({ dia, visitas })),
    paginas: tops.paginas,
    paises: tops.paises,
    origens: tops.origens,
    totais: { visitas: totalVisitas, visualizacoes: sums.paginas },
  };
}
