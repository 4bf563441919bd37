import { z } from 'zod';
import { DEFAULT_AVATAR, LIMITS, THEMES } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { SKIN_MODELS, type SkinModelId } from '../skin-file';
import { validateNewSkin } from '../../kernel/validation';
import { createSkinFromFile, NEW_SKINS } from './skin-from-file';
import { parseSkinFile, skinFileSchemaOf } from './skin-file-schema';
import { SKIN_MODEL_FILES } from './skin-models';
import { FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { CreateSkinOutcome } from '../store/skin-port';
import type { SkinDoc } from '../../kernel/types';
import { limitOn } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  username: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNameInvalid, MESSAGES.skinNameRequired),
  theme: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinThemeInvalid, MESSAGES.skinThemeRequired),
  modelo: z
    .enum(SKIN_MODELS.map((m) => m.id) as [SkinModelId, ...SkinModelId[]], { error: MESSAGES.skinModelUnknown })
    .optional(),
});

const themes: ReadonlySet<string> = new Set(THEMES);

const REFUSALS: Refusals<Exclude<CreateSkinOutcome['status'], 'created'>> = {
  'username-taken': ['already-exists', MESSAGES.skinNameTaken],
  'skin-limit': ['resource-exhausted', MESSAGES.skinLimitReached],
  'rate-limited': ['resource-exhausted', MESSAGES.skinRateLimited],
};

export type CreateSkinResult = SkinDoc;

export const createSkin = defineCallable({
  name: 'createSkin',
  payload: schema,
  who: 'signed-in',
  appCheck: 'limited-use',
  limits: [NEW_SKINS.perUser, NEW_SKINS.fromDocumentPerIp],
  handler: (deps) => {
    const fileSchema = skinFileSchemaOf(deps.images.ownAddresses);
    return async ({ caller, ip, data }): Promise<CreateSkinResult> => {
      const payload = data;
      // The site's own names (`lab`, ...) are an owner's to take: the contact inbox is found by name.
      const refusal = validateNewSkin({ ...payload, admin: caller.admin });
      if (refusal) refuse('invalid-argument', refusal);
      const theme = payload.theme.trim();
      if (!themes.has(theme)) refuse('invalid-argument', MESSAGES.skinThemeInvalid);
      if (payload.modelo !== undefined) {
        // A model is a skin file like any other: the same path as Importar, in the theme chosen.
        const model = SKIN_MODEL_FILES[payload.modelo];
        const file = parseSkinFile(fileSchema, { ...model, skin: { ...model.skin, tema: theme } });
        return createSkinFromFile(deps, caller, ip, { username: payload.username, file });
      }

      const outcome = await deps.store.createSkin({
        uid: caller.uid,
        skinId: deps.newId(),
        username: payload.username.trim(),
        theme,
        iconSkin: DEFAULT_AVATAR,
        at: deps.now(),
        // One account must not be able to reserve name after name; owners curate the site and are exempt.
        ...(caller.admin
          ? {}
          : {
              maxSkins: LIMITS.skinsPerAccount,
              rateLimit: limitOn(NEW_SKINS.perUser, { uid: caller.uid }),
            }),
      });
      if (outcome.status !== 'created') refuse(...REFUSALS[outcome.status]);
      return outcome.skin;
    };
  },
});
