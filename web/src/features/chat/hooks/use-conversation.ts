import type { ConversaDoc } from '@lab/domain/kernel';
import { useLiveQuery } from '../../../shared/backend/use-live-query';

/**
 * The conversation's own document, live: its read times (Visto), who answers it, its subject and its
 * inbox. Read from the contact's conversations, the one read every viewer of a chat may make, so the
 * screen opens one listener for all of them. `undefined` while loading (or if it fails), null when
 * there is no such conversation yet (a `principal` the first message will start).
 */
export function useConversation(contactId: string, conversationId: string): ConversaDoc | null | undefined {
  const conversations = useLiveQuery<ConversaDoc[]>('conversa', (backend, live) => backend.watchConversations(contactId, live), [
    contactId,
  ]);
  if (conversations.status !== 'ready') return undefined;
  return conversations.data.find((c) => c.idConversa === conversationId) ?? null;
}
