import { useCallback, useState } from 'react';
import type { DeleteConversationResult } from '@lab/domain';
import { useBackend } from '../../../shared/backend/context';

export type DeletionStatus = 'deleting' | 'failed';

export interface ConversationDeletion {
  /** Resolves with the outcome, or null when the deletion failed (the row then shows why). */
  remove(conversationId: string): Promise<DeleteConversationResult | null>;
  statusOf(conversationId: string): DeletionStatus | undefined;
}

/** deleteConversation: its messages, the conversation, and the contact when it was the last one. */
export function useDeleteConversation(contactId: string): ConversationDeletion {
  const backend = useBackend();
  const [statuses, setStatuses] = useState<Record<string, DeletionStatus>>({});

  const setStatus = (conversationId: string, status: DeletionStatus | null) =>
    setStatuses((current) => {
      const next = { ...current };
      if (status === null) delete next[conversationId];
      else next[conversationId] = status;
      return next;
    });

  const remove = useCallback(
    async (conversationId: string) => {
      setStatus(conversationId, 'deleting');
      try {
        const result = await backend.call('deleteConversation', { contactId, conversationId });
        setStatus(conversationId, null);
        return result;
      } catch (error) {
        console.error('Erro ao deletar a conversa e seus chats:', error);
        setStatus(conversationId, 'failed');
        return null;
      }
    },
    [backend, contactId],
  );

  return { remove, statusOf: (conversationId) => statuses[conversationId] };
}
