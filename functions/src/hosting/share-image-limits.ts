/**
 * The share image function's memory: a per-client window count taken before any read or render, and
 * the PNGs it drew, kept by address (an address's bytes never change, so a hit is always right).
 * Both live per instance: the CDN answers most requests before they get here, these bound the rest.
 */

/** At most `limit` takes per key in each `windowMs`; keys of a past window are dropped when a new one opens. */
export function createWindowLimiter({ limit, windowMs, now }: { limit: number; windowMs: number; now: () => number }) {
  let windowStart = -Infinity;
  const counts = new Map<string, number>();
  return {
    take(key: string): boolean {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        counts.clear();
      }
      const used = counts.get(key) ?? 0;
      if (used >= limit) return false;
      counts.set(key, used + 1);
      return true;
    },
  };
}

export type WindowLimiter = ReturnType<typeof createWindowLimiter>;

/** The last `size` entries used, the oldest dropped first. */
export function createRecentCache<V>(size: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      const oldest = entries.keys().next();
      if (entries.size > size && !oldest.done) entries.delete(oldest.value);
    },
  };
}

export type RecentCache<V> = ReturnType<typeof createRecentCache<V>>;
