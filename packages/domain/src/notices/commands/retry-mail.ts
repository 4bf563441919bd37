import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { documentId } from '../../kernel/commands/schemas';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { RetryMailOutcome } from '../store/mail-port';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({ mailId: documentId });

/** An owner asks the Trigger Email extension to send a failed e-mail again. */
const REFUSALS: Refusals<Exclude<RetryMailOutcome, 'retried'>> = {
  'not-found': ['not-found', MESSAGES.mailNotFound],
  'not-failed': ['failed-precondition', MESSAGES.mailNotFailed],
};

export interface RetryMailResult {
  retried: true;
}

export const retryMail = defineCallable({
  name: 'retryMail',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<RetryMailResult> => {
      const { mailId } = data;
      if (!caller.admin) refuse('permission-denied', MESSAGES.permissionDenied);
      const outcome = await deps.store.retryMail(mailId);
      if (outcome !== 'retried') refuse(...REFUSALS[outcome]);
      return { retried: true };
    },
});
