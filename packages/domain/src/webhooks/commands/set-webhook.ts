/**
 * A creator points her skin's webhook at an address (setWebhook) or takes it away (removeWebhook).
 * The address is checked before anything is read or counted; the skin must be hers; the secret is
 * made on the first save or when she asks for a new one, and only then returned (readWebhook shows
 * it again to her alone).
 */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { consumeLimits } from '../../handlers/request-context';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';
import { refuse } from '../../kernel/commands/refusals';
import { text } from '../../kernel/commands/schemas';
import type { HandlerDeps } from '../../handlers/handler-types';
import { newWebhookSecret } from '../signing';
import { checkWebhookUrl, PRODUCTION_POLICY, WEBHOOK_URL_MAX_LENGTH } from '../url-guard';
import { webhookSkin, webhookSkinName } from './webhook-skin';

export const WEBHOOK_CONFIG = rateLimit('webhookConfigPerUser', 'webhook-config:{uid}');

export interface SetWebhookResult {
  url: string;
  /** The new secret, when this call made one (first save, or `novoSegredo`); null otherwise. */
  segredo: string | null;
}

export interface RemoveWebhookResult {
  removed: boolean;
}

// Room for spaces around the longest address; its length is checked on the trimmed text.
const setSchema = z.strictObject({
  skin: webhookSkinName,
  url: text(WEBHOOK_URL_MAX_LENGTH + 40, MESSAGES.webhookUrlTooLong, MESSAGES.webhookUrlInvalid),
  novoSegredo: z.boolean({ error: MESSAGES.invalidPayload }).optional(),
});

export function webhookPolicyOf(deps: HandlerDeps) {
  return deps.webhookNetwork ?? PRODUCTION_POLICY;
}

export const setWebhook = defineCallable({
  name: 'setWebhook',
  payload: setSchema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [WEBHOOK_CONFIG],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<SetWebhookResult> => {
      const checked = checkWebhookUrl(data.url, webhookPolicyOf(deps));
      if (!checked.ok) refuse('invalid-argument', checked.problem);
      const skin = await webhookSkin(deps, caller, data.skin);
      await consumeLimits(deps, [limitOn(WEBHOOK_CONFIG, { uid: caller.uid })], MESSAGES.webhookRateLimited);
      const existing = await deps.store.webhookOf(skin.chave);
      const segredo = !existing || data.novoSegredo === true ? newWebhookSecret() : null;
      await deps.store.saveWebhook({
        chave: skin.chave,
        uid: skin.uid,
        skinId: skin.skinId,
        url: checked.url,
        segredo,
        at: deps.now(),
      });
      return { url: checked.url, segredo };
    },
});

export const removeWebhook = defineCallable({
  name: 'removeWebhook',
  payload: z.strictObject({ skin: webhookSkinName }),
  who: 'signed-in',
  appCheck: 'required',
  limits: [WEBHOOK_CONFIG],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<RemoveWebhookResult> => {
      const skin = await webhookSkin(deps, caller, data.skin);
      await consumeLimits(deps, [limitOn(WEBHOOK_CONFIG, { uid: caller.uid })], MESSAGES.webhookRateLimited);
      return { removed: await deps.store.removeWebhook(skin.chave) };
    },
});
