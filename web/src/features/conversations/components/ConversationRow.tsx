import { Link } from 'react-router-dom';
import type { ConversaDoc } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { ClaimLine } from '../../../shared/ui/ClaimLine';
import { DateText } from '../../../shared/ui/DateText';
import type { DeletionStatus } from '../hooks/use-delete-conversation';
import { UnreadBadge } from '../../../shared/ui/UnreadBadge';
import { hasVisitorDetails, VisitorDetails } from '../../../shared/ui/VisitorDetails';

export interface ConversationRowProps {
  conversation: ConversaDoc;
  /** Whose menu, and which contact's conversations, the list is. */
  userId: string;
  contactId: string;
  /** The viewer's unread messages in it. */
  unread: number;
  deletion: DeletionStatus | undefined;
  onDelete: () => void;
  /** The viewer, when an owner: they see which of them answers a conversation of the site's inbox. */
  ownerUid?: string | null;
}

export function ConversationRow(props: ConversationRowProps) {
  const appPaths = useAppPaths();
  const { conversation, userId, contactId, unread, deletion, onDelete, ownerUid = null } = props;
  const errorId = `delete-error-${conversation.idConversa}`;
  return (
    <li
      className={`row-card row-card--interactive conversation${unread > 0 ? ' conversation--unread' : ''}`}
      aria-busy={deletion === 'deleting'}
    >
      <Link
        className="row-card__main conversation__open"
        to={appPaths.chat(userId, contactId, conversation.idConversa)}
        state={{ assunto: conversation.assunto }}
      >
        <span className="conversation__subject">
          {conversation.assunto}
          <UnreadBadge count={unread} />
        </span>
        {hasVisitorDetails(conversation) && (
          <VisitorDetails className="row-meta conversation__visitor" conversation={conversation} links={false} />
        )}
        <span className="conversation__last">{conversation.ultimaMensagem}</span>
        <DateText className="row-meta conversation__date" at={conversation.dataUltimaMensagem} />
        {ownerUid !== null && conversation.respondendo && (
          <ClaimLine className="row-meta conversation__claim" respondendo={conversation.respondendo} viewerUid={ownerUid} />
        )}
      </Link>
      <div className="conversation__actions">
        <button
          type="button"
          className="neon-button neon-button--danger"
          onClick={onDelete}
          disabled={deletion === 'deleting'}
          aria-label={`Excluir a conversa ${conversation.assunto}`}
          aria-describedby={deletion === 'failed' ? errorId : undefined}
        >
          {deletion === 'deleting' ? 'Excluindo...' : 'Excluir'}
        </button>
        {deletion === 'failed' && (
          <p id={errorId} className="conversation__error" role="alert">
            Erro ao deletar a conversa e seus chats.
          </p>
        )}
      </div>
    </li>
  );
}
