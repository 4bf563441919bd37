import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { UNDO_DELETION_MS } from '../../kernel/constants';
import { documentId } from '../../kernel/commands/schemas';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { DeleteConversationOutcome } from '../store/conversation-port';
import type { UndoTicket } from '../../deletions';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({ contactId: documentId, conversationId: documentId });

const REFUSALS: Refusals<Exclude<DeleteConversationOutcome['status'], 'deleted'>> = {
  busy: ['aborted', MESSAGES.conversationBusy],
};

export interface DeleteConversationResult {
  deletedMessages: number;
  contactDeleted: boolean;
  /** Desfazer, while the conversation is only hidden; null when leftovers of an older deletion were cleaned. */
  undo: UndoTicket | null;
}

/**
 * Hides the conversation for both sides at once and leaves Desfazer open for UNDO_DELETION_MS; the
 * sweeper then runs the spec's cascade (its messages, and the contact when it was the last one).
 */
export const deleteConversation = defineCallable({
  name: 'deleteConversation',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<DeleteConversationResult> => {
      const { contactId, conversationId } = data;
      const left = await deps.store.inspectConversation(contactId, conversationId);

      // Only a participant of an existing contact (or an owner) learns anything more: a stranger gets
      // the same answer whether the contact exists or not. Without the contact nobody can be shown to
      // be a participant, so only owners clean such leftovers.
      const participant = left.contact !== null && (left.contact.uids ?? []).includes(caller.uid);
      if (!caller.admin && !participant) refuse('permission-denied', MESSAGES.permissionDenied);
      // Leftovers of a deletion cut short before deletions could be undone: messages or an orphaned contact.
      const orphanedContact = left.contact !== null && !left.hasOtherConversations;
      if (!left.conversation && !left.hasMessages && !orphanedContact) {
        refuse('not-found', MESSAGES.conversationNotFound);
      }

      if (left.conversation) {
        const at = deps.now();
        const until = at + UNDO_DELETION_MS;
        const marked = await deps.store.markConversationDeleted(contactId, conversationId, { by: caller.uid, at, until });
        if (marked.status === 'not-found') refuse('not-found', MESSAGES.conversationNotFound);
        return { deletedMessages: 0, contactDeleted: marked.contactDeleted, undo: { id: marked.id, until } };
      }

      const outcome = await deps.store.deleteConversation(contactId, conversationId);
      if (outcome.status === 'busy') {
        deps.logger?.warn('deleteConversation: messages kept arriving; the caller may retry', { contactId, conversationId });
        refuse(...REFUSALS.busy);
      }
      return { deletedMessages: outcome.deletedMessages, contactDeleted: outcome.contactDeleted, undo: null };
    },
});
