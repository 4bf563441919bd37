import { z } from 'zod';
import { MESSAGES } from '../messages';
import { RATE_LIMITS } from '../constants';
import { SKIN_MODELS, type SkinModelId } from '../skin-file';
import { validateNewSkinName } from '../validation';
import type { PlannedChange, RenameSkinOutcome } from '../store/store';
import { EDIT_REFUSALS } from './edit-skin';
import type { Handler, HandlerDeps } from './handler-types';
import { displayName } from './name-fields';
import { refuse, type Refusals } from './refusals';
import { requireCaller } from './request-context';
import { FORM_TEXT_MAX_LENGTH, parsePayload, text } from './schemas';
import { skinName } from './skin-access';
import { parseSkinFile, skinFileSchemaOf } from './skin-file-schema';
import { changesOf } from './skin-from-file';
import { SKIN_MODEL_FILES } from './skin-models';

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

/**
 * The skin the first sign-in made (`User4823`) becomes hers: the address she chose, the name she
 * shows and, when she picks one, a model's pages. Only her own skin (an owner gets no exception: this
 * is a person's own first minutes), answered the same whether it is absent or someone else's.
 */
export function renameSkin(deps: HandlerDeps): Handler<'renameSkin'> {
  const fileSchema = skinFileSchemaOf(deps.images.ownAddresses);
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const payload = parsePayload(schema, data);
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
      rateLimit: { key: `rename-skin:${caller.uid}`, ...RATE_LIMITS.renameSkinPerUser },
    });
    if (outcome.status === 'renamed') return outcome.skin;
    if (outcome.status === 'refused') {
      const [code, message] = EDIT_REFUSALS[outcome.reason];
      refuse(code, message);
    }
    return refuse(...REFUSALS[outcome.status]);
  };
}
