import { useNavigate } from 'react-router-dom';
import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { latestConversation } from '../api/latest-conversation';

/** Said when a contact has no conversation left to open (a deletion raced the click). */
export const NO_CONVERSATION = 'Este contato não tem conversas.';

export interface LatestChatOpener {
  open: () => Promise<void>;
  pending: boolean;
  /** Why nothing opened, for the person; null otherwise. */
  problem: string | null;
}

/**
 * The chat icon of a contact: opens the conversation with the newest message, whichever it is. A
 * contact need not have a `principal` one (an anonymous visitor's messages each open their own), and
 * a message cannot be sent into a conversation that does not exist.
 */
export function useOpenLatestChat(userId: string, contactId: string): LatestChatOpener {
  const appPaths = useAppPaths();
  const backend = useBackend();
  const navigate = useNavigate();
  // Wrapped, so "no conversation" is not mistaken for the null of a failed read.
  const opening = useMutation(async () => ({ latest: await latestConversation(backend, contactId) }), {
    logAs: 'Erro ao abrir a conversa:',
    fallback: 'Erro ao abrir a conversa.',
  });

  const open = async () => {
    if (opening.pending) return;
    const read = await opening.run();
    if (read === null) return;
    const { latest } = read;
    if (latest === null) {
      opening.setError(NO_CONVERSATION);
      return;
    }
    void navigate(appPaths.chat(userId, contactId, latest.idConversa), { state: { assunto: latest.assunto } });
  };
  return { open, pending: opening.pending, problem: opening.error };
}
