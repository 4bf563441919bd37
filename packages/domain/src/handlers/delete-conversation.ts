import { z } from 'zod';
import { DomainError, MESSAGES } from '..';
import { documentId, parsePayload, requireCaller } from './schemas';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({ contactId: documentId, conversationId: documentId });

export function deleteConversation(deps: HandlerDeps): Handler<'deleteConversation'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const { contactId, conversationId } = parsePayload(schema, data);
    const left = await deps.store.inspectConversation(contactId, conversationId);

    if (left.contact && !caller.admin && !(left.contact.uids ?? []).includes(caller.uid)) {
      throw new DomainError('permission-denied', MESSAGES.permissionDenied);
    }
    // A retry after a partial failure still finds messages, the conversation or an orphaned contact.
    const orphanedContact = left.contact !== null && !left.hasOtherConversations;
    if (!left.conversation && !left.hasMessages && !orphanedContact) {
      throw new DomainError('not-found', MESSAGES.conversationNotFound);
    }
    // Without the contact nobody can be shown to be a participant: only owners clean such leftovers.
    if (!left.contact && !caller.admin) throw new DomainError('permission-denied', MESSAGES.permissionDenied);

    const outcome = await deps.store.deleteConversation(contactId, conversationId);
    return { deletedMessages: outcome.deletedMessages, contactDeleted: outcome.contactDeleted };
  };
}
