import { z } from 'zod';
import { LIMITS, MESSAGES, RATE_LIMITS } from '..';
import { isWellFormed, navigationHash, parsePayload } from './schemas';
import { ipLimitKey, statsShard } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({
  navegacaoHash: navigationHash,
  path: z
    .string({ error: MESSAGES.invalidPath })
    .max(LIMITS.pathMaxLength, MESSAGES.invalidPath)
    .refine((path) => path.startsWith('/') && isWellFormed(path), MESSAGES.invalidPath),
});

/**
 * Appends a page view to the session's log. A hash is whatever the client says, so records are capped
 * per hash and per IP per hour; beyond that the call still succeeds and records nothing, as logging
 * must never break a visitor's page.
 */
export function logNavigation(deps: HandlerDeps): Handler<'logNavigation'> {
  return async ({ caller, ip, data }) => {
    const { navegacaoHash, path } = parsePayload(schema, data);
    const at = deps.now();
    await deps.store.appendNavigation({
      uid: caller?.uid ?? null,
      hash: navegacaoHash,
      record: { path, timestamp: at },
      at,
      max: LIMITS.navigationRecordsMax,
      perHash: RATE_LIMITS.navigationPerHash,
      rateLimit: { key: `nav-ip:${ipLimitKey(ip)}`, ...RATE_LIMITS.navigationPerIp },
      stats: { shard: statsShard(deps) },
    });
    return { ok: true };
  };
}
