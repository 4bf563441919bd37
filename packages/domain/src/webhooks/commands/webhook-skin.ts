/**
 * Whose webhook a caller may see or change: her own skin's, and for the site's owners the site's own
 * inbox (`lab`) too. Unlike the studio, an owner may not touch another creator's webhook: it would
 * send that creator's leads to an address of the owner's choosing.
 */
import { SITE_OWNER_SKIN } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { isValidSkinName } from '../../kernel/validation';
import type { Caller } from '../../kernel/types';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse } from '../../kernel/commands/refusals';
import { FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';
import { webhookKey } from '../webhook-events';

export const webhookSkinName = text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNotFound, MESSAGES.skinNotFound);

export interface WebhookSkin {
  chave: string;
  uid: string;
  skinId: string;
  username: string;
}

/** The same refusal for a skin that does not exist and one that is not the caller's. */
export async function webhookSkin(deps: HandlerDeps, caller: Caller, name: string): Promise<WebhookSkin> {
  const trimmed = name.trim();
  const found = isValidSkinName(trimmed) ? await deps.store.findSkin(trimmed) : null;
  const mine = found !== null && (found.uid === caller.uid || (caller.admin && found.skin.username === SITE_OWNER_SKIN));
  if (!found || !mine) refuse('not-found', MESSAGES.skinNotFound);
  return { chave: webhookKey(found.uid, found.skinId), uid: found.uid, skinId: found.skinId, username: found.skin.username };
}
