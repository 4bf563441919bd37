import { isSendableChatMessage } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';
import { readStored, useReliableSend, writeStored, type SendStatus } from '../../../shared/hooks/use-reliable-send';
import { useSession } from '../../../shared/session/session-store';

export interface ChatSender {
  /** True when the message was sent; empty, whitespace-only or invisible text is never sent. */
  send: (mensagem: string) => Promise<boolean>;
  sending: boolean;
  status: SendStatus;
  error: string | null;
  /** What was typed and not sent yet: kept per account and conversation for this tab, through navigation and reloads. */
  savedDraft: string;
  saveDraft: (text: string) => void;
}

export function useSendChatMessage(contactId: string, conversationId: string): ChatSender {
  const backend = useBackend();
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const key = `lab:envio:chat:${uid}:${contactId}/${conversationId}`;
  const draftKey = `lab:rascunho:chat:${uid}:${contactId}/${conversationId}`;
  const sending = useReliableSend(
    key,
    (mensagem: string, idEnvio: string) => backend.call('sendChatMessage', { contactId, conversationId, mensagem, idEnvio }),
    { logAs: 'Erro ao enviar a mensagem:', fallback: 'Erro ao enviar a mensagem.' },
  );
  const send = async (mensagem: string) => {
    if (!isSendableChatMessage(mensagem)) return false;
    const sent = (await sending.send(mensagem)) !== null;
    if (sent && readStored<string>(draftKey) === mensagem) writeStored(draftKey, null);
    return sent;
  };
  return {
    send,
    sending: sending.status === 'sending',
    status: sending.status,
    error: sending.error,
    savedDraft: readStored<string>(draftKey) ?? '',
    saveDraft: (text) => writeStored(draftKey, text === '' ? null : text),
  };
}
