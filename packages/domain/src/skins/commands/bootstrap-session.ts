import { z } from 'zod';
import {
  DEFAULT_AVATAR,
  DEFAULT_SKIN_LONGER_SUFFIX_LIMITS,
  DEFAULT_SKIN_SUFFIX_LIMIT,
  DEFAULT_THEME,
  LOGIN_COLLAPSE_MS,
} from '../../kernel/constants';
import { defaultSkinName } from '../../kernel/validation';
import { givenNameOf } from '../../kernel/identity';
import type { Caller, SkinDoc, UserDoc } from '../../kernel/types';
import { deletionIds } from '../../deletions';
import type { BootstrapOutcome } from '../store/skin-port';
import type { HandlerDeps } from '../../handlers/handler-types';
import type { UndoTicket } from '../../deletions';
import { defineCallable } from '../../handlers/define-callable';

/**
 * The default names drawn, in order: eight from the 10,000 four-digit names, which makes a clash
 * with taken ones rare, then a few from each longer range, so that an account reserving many
 * four-digit names cannot leave a newcomer without a default skin.
 */
const DEFAULT_NAME_DRAWS: readonly number[] = [
  ...Array<number>(8).fill(DEFAULT_SKIN_SUFFIX_LIMIT),
  ...DEFAULT_SKIN_LONGER_SUFFIX_LIMITS.flatMap((limit) => Array<number>(4).fill(limit)),
];

// httpsCallable sends null when called without data.
const schema = z.preprocess((data) => data ?? {}, z.strictObject({}));

/**
 * Signing in again is how a deleted account reaches Desfazer: while its deletion is under way the
 * session says so and nothing is written, no login recorded, no skin made.
 */
async function sessionBeingDeleted(deps: HandlerDeps, caller: Caller): Promise<BootstrapSessionResult | null> {
  const id = deletionIds.conta(caller.uid);
  const deletion = await deps.store.getDeletion(id);
  if (!deletion) return null;
  const stored = await deps.store.getUser(caller.uid);
  const { excluidaAte: _until, ...user } = stored ?? {
    idGoogle: caller.uid,
    nomeGoogle: '',
    nomeCompletoGoogle: '',
    emailGoogle: '',
    picGoogle: DEFAULT_AVATAR,
    data: deletion.em,
    isAdmin: false,
  };
  // Once its documents are gone nothing can come back: the ticket is already past its time.
  const until = deletion.documentosRemovidos ? Math.min(deletion.em, deletion.desfazerAte) : deletion.desfazerAte;
  return { user, skins: [], selected: null, createdDefaultSkin: false, admin: caller.admin, exclusao: { id, until } };
}

export interface BootstrapSessionResult {
  user: UserDoc;
  skins: SkinDoc[];
  /** The skin to select: the only one, or the default one just created; null when there are several. */
  selected: SkinDoc | null;
  createdDefaultSkin: boolean;
  admin: boolean;
  /**
   * The account is being deleted (deleteMyAccount): nothing was written, no skin is given, and the
   * page offers Desfazer (undoDeletion with this id) until `until`.
   */
  exclusao?: UndoTicket;
}

export const bootstrapSession = defineCallable({
  name: 'bootstrapSession',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  // An account being deleted learns it is, and is offered Desfazer.
  serves: ['deleting'],
  limits: [],
  handler:
    (deps) =>
    async ({ caller }): Promise<BootstrapSessionResult> => {
      // A blocked account (by its uid, or its Google identity under a new uid) never gets here:
      // createHandlers refuses it before any handler runs (blocked-accounts.ts).
      const deleting = await sessionBeingDeleted(deps, caller);
      if (deleting) return deleting;
      const at = deps.now();
      // What others will see of this person: Google's data, not the token's editable name and photo.
      const google = await deps.accounts.googleProfile(caller.uid);
      const name = (google?.name ?? '').trim();
      const newUser: UserDoc = {
        idGoogle: caller.uid,
        nomeGoogle: givenNameOf(name),
        nomeCompletoGoogle: name,
        emailGoogle: caller.emailVerified ? caller.email : '',
        picGoogle: google?.picture || DEFAULT_AVATAR,
        data: at,
        isAdmin: false,
      };

      let outcome: BootstrapOutcome = { status: 'username-taken' };
      for (const limit of DEFAULT_NAME_DRAWS) {
        outcome = await deps.store.bootstrapUser({
          newUser,
          loginId: deps.newId(),
          at,
          loginCollapseMs: LOGIN_COLLAPSE_MS,
          defaultSkin: {
            skinId: deps.newId(),
            username: defaultSkinName(deps.random(), limit),
            theme: DEFAULT_THEME,
            iconSkin: DEFAULT_AVATAR,
            at,
          },
        });
        if (outcome.status === 'ok') break;
      }
      if (outcome.status !== 'ok') {
        // Still sign the user in; the skins manager lets them create a skin by hand.
        deps.logger?.warn('bootstrapSession: every default skin name drawn was taken', { uid: caller.uid });
        outcome = await deps.store.bootstrapUser({
          newUser,
          loginId: deps.newId(),
          at,
          loginCollapseMs: LOGIN_COLLAPSE_MS,
          defaultSkin: null,
        });
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
    },
});
