/** A sliding-window rate limit kept in rateLimits/{key}, read and written inside a Store transaction. */
import { paths } from '../paths';
import type { RateLimitDoc } from '../types';
import type { DocTx } from './doc-port';
import type { RateLimit } from './store';

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
