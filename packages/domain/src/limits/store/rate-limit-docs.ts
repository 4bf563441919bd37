/** A sliding-window rate limit kept in rateLimits/{key}, read and written inside a Store transaction. */
import { paths } from '../../kernel/paths';
import type { RateLimitDoc } from '../../kernel/types';
import type { DocTx } from '../../kernel/store/doc-port';
import type { RateLimit } from './limit-port';

/** The hits still inside the window, or null when the window is full. */
export async function readRateLimit(tx: Pick<DocTx, 'get'>, limit: RateLimit, at: number): Promise<number[] | null> {
  const doc = await tx.get<RateLimitDoc>(paths.rateLimit(limit.key));
  const hits = (doc?.hits ?? []).filter((hit) => hit > at - limit.windowMs);
  return hits.length >= limit.max ? null : hits;
}

/** The document carries when it stops mattering, for the TTL policy on rateLimits.expiresAt. */
export function writeRateLimit(tx: Pick<DocTx, 'set'>, limit: RateLimit, hits: number[], at: number): void {
  const next: RateLimitDoc = { hits: [...hits, at], expiresAt: at + limit.windowMs };
  tx.set(paths.rateLimit(limit.key), { ...next });
}

/** The hits of each limit, in order, or null when any of them is full (a client's and its /48's, say). */
export async function readRateLimits(
  tx: Pick<DocTx, 'get'>,
  limits: readonly RateLimit[],
  at: number,
): Promise<number[][] | null> {
  const hits: number[][] = [];
  for (const limit of limits) {
    const inside = await readRateLimit(tx, limit, at);
    if (inside === null) return null;
    hits.push(inside);
  }
  return hits;
}

/** Counts one use against each limit read by readRateLimits. */
export function writeRateLimits(
  tx: Pick<DocTx, 'set'>,
  limits: readonly RateLimit[],
  hits: readonly number[][],
  at: number,
): void {
  limits.forEach((limit, i) => writeRateLimit(tx, limit, hits[i] ?? [], at));
}

/** A stable number for a string (FNV-1a): which shard a notice tries first. */
function spreadOf(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * A limit's hits as readRateLimit gives them, for a sharded one those of the shard it is counted on:
 * the one `seed` picks, or the next with room, so the shares add up to `max` and a full shard alone
 * never refuses while the budget has room. A sharded limit comes back as its shard (`key#i`, its share).
 */
export async function readShardedRateLimit(
  tx: Pick<DocTx, 'get'>,
  limit: RateLimit,
  at: number,
  seed: string,
): Promise<{ limit: RateLimit; hits: number[] } | null> {
  const { shards, ...plain } = limit;
  if (!shards || shards <= 1) {
    const hits = await readRateLimit(tx, plain, at);
    return hits === null ? null : { limit: plain, hits };
  }
  const first = spreadOf(seed) % shards;
  for (let step = 0; step < shards; step += 1) {
    const i = (first + step) % shards;
    // The shares: max split as evenly as it goes, the first shards taking one more.
    const share = {
      key: `${limit.key}#${i}`,
      max: Math.floor(limit.max / shards) + (i < limit.max % shards ? 1 : 0),
      windowMs: limit.windowMs,
    };
    if (share.max === 0) continue;
    const hits = await readRateLimit(tx, share, at);
    if (hits !== null) return { limit: share, hits };
  }
  return null;
}
