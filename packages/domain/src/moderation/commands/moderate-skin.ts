import { z } from 'zod';
import { isValidSkinName } from '../../kernel/validation';
import { MESSAGES } from '../../kernel/messages';
import { SITE_OWNER_SKIN } from '../../kernel/constants';
import { documentId } from '../../kernel/commands/schemas';
import { skinName } from '../../skins';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { DismissReportOutcome, HideSkinOutcome, RestoreSkinOutcome } from '../store/moderation-port';
import type { FoundSkin } from '../../skins';
import type { ModerationOk } from '../moderation';
import { defineCallable } from '../../handlers/define-callable';

const moderateSchema = z.strictObject({
  skin: skinName,
  acao: z.enum(['ocultar', 'restaurar'], { error: MESSAGES.invalidPayload }),
  denuncia: documentId.optional(),
});
const dismissSchema = z.strictObject({ denuncia: documentId });

const REFUSALS: Refusals<
  Exclude<HideSkinOutcome | RestoreSkinOutcome | DismissReportOutcome, 'hidden' | 'restored' | 'dismissed'>
> = {
  'skin-not-found': ['not-found', MESSAGES.skinNotFound],
  'report-not-found': ['not-found', MESSAGES.reportNotFound],
  'not-hidden': ['failed-precondition', MESSAGES.skinNotHidden],
  'account-blocked': ['failed-precondition', MESSAGES.skinAccountBlocked],
  'too-large': ['failed-precondition', MESSAGES.pageTooLarge],
  'already-handled': ['failed-precondition', MESSAGES.reportAlreadyHandled],
};

/** The skin an owner moderates; the site's own skin is the owners' and is never hidden. */
async function moderatedSkin(deps: HandlerDeps, name: string): Promise<FoundSkin> {
  const trimmed = name.trim();
  const found = isValidSkinName(trimmed) && trimmed.toLowerCase() !== SITE_OWNER_SKIN ? await deps.store.findSkin(trimmed) : null;
  if (!found) refuse('not-found', MESSAGES.skinNotFound);
  return found;
}

/**
 * An owner hides a skin (its public snapshot withdrawn, its addresses answering 410, every open
 * report of it resolved) or restores it (republished from its tree, as the studio publishes).
 */
export const moderateSkin = defineCallable({
  name: 'moderateSkin',
  payload: moderateSchema,
  who: 'owner',
  appCheck: 'required',
  limits: [],
  handler:
    (deps) =>
    async ({ data: payload }): Promise<ModerationOk> => {
      const { uid, skinId } = await moderatedSkin(deps, payload.skin);
      const at = deps.now();
      const denuncia = payload.denuncia === undefined ? {} : { denuncia: payload.denuncia };
      const outcome =
        payload.acao === 'ocultar'
          ? await deps.store.hideSkin({ uid, skinId, por: 'denuncia', at, ...denuncia })
          : await deps.store.restoreSkin({ uid, skinId, at, ...denuncia });
      if (outcome !== 'hidden' && outcome !== 'restored') refuse(...REFUSALS[outcome]);
      return { ok: true };
    },
});

/** An owner closes a report without acting on the skin. */
export const dismissReport = defineCallable({
  name: 'dismissReport',
  payload: dismissSchema,
  who: 'owner',
  appCheck: 'required',
  limits: [],
  handler:
    (deps) =>
    async ({ data: payload }): Promise<ModerationOk> => {
      const outcome = await deps.store.dismissReport(payload.denuncia, deps.now());
      if (outcome !== 'dismissed') refuse(...REFUSALS[outcome]);
      return { ok: true };
    },
});
