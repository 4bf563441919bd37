import { z } from 'zod';
import { MESSAGES } from '../messages';
import { RATE_LIMITS } from '../constants';
import { deletionIds } from '../deletions';
import { documentId, parsePayload } from './schemas';
import { requireCaller } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';
import { refuse, type Refusals } from './refusals';
import type { UndoDeletionOutcome } from '../store/store';

const schema = z.strictObject({ id: documentId });

const REFUSALS: Refusals<Exclude<UndoDeletionOutcome['status'], 'restored'>> = {
  'not-found': ['not-found', MESSAGES.deletionNotFound],
  expired: ['failed-precondition', MESSAGES.undoExpired],
  'name-taken': ['failed-precondition', MESSAGES.undoNameTaken],
};

/**
 * Desfazer: brings a deleted skin or conversation back exactly as it was, within UNDO_DELETION_MS.
 * Only whoever deleted it, or an owner; anyone else gets the answer an absent deletion gets.
 */
export function undoDeletion(deps: HandlerDeps): Handler<'undoDeletion'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const { id } = parsePayload(schema, data);
    const at = deps.now();
    const limit = { key: `undo:${caller.uid}`, ...RATE_LIMITS.undoDeletionPerUser };
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
  };
}
