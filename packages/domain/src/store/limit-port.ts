import type { GeoInfo, Instant } from '..';

export interface RateLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** Rate limits and the geo-IP cache: what a callable checks before paid or heavy work. */
export interface LimitStore {
  /** Counts one use against a sliding window; false (and nothing written) when the window is full. */
  consumeRateLimit(limit: RateLimit, at: Instant): Promise<boolean>;
  /** Whether one more use would fit the window now; reads only. */
  hasRoom(limit: RateLimit, at: Instant): Promise<boolean>;
  /** The cached lookup of an IP, unless it has expired at `at`. */
  cachedGeo(ip: string, at: Instant): Promise<GeoInfo | null>;
  cacheGeo(ip: string, geo: GeoInfo, expiresAt: Instant): Promise<void>;
}
