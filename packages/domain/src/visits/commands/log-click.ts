import { z } from 'zod';
import { documentId } from '../../kernel/commands/schemas';
import { skinName } from '../../skins';
import { statsShard } from '../../handlers/request-context';
import { ipLimitsOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  skin: skinName,
  /** The card (or gallery container) whose outgoing action was taken. */
  id: documentId,
});

export interface LogClickResult {
  ok: true;
}

const CLICKS = {
  perIp: rateLimit('clicksPerIp', 'click-ip:{ip}'),
  perClient: rateLimit('skinClicksPerClient', 'click-ip:{ip}@{skin}'),
};

/**
 * Counts one click on an outgoing action of a skin's page in that skin's day, for its VISITAS. Sent
 * by the page's beacon (the `/__clique` function) or, signed in, as a callable; either way anyone may
 * send anything, so the id must be the skin's, a client counts a few clicks, and beyond that the call
 * still succeeds and counts nothing: counting must never break a visitor's page.
 */
export const logClick = defineCallable({
  name: 'logClick',
  payload: schema,
  who: 'anyone',
  appCheck: 'none',
  limits: [CLICKS.perIp, CLICKS.perClient],
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<LogClickResult> => {
      const skin = data.skin.toLowerCase();
      await deps.store.recordClick({
        skin,
        id: data.id,
        uid: caller?.uid ?? null,
        at: deps.now(),
        shard: statsShard(deps),
        rateLimits: [...ipLimitsOn(CLICKS.perIp, ip, {}), ...ipLimitsOn(CLICKS.perClient, ip, { skin })],
      });
      return { ok: true };
    },
});
