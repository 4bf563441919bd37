import { z } from 'zod';
import { DomainError, MESSAGES } from '..';
import { documentId, parsePayload } from './schemas';
import { requireCaller } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({ mailId: documentId });

/** An owner asks the Trigger Email extension to send a failed e-mail again. */
export function retryMail(deps: HandlerDeps): Handler<'retryMail'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const { mailId } = parsePayload(schema, data);
    if (!caller.admin) throw new DomainError('permission-denied', MESSAGES.permissionDenied);
    const outcome = await deps.store.retryMail(mailId);
    if (outcome === 'not-found') throw new DomainError('not-found', MESSAGES.mailNotFound);
    if (outcome === 'not-failed') throw new DomainError('failed-precondition', MESSAGES.mailNotFailed);
    return { retried: true };
  };
}
