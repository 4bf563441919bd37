/**
 * INTEGRAÇÕES reads a skin's webhook through this callable, not a live read: the configuration holds
 * the secret, so its document stays server-only and the secret is shown to the skin's owner alone.
 * The screen calls it again every few seconds while open, which its own limit allows.
 */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { consumeLimits } from '../../handlers/request-context';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';
import { deliveryRow, RECENT_DELIVERIES, type DeliveryRow } from '../webhook-events';
import { webhookSkin, webhookSkinName } from './webhook-skin';

const READS = rateLimit('webhookReadsPerUser', 'webhook-read:{uid}');

export interface ReadWebhookResult {
  /** Null: the skin has no webhook. */
  url: string | null;
  segredo: string | null;
  entregas: DeliveryRow[];
}

export const readWebhook = defineCallable({
  name: 'readWebhook',
  payload: z.strictObject({ skin: webhookSkinName }),
  who: 'signed-in',
  appCheck: 'required',
  limits: [READS],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<ReadWebhookResult> => {
      const skin = await webhookSkin(deps, caller, data.skin);
      await consumeLimits(deps, [limitOn(READS, { uid: caller.uid })], MESSAGES.webhookReadRateLimited);
      const [webhook, entregas] = await Promise.all([
        deps.store.webhookOf(skin.chave),
        deps.store.recentDeliveries(skin.chave, RECENT_DELIVERIES),
      ]);
      return { url: webhook?.url ?? null, segredo: webhook?.segredo ?? null, entregas: entregas.map(deliveryRow) };
    },
});
