/**
 * "Enviar teste": a `ping` event queued on the skin's webhook, delivered like any other (signed,
 * retried, listed), so she sees her receiver work before a lead arrives.
 */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { consumeLimits } from '../../handlers/request-context';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';
import { refuse } from '../../kernel/commands/refusals';
import { queueWebhookEvent } from '../webhook-queue';
import { webhookSkin, webhookSkinName } from './webhook-skin';

const TESTS = rateLimit('webhookTestsPerUser', 'webhook-test:{uid}');

export interface SendTestWebhookResult {
  /** The event's id: its Webhook-Id header. */
  id: string;
}

export const sendTestWebhook = defineCallable({
  name: 'sendTestWebhook',
  payload: z.strictObject({ skin: webhookSkinName }),
  who: 'signed-in',
  appCheck: 'required',
  limits: [TESTS],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<SendTestWebhookResult> => {
      const skin = await webhookSkin(deps, caller, data.skin);
      if (!(await deps.store.webhookOf(skin.chave))) refuse('failed-precondition', MESSAGES.webhookNotConfigured);
      await consumeLimits(deps, [limitOn(TESTS, { uid: caller.uid })], MESSAGES.webhookTestRateLimited);
      const at = deps.now();
      const event = {
        id: `evt_${deps.newId()}`,
        type: 'ping' as const,
        created: new Date(at).toISOString(),
        data: { skin: skin.username, mensagem: 'Teste do webhook: se você recebeu isto, está tudo certo.' },
      };
      const outcome = await queueWebhookEvent(deps, skin.username, event);
      if (outcome.status === 'rate-limited') refuse('resource-exhausted', MESSAGES.webhookTestRateLimited);
      if (outcome.status === 'no-webhook') refuse('failed-precondition', MESSAGES.webhookNotConfigured);
      return { id: event.id };
    },
});
