import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { deletionIds } from '../deletions';
import { documentId } from '../../kernel/commands/schemas';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { UndoDeletionOutcome } from '../store/deletion-port';
import type { UndoDeletionResult } from '../deletions';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({ id: documentId });

const REFUSALS: Refusals<Exclude<UndoDeletionOutcome['status'], 'restored'>> = {
  'not-found': ['not-found', MESSAGES.deletionNotFound],
  expired: ['failed-precondition', MESSAGES.undoExpired],
  'name-taken': ['failed-precondition', MESSAGES.undoNameTaken],
};

/** Desfazer of one account. */
const UNDOS = rateLimit('undoDeletionPerUser', 'undo:{uid}');

/**
 * Desfazer: brings a deleted skin or conversation back exactly as it was, within UNDO_DELETION_MS.
 * Only whoever deleted it, or an owner; anyone else gets the answer an absent deletion gets.
 */
export const undoDeletion = defineCallable({
  name: 'undoDeletion',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  serves: ['deleting'],
  limits: [UNDOS],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<UndoDeletionResult> => {
      const { id } = data;
      const at = deps.now();
      const limit = limitOn(UNDOS, { uid: caller.uid });
      // Checked before any read of the deletion, counted only when something came back: a refusal writes nothing.
      if (!caller.admin && !(await deps.store.hasRoom(limit, at))) refuse('resource-exhausted', MESSAGES.undoRateLimited);
      // An account being deleted may bring back only itself: a skin of its restored now would be public.
      const own = deletionIds.conta(caller.uid);
      if (id !== own && (await deps.store.getDeletion(own))) refuse('failed-precondition', MESSAGES.accountBeingDeleted);
      const record = await deps.store.getDeletion(id);
      if (!record || (!caller.admin && record.por !== caller.uid)) refuse(...REFUSALS['not-found']);
      if (at > record.desfazerAte || record.documentosRemovidos) refuse(...REFUSALS.expired);

      const outcome = await deps.store.undoDeletion(id, at);
      if (outcome.status !== 'restored') refuse(...REFUSALS[outcome.status]);
      if (!caller.admin) await deps.store.consumeRateLimit(limit, at);
      return { restored: outcome.tipo };
    },
});
