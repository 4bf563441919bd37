import { z } from 'zod';
import { LIMITS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { MESSAGES } from '../../kernel/messages';
import { originHost } from '../visit-origin';
import { skinNameOfPath } from '../skin-visits';
import { isWellFormed, navigationHash } from '../../kernel/commands/schemas';
import { statsShard } from '../../handlers/request-context';
import { ipLimitsOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

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

export interface LogNavigationResult {
  ok: true;
}

const VIEWS = {
  visitsPerClient: rateLimit('skinVisitsPerClient', 'skin-visit-ip:{ip}@{skin}'),
  perIp: rateLimit('navigationPerIp', 'nav-ip:{ip}'),
};

/**
 * Appends a page view to the session's log, and counts it for the site and for the skin it is a page
 * of. A hash is whatever the client says, so records are capped per hash and per IP per hour; beyond
 * that the call still succeeds and records nothing, as logging must never break a visitor's page. For
 * the same reason a client counts a few visits per skin, whatever sessions it makes up.
 */
export const logNavigation = defineCallable({
  name: 'logNavigation',
  payload: schema,
  who: 'anyone',
  appCheck: 'none',
  limits: [VIEWS.visitsPerClient, VIEWS.perIp],
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<LogNavigationResult> => {
      const { navegacaoHash, path, origem } = data;
      const at = deps.now();
      const shard = statsShard(deps);
      const skin = skinNameOfPath(path);
      const visitLimits = skin === null ? [] : ipLimitsOn(VIEWS.visitsPerClient, ip, { skin });
      await deps.store.appendNavigation({
        uid: caller?.uid ?? null,
        hash: navegacaoHash,
        record: { path, timestamp: at },
        at,
        max: LIMITS.navigationRecordsMax,
        perHash: RATE_LIMITS.navigationPerHash,
        rateLimits: ipLimitsOn(VIEWS.perIp, ip, {}),
        stats: { shard },
        // Owners are not counted on a creator's skin, as they are not in the access log.
        ...(caller?.admin ? {} : { skinStats: { shard, origem: originHost(origem), visitLimits } }),
      });
      return { ok: true };
    },
});
