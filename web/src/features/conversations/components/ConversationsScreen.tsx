import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ConversaDoc } from '@core';
import { useSession } from '../../../shared/session/session-store';
import { Loading } from '../../../shared/ui/Loading';
import { useConversations } from '../hooks/use-conversations';
import { useDeleteConversation } from '../hooks/use-delete-conversation';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ConversationRow } from './ConversationRow';
import './conversations.css';

/**
 * `menu/{userId}/contatos/{contactId}`: the contact's conversations, live, with Excluir. When the
 * last one goes the contact is gone too, so the screen returns to the contacts list.
 */
export function ConversationsScreen() {
  const { contactId = '' } = useParams();
  const authUser = useSession((s) => s.authUser);
  const navigate = useNavigate();
  const state = useConversations(contactId);
  const deletion = useDeleteConversation(contactId);
  const [confirming, setConfirming] = useState<ConversaDoc | null>(null);

  if (!authUser) return null;
  const contactsPath = `/menu/${encodeURIComponent(authUser.uid)}/contatos`;
  const basePath = `${contactsPath}/${encodeURIComponent(contactId)}`;

  const confirm = async () => {
    if (!confirming) return;
    const conversationId = confirming.idConversa;
    setConfirming(null);
    const result = await deletion.remove(conversationId);
    if (result?.contactDeleted) navigate(contactsPath);
  };

  return (
    <>
      {state.status === 'loading' && <Loading text="Carregando conversas..." />}
      {state.status === 'error' && (
        <p className="menu-state menu-state--error" role="alert">
          Erro ao carregar conversas.
        </p>
      )}
      {state.status === 'ready' && state.conversations.length === 0 && (
        <p className="menu-state">Não há conversas.</p>
      )}
      {state.status === 'ready' && state.conversations.length > 0 && (
        <ul className="conversations" aria-label="Conversas">
          {state.conversations.map((conversation) => (
            <ConversationRow
              key={conversation.idConversa}
              conversation={conversation}
              basePath={basePath}
              deletion={deletion.statusOf(conversation.idConversa)}
              onDelete={() => setConfirming(conversation)}
            />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        subject={confirming?.assunto ?? null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
