import { z } from 'zod';
import { DEFAULT_AVATAR, DEFAULT_THEME, defaultSkinName, type UserDoc } from '..';
import type { BootstrapOutcome } from '../store/store';
import { parsePayload, requireCaller } from './schemas';
import type { Handler, HandlerDeps } from './handler-types';

/** Default names are drawn from 10,000; a few draws make a clash with taken ones vanishingly rare. */
const DEFAULT_NAME_ATTEMPTS = 8;

// httpsCallable sends null when called without data.
const schema = z.preprocess((data) => data ?? {}, z.strictObject({}));

export function bootstrapSession(deps: HandlerDeps): Handler<'bootstrapSession'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    parsePayload(schema, data);
    const at = deps.now();
    const newUser: UserDoc = {
      idGoogle: caller.uid,
      nomeGoogle: caller.givenName,
      nomeCompletoGoogle: caller.name,
      emailGoogle: caller.email,
      picGoogle: caller.picture || DEFAULT_AVATAR,
      data: at,
      isAdmin: false,
    };

    let outcome: BootstrapOutcome = { status: 'username-taken' };
    for (let attempt = 0; attempt < DEFAULT_NAME_ATTEMPTS && outcome.status !== 'ok'; attempt += 1) {
      outcome = await deps.store.bootstrapUser({
        newUser,
        loginId: deps.newId(),
        at,
        defaultSkin: {
          skinId: deps.newId(),
          username: defaultSkinName(deps.random()),
          theme: DEFAULT_THEME,
          iconSkin: DEFAULT_AVATAR,
          at,
        },
      });
    }
    if (outcome.status !== 'ok') {
      // Still sign the user in; the skins manager lets them create a skin by hand.
      deps.logger?.warn('bootstrapSession: every default skin name drawn was taken', { uid: caller.uid });
      outcome = await deps.store.bootstrapUser({ newUser, loginId: deps.newId(), at, defaultSkin: null });
    }
    if (outcome.status !== 'ok') throw new Error('bootstrapUser without a default skin cannot clash');

    const only = outcome.skins.length === 1 ? outcome.skins[0] : undefined;
    return {
      user: outcome.user,
      skins: outcome.skins,
      selected: only ?? null,
      createdDefaultSkin: outcome.createdDefaultSkin !== null,
      admin: caller.admin,
    };
  };
}
