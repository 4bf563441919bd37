import { z } from 'zod';
import { LIMITS, RATE_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { originHost } from '../visit-origin';
import { skinNameOfPath } from '../skin-visits';
import { isWellFormed, navigationHash, parsePayload } from './schemas';
import { ipLimits, statsShard } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({
  navegacaoHash: navigationHash,
  path: z
    .string({ error: MESSAGES.invalidPath })
    .max(LIMITS.pathMaxLength, MESSAGES.invalidPath)
    .refine((path) => path.startsWith('/') && isWellFormed(path), MESSAGES.invalidPath),
  // The referring site's host, sent with a session's first page. Checked by originHost, never by the
  // schema: a bad one is dropped, as logging must never break a visitor's page.
  origem: z.unknown().optional(),
});

/**
 * Appends a page view to the session's log, and counts it for the site and for the skin it is a page
 * of. A hash is whatever the client says, so records are capped per hash and per IP per hour; beyond
 * that the call still succeeds and records nothing, as logging must never break a visitor's page. For
 * the same reason a client counts a few visits per skin, whatever sessions it makes up.
 */
export function logNavigation(deps: HandlerDeps): Handler<'logNavigation'> {
  return async ({ caller, ip, data }) => {
    const { navegacaoHash, path, origem } = parsePayload(schema, data);
    const at = deps.now();
    const shard = statsShard(deps);
    const skin = skinNameOfPath(path);
    const visitLimits =
      skin === null ? [] : ipLimits(ip, (client) => `skin-visit-ip:${client}@${skin}`, RATE_LIMITS.skinVisitsPerClient);
    await deps.store.appendNavigation({
      uid: caller?.uid ?? null,
      hash: navegacaoHash,
      record: { path, timestamp: at },
      at,
      max: LIMITS.navigationRecordsMax,
      perHash: RATE_LIMITS.navigationPerHash,
      rateLimits: ipLimits(ip, (client) => `nav-ip:${client}`, RATE_LIMITS.navigationPerIp),
      stats: { shard },
      // Owners are not counted on a creator's skin, as they are not in the access log.
      ...(caller?.admin ? {} : { skinStats: { shard, origem: originHost(origem), visitLimits } }),
    });
    return { ok: true };
  };
}
