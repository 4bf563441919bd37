import { z } from 'zod';
import { DEFAULT_AVATAR, DomainError, LIMITS, MESSAGES, RATE_LIMITS, THEMES, validateNewSkin } from '..';
import { FORM_TEXT_MAX_LENGTH, invalid, parsePayload, text } from './schemas';
import { requireCaller } from './request-context';
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
    // The site's own names (`lab`, ...) are an owner's to take: the contact inbox is found by name.
    const refusal = validateNewSkin({ ...payload, admin: caller.admin });
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
      // One account must not be able to reserve name after name; owners curate the site and are exempt.
      ...(caller.admin
        ? {}
        : {
            maxSkins: LIMITS.skinsPerAccount,
            rateLimit: { key: `create-skin:${caller.uid}`, ...RATE_LIMITS.createSkinPerUser },
          }),
    });
    switch (outcome.status) {
      case 'created':
        return outcome.skin;
      case 'username-taken':
        throw new DomainError('already-exists', MESSAGES.skinNameTaken);
      case 'skin-limit':
        throw new DomainError('resource-exhausted', MESSAGES.skinLimitReached);
      case 'rate-limited':
        throw new DomainError('resource-exhausted', MESSAGES.skinRateLimited);
    }
  };
}
