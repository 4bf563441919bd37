import { DEFAULT_CONVERSATION_ID, DEFAULT_SUBJECT, type ConversaDoc } from '@lab/domain';
import { useLiveQuery } from '../../../shared/backend/use-live-query';

/**
 * The conversation's subject. A link from inside the app brings it along (`linked`), so the thread
 * needs no extra read; a chat opened by its address (a reload, a shared link) reads it from the
 * contact's conversations, and follows it live like the rest of the screen. `principal` is always
 * PRINCIPAL, so it needs no read. Null while unknown, or when there is no such conversation.
 */
export function useConversationSubject(contactId: string, conversationId: string, linked: string | null): string | null {
  const principal = conversationId === DEFAULT_CONVERSATION_ID;
  const read = linked === null && !principal;
  const conversations = useLiveQuery<ConversaDoc[]>(
    'conversa',
    (backend, live) => (read ? backend.watchConversations(contactId, live) : () => undefined),
    [contactId, read],
  );
  if (linked !== null) return linked;
  if (principal) return DEFAULT_SUBJECT;
  return conversations.data?.find((c) => c.idConversa === conversationId)?.assunto ?? null;
}
