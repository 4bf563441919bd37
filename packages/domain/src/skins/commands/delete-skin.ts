import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { UNDO_DELETION_MS } from '../../kernel/constants';
import { editableSkin, skinName } from './skin-access';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { MarkSkinDeletedOutcome } from '../../deletions';
import type { UndoTicket } from '../../deletions';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({ skin: skinName });

const REFUSALS: Refusals<Exclude<MarkSkinDeletedOutcome['status'], 'marked'>> = {
  'last-skin': ['failed-precondition', MESSAGES.lastSkinUndeletable],
  'skin-not-found': ['not-found', MESSAGES.skinNotFound],
};

export interface DeleteSkinResult {
  deleted: true;
  undo: UndoTicket;
}

/**
 * Hides the skin at once (no list, no public page shows it) and leaves Desfazer open for
 * UNDO_DELETION_MS; the sweeper (sweep-deletions.ts) then deletes its tree, its name and, last, its images.
 */
export const deleteSkin = defineCallable({
  name: 'deleteSkin',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<DeleteSkinResult> => {
      const { skin } = data;
      const location = await editableSkin(deps, caller, skin);
      const at = deps.now();
      const until = at + UNDO_DELETION_MS;
      // The Store refuses a user's last skin in the same transaction that hides it: a refusal writes nothing.
      const outcome = await deps.store.markSkinDeleted(
        { uid: location.uid, skinId: location.skinId },
        { by: caller.uid, at, until },
      );
      if (outcome.status !== 'marked') refuse(...REFUSALS[outcome.status]);
      return { deleted: true, undo: { id: outcome.id, until } };
    },
});
