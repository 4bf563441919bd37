import { z } from 'zod';
import { GEO_CACHE_MS } from '../../kernel/constants';
import type { AcessoDoc, GeoInfo, Instant } from '../../kernel/types';
import { navigationHash } from '../../kernel/commands/schemas';
import { cleanIp, statsShard } from '../../handlers/request-context';
import type { HandlerDeps } from '../../handlers/handler-types';
import { ipLimitsOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({ navegacaoHash: navigationHash });

const GEO_FIELD_MAX_LENGTH = 200;
const NO_GEO: GeoInfo = { country_name: '', region: '', city: '', org: '' };

export interface LogAccessResult {
  recorded: boolean;
}

/** Access records (each with a paid geo lookup) from one IP. */
const ACCESSES = rateLimit('accessPerIp', 'access-ip:{ip}');

/**
 * One access record per session hash, and (since a hash is whatever the client says) at most one per
 * IP per window: each record costs a paid geo lookup. Beyond that the call still succeeds and records
 * nothing, as logging must never break a visitor's page.
 */
export const logAccess = defineCallable({
  name: 'logAccess',
  payload: schema,
  who: 'anyone',
  appCheck: 'none',
  limits: [ACCESSES],
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<LogAccessResult> => {
      const { navegacaoHash } = data;
      // Owners are not tracked: their own visits would drown the visitors'.
      if (caller?.admin) return { recorded: false };
      // Checked first so the paid, slow lookup runs once per session, not once per call.
      if (await deps.store.getAccess(navegacaoHash)) return { recorded: false };

      const at = deps.now();
      const address = cleanIp(ip);
      const limits = ipLimitsOn(ACCESSES, ip, {});
      const acesso: AcessoDoc = {
        hash: navegacaoHash,
        ip: address,
        ...NO_GEO,
        data: at,
        visto: false,
        valorEmail: '',
        ...(caller ? { uid: caller.uid } : {}),
      };
      // The record takes the IP's limits (its /64's and its /48's) in its transaction before the paid
      // lookup: of many calls at once, only the one that recorded asks where the visitor is.
      if ((await deps.store.recordAccess({ acesso, rateLimits: limits })) !== 'recorded') return { recorded: false };
      const place = address === '' ? NO_GEO : await lookUp(deps, address, at);
      await deps.store.locateAccess({ hash: navegacaoHash, place, stats: { shard: statsShard(deps) } });
      return { recorded: true };
    },
});

/** Never fails: an access is worth recording even when the lookup service is down. */
async function lookUp(deps: HandlerDeps, ip: string, at: Instant): Promise<GeoInfo> {
  const cached = await deps.store.cachedGeo(ip, at);
  if (cached) return cached;
  let geo: GeoInfo;
  try {
    const found = await deps.geo(ip);
    const field = (value: unknown): string => (typeof value === 'string' ? value.slice(0, GEO_FIELD_MAX_LENGTH) : '');
    const code = field(found.country_code).toUpperCase();
    geo = {
      ...(/^[A-Z]{2}$/.test(code) ? { country_code: code } : {}),
      country_name: field(found.country_name),
      region: field(found.region),
      city: field(found.city),
      org: field(found.org),
    };
  } catch (error) {
    // Not cached: the next access of this IP (at most one per window) asks again.
    deps.logger?.warn('logAccess: geo lookup failed; recording the IP alone', { error: String(error) });
    return NO_GEO;
  }
  try {
    await deps.store.cacheGeo(ip, geo, at + GEO_CACHE_MS);
  } catch (error) {
    deps.logger?.warn('logAccess: the geo lookup could not be cached', { error: String(error) });
  }
  return geo;
}
