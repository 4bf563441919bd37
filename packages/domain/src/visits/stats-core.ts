/**
 * What the site's counters (stats.ts) and each skin's (skin-visits.ts) share: how a keyed count
 * grows within a shard's key limit, and how the shards of a window add up. Not exported from the
 * package: the two summaries are the public face.
 */
import { STATS_KEYS_MAX, STATS_OTHER } from '../kernel/constants';

/** Countries, pages and origins a summary lists. */
export const STATS_TOP_COUNT = 10;

/** A counter only grows, by whole steps: anything else a caller passes adds nothing. */
export function amount(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Adds `by` under `key`. A key the map does not hold yet is taken only while there is room for it and
 * for STATS_OTHER, so a shard holds at most STATS_KEYS_MAX keys per map however many paths a flood
 * invents; the visits beyond still count, under STATS_OTHER.
 */
export function addTo(map: Record<string, number>, key: string, by: number): void {
  const named = Object.keys(map).filter((k) => k !== STATS_OTHER).length;
  const slot = key in map || named < STATS_KEYS_MAX - 1 ? key : STATS_OTHER;
  map[slot] = (map[slot] ?? 0) + by;
}

/** Counters read from storage are trusted only as far as being non-negative numbers. */
export function stored(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export interface StatsCount {
  chave: string;
  visitas: number;
}

function top(totals: Map<string, number>): StatsCount[] {
  return [...totals]
    .filter(([, visitas]) => visitas > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, STATS_TOP_COUNT)
    .map(([chave, visitas]) => ({ chave, visitas }));
}

/** The keyed maps a shard may hold. */
export type CountedMap = 'paises' | 'paginas' | 'origens';

/** A shard as the summaries read it: a day's counts, and keyed maps. */
export type ShardCounts = { dia: string; visitas: number; contatos?: number } & Partial<
  Record<CountedMap, Record<string, number>>
>;

export interface SummedShards<K extends CountedMap> {
  /** Every day of the window, those without visits included, oldest first. */
  dias: Array<{ dia: string; visitas: number; contatos: number }>;
  /** Per map, the STATS_TOP_COUNT keys with most visits, most first (ties by key). */
  tops: Record<K, StatsCount[]>;
  /** Per map, the sum of all its counts (every key, not only the top ones). */
  sums: Record<K, number>;
  totalVisitas: number;
  totalContatos: number;
}

/** The shards of `window` (its days, oldest first) summed; shards of other days ignored. */
export function sumShards<K extends CountedMap>(
  shards: readonly ShardCounts[],
  window: readonly string[],
  maps: readonly K[],
): SummedShards<K> {
  const perDay = new Map(window.map((dia) => [dia, { dia, visitas: 0, contatos: 0 }]));
  const totals = new Map(maps.map((name) => [name, new Map<string, number>()]));
  for (const shard of shards) {
    const day = perDay.get(shard.dia);
    if (!day) continue;
    day.visitas += stored(shard.visitas);
    day.contatos += stored(shard.contatos);
    for (const [name, into] of totals) {
      for (const [key, value] of Object.entries(shard[name] ?? {})) into.set(key, (into.get(key) ?? 0) + stored(value));
    }
  }
  const dias = [...perDay.values()];
  return {
    dias,
    tops: Object.fromEntries([...totals].map(([name, counts]) => [name, top(counts)])) as Record<K, StatsCount[]>,
    sums: Object.fromEntries(
      [...totals].map(([name, counts]) => [name, [...counts.values()].reduce((sum, n) => sum + n, 0)]),
    ) as Record<K, number>,
    totalVisitas: dias.reduce((total, d) => total + d.visitas, 0),
    totalContatos: dias.reduce((total, d) => total + d.contatos, 0),
  };
}
