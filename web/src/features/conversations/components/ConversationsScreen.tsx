import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ConversaDoc } from '@lab/domain/kernel';
import type { UndoTicket } from '@lab/domain/deletions';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';
import { LiveList } from '../../../shared/ui/LiveList';
import { UndoNotice } from '../../../shared/ui/UndoNotice';
import { useDeleteConversation } from '../hooks/use-delete-conversation';
import { unreadFor } from '@lab/domain/conversations';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ConversationRow } from './ConversationRow';
import './conversations.css';

/**
 * `menu/{userId}/contatos/{contactId}`: the contact's conversations, live, with Excluir. A deleted
 * conversation leaves a notice with Desfazer; when it was the last one the contact is gone too, and
 * the notice also leads back to the contacts list.
 */
export function ConversationsScreen() {
  const appPaths = useAppPaths();
  const { contactId = '' } = useParams();
  const authUser = useSession((s) => s.authUser);
  const skin = useSession((s) => s.stored.skinLogadoUser) ?? '';
  // Newest message first, from one query.
  const state = useLiveQuery<ConversaDoc[]>('conversas', (backend, live) => backend.watchConversations(contactId, live), [
    contactId,
  ]);
  const deletion = useDeleteConversation(contactId);
  const [confirming, setConfirming] = useState<ConversaDoc | null>(null);
  const [deleted, setDeleted] = useState<{ undo: UndoTicket | null; contactDeleted: boolean } | null>(null);

  if (!authUser) return null;
  const confirm = async () => {
    if (!confirming) return;
    const conversationId = confirming.idConversa;
    setConfirming(null);
    const result = await deletion.remove(conversationId);
    if (result) setDeleted({ undo: result.undo, contactDeleted: result.contactDeleted });
  };

  return (
    <>
      {deleted && (
        <div className="conversations__deleted">
          <UndoNotice
            key={deleted.undo?.id ?? 'sem-desfazer'}
            message="Conversa excluída."
            undo={deleted.undo}
            restoredMessage="Conversa restaurada."
          />
          {deleted.contactDeleted && <Link to={appPaths.contacts(authUser.uid)}>Voltar aos contatos</Link>}
        </div>
      )}
      <LiveList state={state} loading="Carregando conversas..." failed="Erro ao carregar conversas." empty="Não há conversas.">
        {(conversations) => (
          <ul className="plain-list" aria-label="Conversas">
            {conversations.map((conversation) => (
              <ConversationRow
                key={conversation.idConversa}
                conversation={conversation}
                userId={authUser.uid}
                contactId={contactId}
                unread={unreadFor(conversation, { uid: authUser.uid, admin: authUser.admin, skin })}
                deletion={deletion.statusOf(conversation.idConversa)}
                onDelete={() => setConfirming(conversation)}
                ownerUid={authUser.admin ? authUser.uid : null}
              />
            ))}
          </ul>
        )}
      </LiveList>
      <ConfirmDeleteDialog
        subject={confirming?.assunto ?? null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
