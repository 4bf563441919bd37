import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { SKIN_MODELS, type SkinModelId } from '../skin-file';
import { validateNewSkinName } from '../../kernel/validation';
import type { PlannedChange, RenameSkinOutcome } from '../store/skin-port';
import { EDIT_REFUSALS } from '../../studio/commands/edit-skin';
import { displayName } from './name-fields';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import { FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';
import { skinName } from './skin-access';
import { parseSkinFile, skinFileSchemaOf } from './skin-file-schema';
import { changesOf } from './skin-from-file';
import { SKIN_MODEL_FILES } from './skin-models';
import type { RenameSkinResult } from '../names';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  skin: skinName,
  username: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNameInvalid, MESSAGES.skinNameRequired),
  nomeExibicao: displayName,
  modelo: z
    .enum(SKIN_MODELS.map((m) => m.id) as [SkinModelId, ...SkinModelId[]], { error: MESSAGES.skinModelUnknown })
    .optional(),
});

const REFUSALS: Refusals<Exclude<RenameSkinOutcome['status'], 'renamed' | 'refused'>> = {
  'skin-not-found': ['not-found', MESSAGES.skinNotFound],
  'skin-hidden': ['failed-precondition', MESSAGES.skinHidden],
  'not-default': ['failed-precondition', MESSAGES.skinRenameNotDefault],
  'username-taken': ['already-exists', MESSAGES.skinNameTaken],
  'rate-limited': ['resource-exhausted', MESSAGES.skinRenameRateLimited],
  'skin-not-empty': ['failed-precondition', MESSAGES.skinModelNeedsEmptySkin],
};

/** Renames of the first sign-in's skin by one account. */
const RENAMES = rateLimit('renameSkinPerUser', 'rename-skin:{uid}');

/**
 * The skin the first sign-in made (`User4823`) becomes hers: the address she chose, the name she
 * shows and, when she picks one, a model's pages. Only her own skin (an owner gets no exception: this
 * is a person's own first minutes), answered the same whether it is absent or someone else's.
 */
export const renameSkin = defineCallable({
  name: 'renameSkin',
  payload: schema,
  who: 'signed-in',
  appCheck: 'limited-use',
  limits: [RENAMES],
  handler: (deps) => {
    const fileSchema = skinFileSchemaOf(deps.images.ownAddresses);
    return async ({ caller, data }): Promise<RenameSkinResult> => {
      const payload = data;
      const refusal = validateNewSkinName(payload.username, caller.admin);
      if (refusal) refuse('invalid-argument', refusal);
      const found = await deps.store.findSkin(payload.skin.trim());
      if (!found || found.uid !== caller.uid) refuse('not-found', MESSAGES.skinNotFound);
      const changes: PlannedChange[] = [];
      if (payload.modelo !== undefined) {
        const file = parseSkinFile(fileSchema, SKIN_MODEL_FILES[payload.modelo]);
        changes.push({ change: { kind: 'updateSkin', theme: file.skin.tema }, newId: '' });
        changes.push(...changesOf(file, deps.newId));
      }
      const outcome = await deps.store.renameSkin({
        uid: found.uid,
        skinId: found.skinId,
        username: payload.username.trim(),
        nomeExibicao: payload.nomeExibicao,
        changes,
        at: deps.now(),
        rateLimit: limitOn(RENAMES, { uid: caller.uid }),
      });
      if (outcome.status === 'renamed') return outcome.skin;
      if (outcome.status === 'refused') {
        const [code, message] = EDIT_REFUSALS[outcome.reason];
        refuse(code, message);
      }
      return refuse(...REFUSALS[outcome.status]);
    };
  },
});
