import { z } from 'zod';
import { deletionConfirmation } from '../personal-data';
import { MESSAGES } from '../../kernel/messages';
import { SITE_OWNER_SKIN, UNDO_DELETION_MS } from '../../kernel/constants';
import type { Caller } from '../../kernel/types';
import type { SkinDoc } from '../../skins';
import { FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';
import { accountEmails, consumeLimits } from '../../handlers/request-context';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse } from '../../kernel/commands/refusals';
import type { DeleteMyAccountResult } from '../personal-data';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable, type CallableDeps } from '../../handlers/define-callable';

const schema = z.strictObject({
  confirmacao: text(FORM_TEXT_MAX_LENGTH, MESSAGES.accountConfirmationMismatch, MESSAGES.accountConfirmationMismatch),
});

/** Refusals decided before anything is written: a wrong confirmation, the site's own skin, the last owner. */
async function checkDeletable(deps: HandlerDeps, caller: Caller, skins: readonly SkinDoc[], confirmacao: string): Promise<void> {
  if (confirmacao.trim().toLowerCase() !== deletionConfirmation(skins).toLowerCase()) {
    refuse('failed-precondition', MESSAGES.accountConfirmationMismatch);
  }
  if (skins.some((s) => s.username === SITE_OWNER_SKIN)) refuse('failed-precondition', MESSAGES.siteSkinAccountUndeletable);
  if (caller.admin && !(await deps.accounts.ownerUids()).some((uid) => uid !== caller.uid)) {
    refuse('failed-precondition', MESSAGES.lastOwnerUndeletable);
  }
}

/**
 * Whether the account is blocked; if so, its block is (again) recorded under its Google identity
 * before the Firebase account goes, so the same person signing in again is still refused (a block
 * made before that record existed gets it here), and the deletion keeps the skins the moderation hid.
 */
async function keepBlock(deps: HandlerDeps, uid: string): Promise<boolean> {
  if (!(await deps.store.getUser(uid))?.bloqueado) return false;
  await deps.store.setAccountBlocked({ uid, bloqueado: true, at: deps.now(), identityKey: await deps.accounts.identityKey(uid) });
  return true;
}

/** A blocked account's deletion, final at once as it always was: it could never sign in again to undo it. */
async function deleteBlockedAccount(deps: CallableDeps, caller: Caller, skins: readonly SkinDoc[], emails: string[]) {
  for (const skin of skins) if (!skin.oculta) await deps.images.deleteAll(caller.uid, skin.id_skins);
  await deps.store.deleteAccount({
    uid: caller.uid,
    emails,
    key: `conta-excluida-${deps.newId()}`,
    limitKeys: (found) => deps.accountLimitKeys(caller.uid, found),
    keepHiddenSkins: true,
  });
  await deps.accounts.deleteAccount(caller.uid);
}

const DELETIONS = {
  perUser: rateLimit('deleteAccountPerUser', 'delete-account:{uid}'),
  perIp: rateLimit('deleteAccountPerIp', 'delete-account-ip:{ip}'),
};

/**
 * **Excluir minha conta**: everything public of the account is hidden at once and Desfazer stays open
 * for UNDO_DELETION_MS (signing in again with the same Google account); the sweeper then deletes the
 * account and everything about it, its words in others' conversations anonymised, its images after its
 * documents, and its sign-in account last (sweep-deletions.ts).
 */
export const deleteMyAccount = defineCallable({
  name: 'deleteMyAccount',
  payload: schema,
  who: 'signed-in',
  appCheck: 'limited-use',
  // A person's right over their own data holds for a blocked account too.
  serves: ['blocked'],
  limits: [DELETIONS.perUser, DELETIONS.perIp],
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<DeleteMyAccountResult> => {
      const { confirmacao } = data;
      const skins = await deps.store.listSkins(caller.uid);
      await checkDeletable(deps, caller, skins, confirmacao);
      // Taken before the deletion, the heavy part: one account may retry a deletion cut short, a script may not loop.
      await consumeLimits(
        deps,
        [limitOn(DELETIONS.perUser, { uid: caller.uid }), ...ipLimitsOn(DELETIONS.perIp, ip, {})],
        MESSAGES.accountDeleteRateLimited,
      );
      // Read now: the sweep comes after the sign-in account is no longer asked anything but its deletion.
      const emails = await accountEmails(deps, caller.uid);
      if (await keepBlock(deps, caller.uid)) {
        await deleteBlockedAccount(deps, caller, skins, emails);
        return { deleted: true };
      }
      const at = deps.now();
      const until = at + UNDO_DELETION_MS;
      const outcome = await deps.store.markAccountDeleted(
        { uid: caller.uid, emails, key: `conta-excluida-${deps.newId()}` },
        { by: caller.uid, at, until },
      );
      if (outcome.status !== 'marked') refuse('failed-precondition', MESSAGES.accountBeingDeleted);
      return { deleted: true, undo: { id: outcome.id, until } };
    },
});
