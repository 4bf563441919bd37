/** A sliding-window rate limit kept in rateLimits/{key}, read and written inside a Store transaction. */
import { paths, type RateLimitDoc } from '..';
import type { DocTx } from './doc-port';
import type { RateLimit } from './store';

/** The hits still inside the window, or null when the window is full. */
export async function readRateLimit(tx: Pick<DocTx, 'get'>, limit: RateLimit, at: number): Promise<number[] | null> {
  const doc = await tx.get<RateLimitDoc>(paths.rateLimit(limit.key));
  const hits = (doc?.hits ?? []).filter((hit) => hit > at - limit.windowMs);
  return hits.length >= limit.max ? null : hits;
}

/** The document carries when it stops mattering, for the TTL policy on rateLimits.expiresAt. */
export function writeRateLimit(tx: DocTx, limit: RateLimit, hits: number[], at: number): void {
  const next: RateLimitDoc = { hits: [...hits, at], expiresAt: at + limit.windowMs };
  tx.set(paths.rateLimit(limit.key), { ...next });
}
