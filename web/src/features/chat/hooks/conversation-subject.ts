import { DEFAULT_CONVERSATION_ID, DEFAULT_SUBJECT, type ConversaDoc } from '@lab/domain/kernel';

/**
 * The conversation's subject. A link from inside the app brings it along (`linked`), so the heading
 * shows at once; a chat opened by its address (a reload, a shared link) takes it from the
 * conversation, live like the rest of the screen. `principal` is always PRINCIPAL. Null while
 * unknown, or when there is no such conversation.
 */
export function conversationSubject(
  conversation: ConversaDoc | null | undefined,
  conversationId: string,
  linked: string | null,
): string | null {
  if (linked !== null) return linked;
  if (conversationId === DEFAULT_CONVERSATION_ID) return DEFAULT_SUBJECT;
  return conversation?.assunto ?? null;
}
