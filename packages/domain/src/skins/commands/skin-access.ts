/** Who may change a skin: its own user, or an owner. Shared by the studio's three callables. */
import { isValidSkinName } from '../../kernel/validation';
import { MESSAGES } from '../../kernel/messages';
import type { Caller } from '../../kernel/types';
import type { FoundSkin } from '../store/skin-port';
import { FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse } from '../../kernel/commands/refusals';

/** The skin's name as the payload gives it; its spelling is checked by `editableSkin`. */
export const skinName = text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNotFound, MESSAGES.skinNotFound);

/**
 * The skin `name` names, when the caller may change it. A skin that does not exist and one that is
 * someone else's get the same refusal, so nobody learns which names exist by trying them.
 */
export async function editableSkin(deps: HandlerDeps, caller: Caller, name: string): Promise<FoundSkin> {
  const trimmed = name.trim();
  const found = isValidSkinName(trimmed) ? await deps.store.findSkin(trimmed) : null;
  if (!found || (!caller.admin && found.uid !== caller.uid)) refuse('not-found', MESSAGES.skinNotFound);
  return found;
}
