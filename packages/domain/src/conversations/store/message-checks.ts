/** What a message must pass before it is written: every rate limit of its sender. Reads only. */
import type { Reader } from '../../kernel/store/doc-port';
import { readRateLimit } from '../../limits';
import type { RateLimit } from '../../limits';

/** Every limit's hits, or the first limit that is full. */
export async function readRateLimits(
  tx: Reader,
  limits: readonly RateLimit[],
  at: number,
): Promise<number[][] | { full: RateLimit }> {
  const all: number[][] = [];
  for (const limit of limits) {
    const hits = await readRateLimit(tx, limit, at);
    if (hits === null) return { full: limit };
    all.push(hits);
  }
  return all;
}
