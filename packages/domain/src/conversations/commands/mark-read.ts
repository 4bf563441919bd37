import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { sideOf, speakerOf } from './contact-side';
import { documentId } from '../../kernel/commands/schemas';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { MarkReadOutcome } from '../store/conversation-port';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({ contactId: documentId, conversationId: documentId });

/**
 * Opening a chat clears the unread count of the caller's side: their own for a participant, the
 * lab's for an owner (both owners read for the lab), and stamps that side's read time, which the
 * other side sees as "Visto". A stranger gets the same answer whether the
 * contact exists or not.
 */
const REFUSALS: Refusals<Exclude<MarkReadOutcome['status'], 'done'>> = {
  'conversation-not-found': ['not-found', MESSAGES.conversationNotFound],
};

export interface MarkReadResult {
  /** How many messages were unread on the caller's side. */
  cleared: number;
}

export const markRead = defineCallable({
  name: 'markRead',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<MarkReadResult> => {
      const { contactId, conversationId } = data;
      const { contact, side } = await speakerOf(deps, contactId, caller);
      const outcome = await deps.store.markRead({ contactId, conversationId, side: sideOf(side, contact), at: deps.now() });
      if (outcome.status !== 'done') refuse(...REFUSALS[outcome.status]);
      return { cleared: outcome.cleared };
    },
});
