import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { inboxOf } from '@lab/domain/conversations';
import { SITE_OWNER_SKIN, type ChatDoc } from '@lab/domain/kernel';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { useSession } from '../../../shared/session/session-store';
import { LiveList } from '../../../shared/ui/LiveList';
import { hasVisitorDetails, VisitorDetails } from '../../../shared/ui/VisitorDetails';
import { conversationSubject } from '../hooks/conversation-subject';
import { useClaimConversation } from '../hooks/use-claim-conversation';
import { useConversation } from '../hooks/use-conversation';
import { useConversationMail } from '../hooks/use-conversation-mail';
import { useMarkRead } from '../hooks/use-mark-read';
import { useSendChatMessage } from '../hooks/use-send-chat-message';
import { useQuickReplySource } from '../hooks/use-quick-reply-source';
import { watchingOnly } from '../hooks/watching-only';
import { ChatComposer } from './ChatComposer';
import { ChatMessage } from './ChatMessage';
import { ClaimBar } from './ClaimBar';
import { ChatBriefing } from './ChatBriefing';
import { ChatStage } from './ChatStage';
import { inboxSideOf, otherSideReadAt, seenReceipt } from './read-receipt';
import './chat.css';

/**
 * `.../contatos/{contactId}/chat/{conversationId}`: the live thread and the box to reply, under the
 * conversation's subject.
 */
export function ChatScreen() {
  const { contactId = '', conversationId = '' } = useParams();
  const location = useLocation();
  const skin = useSession((s) => s.stored.skinLogadoUser) ?? '';
  const owner = useSession((s) => s.authUser?.admin === true);
  const uid = useSession((s) => s.authUser?.uid ?? '');
  // Both owners answer for the lab, so an owner's own side is the lab's too, whoever of them wrote.
  const mine = (message: ChatDoc) => message.userRemetente === skin || (owner && message.userRemetente === SITE_OWNER_SKIN);
  // In time order, from one query.
  const thread = useLiveQuery<ChatDoc[]>('mensagens', (backend, live) => backend.watchChat(contactId, conversationId, live), [
    contactId,
    conversationId,
  ]);
  const sender = useSendChatMessage(contactId, conversationId);
  const mail = useConversationMail(contactId, conversationId);
  const conversation = useConversation(contactId, conversationId);
  const claimAction = useClaimConversation(contactId, conversationId);
  const watching = watchingOnly(conversation, { uid, owner });
  // Someone who only watches has no side whose counts to clear, and no message of theirs anyone saw.
  useMarkRead(contactId, conversationId, thread, mine, watching === false);
  const subject = conversationSubject(conversation, conversationId, subjectFrom(location.state));
  const seen = seenReceipt(thread.data ?? [], mine, otherSideReadAt(conversation, { uid, owner, skin }));
  // Only the site's own inbox is shared by two owners, so only there does one say who answers.
  const claimable = owner && conversation && inboxOf(conversation) === SITE_OWNER_SKIN;
  const quickReplies = useQuickReplySource(conversation, thread.data ?? [], mine, subject, { uid, owner, skin });
  // The inbox side reads the briefing and keeps the lead's stage: her skin's conversations, or the
  // site's for owners; an owner only watching a creator's inbox sees neither.
  const inboxSide = conversation && watching === false && inboxSideOf(conversation, { uid, owner, skin });

  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.length ?? 0;
  const seenAt = seen?.at ?? null;
  // Follows the thread: each new message (from anyone, in any tab), and the Visto under the last one
  // when the other side reads it, scrolls into view.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, seenAt]);

  return (
    <section className="chat" aria-label={subject ? `Conversa ${subject}` : 'Conversa'}>
      {subject && <h2 className="chat__subject">{subject}</h2>}
      {hasVisitorDetails(conversation) && (
        <p className="chat__visitor">
          <VisitorDetails conversation={conversation} links />
        </p>
      )}
      {inboxSide && conversation.respostas?.length ? <ChatBriefing respostas={conversation.respostas} /> : null}
      {inboxSide && <ChatStage conversation={conversation} inbox={inboxOf(conversation)} uid={uid} />}
      {claimable && <ClaimBar respondendo={conversation.respondendo ?? null} viewerUid={uid} action={claimAction} />}
      {/* Focusable so keyboard users can scroll the history too. */}
      <div className="chat__thread" role="region" aria-label="Histórico da conversa" tabIndex={0}>
        <LiveList state={thread} failed="Erro ao carregar mensagens." empty="Não há mensagens.">
          {(messages) => (
            <ol className="plain-list chat__messages" aria-label="Mensagens" aria-live="polite" aria-relevant="additions">
              {messages.map((message, index) => (
                <ChatMessage
                  key={message.idChat}
                  message={message}
                  mine={mine(message)}
                  continued={continues(messages[index - 1], message)}
                  mail={message.idMail ? (mail.get(message.idMail) ?? null) : null}
                  seenAt={seen?.idChat === message.idChat ? seen.at : null}
                />
              ))}
            </ol>
          )}
        </LiveList>
        <div ref={end} />
      </div>
      {watching ? (
        <p className="chat__watching">Conversa de um criador com quem escreveu no formulário da skin: só os dois respondem.</p>
      ) : (
        <ChatComposer sender={sender} quickReplies={quickReplies} />
      )}
    </section>
  );
}

/** Messages this close together from one author read as one turn, as chat apps group them. */
const GROUP_WITHIN_MS = 5 * 60 * 1000;

/** Whether `message` goes on the previous message's turn: same author (side, name and photo), moments later. */
function continues(previous: ChatDoc | undefined, message: ChatDoc): boolean {
  return (
    previous !== undefined &&
    previous.userRemetente === message.userRemetente &&
    previous.nomeRemetente === message.nomeRemetente &&
    previous.fotoRemetente === message.fotoRemetente &&
    message.data - previous.data <= GROUP_WITHIN_MS
  );
}

function subjectFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const assunto = (state as { assunto?: unknown }).assunto;
  return typeof assunto === 'string' && assunto !== '' ? assunto : null;
}
