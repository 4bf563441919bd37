import { isSendableChatMessage } from '@lab/domain';
import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';

export interface ChatSender {
  /** True when the message was sent; empty or whitespace-only text is never sent. */
  send: (mensagem: string) => Promise<boolean>;
  sending: boolean;
  error: string | null;
}

export function useSendChatMessage(contactId: string, conversationId: string): ChatSender {
  const backend = useBackend();
  const sending = useMutation((mensagem: string) => backend.call('sendChatMessage', { contactId, conversationId, mensagem }), {
    logAs: 'Erro ao enviar a mensagem:',
    fallback: 'Erro ao enviar a mensagem.',
  });
  const send = async (mensagem: string) => isSendableChatMessage(mensagem) && (await sending.run(mensagem)) !== null;
  return { send, sending: sending.pending, error: sending.error };
}
