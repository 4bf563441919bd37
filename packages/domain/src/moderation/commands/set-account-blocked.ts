import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { documentId } from '../../kernel/commands/schemas';
import { refuse } from '../../kernel/commands/refusals';
import type { ModerationOk } from '../moderation';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({ uid: documentId, bloqueado: z.boolean({ error: MESSAGES.invalidPayload }) });

/**
 * An owner blocks an account: the user document says so, every skin of it is hidden (`ocultaPor:
 * 'bloqueio'`), and the Auth account is disabled with its refresh tokens revoked. Unblocking undoes
 * exactly that, restoring only the skins the block hid. The block is also kept under the account's
 * Google identity (bloqueios/), which outlives the Firebase account. Owners cannot be blocked, nor can the caller
 * block themselves. The store's part runs before Auth's, and both may be run again: a failure
 * part-way is finished by the owner pressing the button again.
 */
export const setAccountBlocked = defineCallable({
  name: 'setAccountBlocked',
  payload: schema,
  who: 'owner',
  appCheck: 'required',
  limits: [],
  handler:
    (deps) =>
    async ({ caller, data: payload }): Promise<ModerationOk> => {
      if (payload.uid === caller.uid) refuse('failed-precondition', MESSAGES.blockSelfRefused);
      if (await deps.accounts.isOwner(payload.uid)) refuse('failed-precondition', MESSAGES.blockOwnerRefused);
      // Recorded under the Google identity too: the same person signing in again under a new uid
      // (their Firebase account deleted) stays blocked.
      const identityKey = await deps.accounts.identityKey(payload.uid);
      const outcome = await deps.store.setAccountBlocked({
        uid: payload.uid,
        bloqueado: payload.bloqueado,
        at: deps.now(),
        identityKey,
      });
      if (outcome.status === 'user-not-found') refuse('not-found', MESSAGES.accountNotFound);
      await deps.accounts.setDisabled(payload.uid, payload.bloqueado);
      return { ok: true };
    },
});
