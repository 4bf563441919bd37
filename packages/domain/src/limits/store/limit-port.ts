import type { GeoInfo, Instant } from '../../kernel/types';

export interface RateLimit {
  key: string;
  max: number;
  windowMs: number;
  /**
   * A budget every inbox's messages would count against is kept in this many documents (`key#0`...),
   * each holding its share of `max`, so no single document takes every message's write. Only the
   * notices after a commit read it (readShardedRateLimit).
   */
  shards?: number;
}

/** Rate limits and the geo-IP cache: what a callable checks before paid or heavy work. */
export interface LimitStore {
  /** Counts one use against a sliding window; false (and nothing written) when the window is full. */
  consumeRateLimit(limit: RateLimit, at: Instant): Promise<boolean>;
  /**
   * Counts one use against every limit in one transaction, or none: the index of the first full one
   * (nothing written), or -1 when all were counted.
   */
  consumeRateLimits(limits: readonly RateLimit[], at: Instant): Promise<number>;
  /**
   * Gives back the uses consumeRateLimits counted at `at`, when the command they were taken for was
   * refused after all: a refused command leaves the counters as they were.
   */
  releaseRateLimits(limits: readonly RateLimit[], at: Instant): Promise<void>;
  /** Whether one more use would fit the window now; reads only. */
  hasRoom(limit: RateLimit, at: Instant): Promise<boolean>;
  /** The cached lookup of an IP, unless it has expired at `at`. */
  cachedGeo(ip: string, at: Instant): Promise<GeoInfo | null>;
  cacheGeo(ip: string, geo: GeoInfo, expiresAt: Instant): Promise<void>;
}
