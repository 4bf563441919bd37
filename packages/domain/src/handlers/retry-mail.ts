import { z } from 'zod';
import { MESSAGES } from '../messages';
import { documentId, parsePayload } from './schemas';
import { requireCaller } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';
import { refuse, type Refusals } from './refusals';
import type { RetryMailOutcome } from '../store/store';

const schema = z.strictObject({ mailId: documentId });

/** An owner asks the Trigger Email extension to send a failed e-mail again. */
const REFUSALS: Refusals<Exclude<RetryMailOutcome, 'retried'>> = {
  'not-found': ['not-found', MESSAGES.mailNotFound],
  'not-failed': ['failed-precondition', MESSAGES.mailNotFailed],
};

export function retryMail(deps: HandlerDeps): Handler<'retryMail'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const { mailId } = parsePayload(schema, data);
    if (!caller.admin) refuse('permission-denied', MESSAGES.permissionDenied);
    const outcome = await deps.store.retryMail(mailId);
    if (outcome !== 'retried') refuse(...REFUSALS[outcome]);
    return { retried: true };
  };
}
