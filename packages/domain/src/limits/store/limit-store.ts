/** Rate limits and the geo-IP cache, each a small document a callable reads before paid or heavy work. */
import { paths } from '../../kernel/paths';
import type { GeoCacheDoc, GeoInfo, RateLimitDoc } from '../../kernel/types';
import type { DocPort } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimit } from './rate-limit-docs';
import type { LimitStore } from './limit-port';

/** The fields of a geo lookup, without the cache's own. */
function geoOf(found: GeoInfo): GeoInfo {
  return {
    ...(found.country_code ? { country_code: found.country_code } : {}),
    country_name: found.country_name,
    region: found.region,
    city: found.city,
    org: found.org,
  };
}

export function createLimitStore(port: DocPort): LimitStore {
  return {
    consumeRateLimit: (limit, at) =>
      port.runTransaction(async (tx) => {
        const hits = await readRateLimit(tx, limit, at);
        if (hits === null) return false;
        writeRateLimit(tx, limit, hits, at);
        return true;
      }),
    consumeRateLimits: (limits, at) =>
      port.runTransaction(async (tx) => {
        const counted = await Promise.all(limits.map((limit) => readRateLimit(tx, limit, at)));
        const full = counted.indexOf(null);
        if (full === -1) limits.forEach((limit, i) => writeRateLimit(tx, limit, counted[i] ?? [], at));
        return full;
      }),
    releaseRateLimits: (limits, at) =>
      port.runTransaction(async (tx) => {
        const docs = await Promise.all(limits.map((limit) => tx.get<RateLimitDoc>(paths.rateLimit(limit.key))));
        limits.forEach((limit, i) => {
          const hits = [...(docs[i]?.hits ?? [])];
          const own = hits.lastIndexOf(at);
          if (own === -1) return;
          hits.splice(own, 1);
          if (hits.length === 0) tx.delete(paths.rateLimit(limit.key));
          else tx.set(paths.rateLimit(limit.key), { hits, expiresAt: Math.max(...hits) + limit.windowMs });
        });
      }),
    hasRoom: async (limit, at) => (await readRateLimit(port, limit, at)) !== null,
    cachedGeo: async (ip, at) => {
      const cached = await port.get<GeoCacheDoc>(paths.geoCache(ip));
      return !cached || cached.expiresAt <= at ? null : geoOf(cached);
    },
    cacheGeo: (ip, geo, expiresAt) =>
      port.runTransaction(async (tx) => {
        const doc: GeoCacheDoc = { ...geoOf(geo), expiresAt };
        tx.set(paths.geoCache(ip), { ...doc });
      }),
  };
}
