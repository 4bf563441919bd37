import type { DeleteConversationResult } from '@lab/domain/conversations';
import { useBackend } from '../../../shared/backend/context';
import { useKeyedMutation } from '../../../shared/hooks/use-mutation';

export type DeletionStatus = 'deleting' | 'failed';

export interface ConversationDeletion {
  /** Resolves with the outcome, or null when the deletion failed (the row then shows why). */
  remove: (conversationId: string) => Promise<DeleteConversationResult | null>;
  statusOf(conversationId: string): DeletionStatus | undefined;
}

/** deleteConversation: its messages, the conversation, and the contact when it was the last one. */
export function useDeleteConversation(contactId: string): ConversationDeletion {
  const backend = useBackend();
  const deletion = useKeyedMutation(
    (conversationId: string) => conversationId,
    (conversationId: string) => backend.call('deleteConversation', { contactId, conversationId }),
    { logAs: 'Erro ao deletar a conversa e seus chats:' },
  );
  return {
    remove: deletion.run,
    statusOf(conversationId) {
      const { pending, error } = deletion.stateOf(conversationId);
      if (pending) return 'deleting';
      return error === null ? undefined : 'failed';
    },
  };
}
