import { z } from 'zod';
import { deletionConfirmation, DomainError, MESSAGES, RATE_LIMITS, SITE_OWNER_SKIN, type Caller, type SkinDoc } from '..';
import { accountLimitKeys } from './account-limit-keys';
import { FORM_TEXT_MAX_LENGTH, parsePayload, text } from './schemas';
import { accountEmails, consumeLimits, ipLimits, requireCaller } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({
  confirmacao: text(FORM_TEXT_MAX_LENGTH, MESSAGES.accountConfirmationMismatch, MESSAGES.accountConfirmationMismatch),
});

/** Refusals decided before anything is written: a wrong confirmation, the site's own skin, the last owner. */
async function checkDeletable(deps: HandlerDeps, caller: Caller, skins: readonly SkinDoc[], confirmacao: string): Promise<void> {
  if (confirmacao.trim().toLowerCase() !== deletionConfirmation(skins).toLowerCase()) {
    throw new DomainError('failed-precondition', MESSAGES.accountConfirmationMismatch);
  }
  if (skins.some((s) => s.username === SITE_OWNER_SKIN))
    throw new DomainError('failed-precondition', MESSAGES.siteSkinAccountUndeletable);
  if (caller.admin && !(await deps.accounts.ownerUids()).some((uid) => uid !== caller.uid)) {
    throw new DomainError('failed-precondition', MESSAGES.lastOwnerUndeletable);
  }
}

/** **Excluir minha conta**: the account and everything about it, its words in others' conversations anonymised. */
export function deleteMyAccount(deps: HandlerDeps): Handler<'deleteMyAccount'> {
  return async ({ caller: maybeCaller, ip, data }) => {
    const caller = requireCaller(maybeCaller);
    const { confirmacao } = parsePayload(schema, data);
    const skins = await deps.store.listSkins(caller.uid);
    await checkDeletable(deps, caller, skins, confirmacao);
    // Taken before the deletion, the heavy part: one account may retry a deletion cut short, a script may not loop.
    await consumeLimits(
      deps,
      [
        { key: `delete-account:${caller.uid}`, ...RATE_LIMITS.deleteAccountPerUser },
        ...ipLimits(ip, (client) => `delete-account-ip:${client}`, RATE_LIMITS.deleteAccountPerIp),
      ],
      MESSAGES.accountDeleteRateLimited,
    );
    for (const skin of skins) await deps.images.deleteAll(caller.uid, skin.id_skins);
    const emails = await accountEmails(deps, caller.uid);
    await deps.store.deleteAccount({
      uid: caller.uid,
      emails,
      key: `conta-excluida-${deps.newId()}`,
      limitKeys: (found) => accountLimitKeys(caller.uid, found),
    });
    await deps.accounts.deleteAccount(caller.uid);
    return { deleted: true };
  };
}
