import { z } from 'zod';
import { DEFAULT_AVATAR, DomainError, MESSAGES, THEMES, validateNewSkin } from '..';
import { FORM_TEXT_MAX_LENGTH, invalid, parsePayload, requireCaller, text } from './schemas';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({
  username: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNameInvalid, MESSAGES.skinNameRequired),
  theme: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinThemeInvalid, MESSAGES.skinThemeRequired),
});

const themes: ReadonlySet<string> = new Set(THEMES);

export function createSkin(deps: HandlerDeps): Handler<'createSkin'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const payload = parsePayload(schema, data);
    const refusal = validateNewSkin(payload);
    if (refusal) throw invalid(refusal);
    const theme = payload.theme.trim();
    if (!themes.has(theme)) throw invalid(MESSAGES.skinThemeInvalid);

    const outcome = await deps.store.createSkin({
      uid: caller.uid,
      skinId: deps.newId(),
      username: payload.username.trim(),
      theme,
      iconSkin: DEFAULT_AVATAR,
      at: deps.now(),
    });
    if (outcome.status === 'username-taken') throw new DomainError('already-exists', MESSAGES.skinNameTaken);
    return outcome.skin;
  };
}
