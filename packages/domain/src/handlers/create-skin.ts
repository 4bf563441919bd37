import { z } from 'zod';
import { DEFAULT_AVATAR, LIMITS, RATE_LIMITS, THEMES } from '../constants';
import { MESSAGES } from '../messages';
import { SKIN_MODELS, type SkinModelId } from '../skin-file';
import { validateNewSkin } from '../validation';
import { createSkinFromFile } from './skin-from-file';
import { parseSkinFile, skinFileSchemaOf } from './skin-file-schema';
import { SKIN_MODEL_FILES } from './skin-models';
import { FORM_TEXT_MAX_LENGTH, parsePayload, text } from './schemas';
import { requireCaller } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';
import { refuse, type Refusals } from './refusals';
import type { CreateSkinOutcome } from '../store/store';

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

export function createSkin(deps: HandlerDeps): Handler<'createSkin'> {
  const fileSchema = skinFileSchemaOf(deps.images.ownAddresses);
  return async ({ caller: maybeCaller, ip, data }) => {
    const caller = requireCaller(maybeCaller);
    const payload = parsePayload(schema, data);
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
            rateLimit: { key: `create-skin:${caller.uid}`, ...RATE_LIMITS.createSkinPerUser },
          }),
    });
    if (outcome.status !== 'created') refuse(...REFUSALS[outcome.status]);
    return outcome.skin;
  };
}
