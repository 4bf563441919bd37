import { useCallback, useState } from 'react';
import { isSendableChatMessage } from '@lab/domain';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

const SEND_FAILED = 'Erro ao enviar a mensagem.';

export interface ChatSender {
  /** True when the message was sent; empty or whitespace-only text is never sent. */
  send(mensagem: string): Promise<boolean>;
  sending: boolean;
  error: string | null;
}

export function useSendChatMessage(contactId: string, conversationId: string): ChatSender {
  const backend = useBackend();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (mensagem: string) => {
      if (!isSendableChatMessage(mensagem)) return false;
      setSending(true);
      setError(null);
      try {
        await backend.call('sendChatMessage', { contactId, conversationId, mensagem });
        return true;
      } catch (caught) {
        console.error('Erro ao enviar a mensagem:', caught);
        setError(refusalMessage(caught, SEND_FAILED));
        return false;
      } finally {
        setSending(false);
      }
    },
    [backend, contactId, conversationId],
  );

  return { send, sending, error };
}
