import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { ChatDoc } from '@lab/domain';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { useSession } from '../../../shared/session/session-store';
import { LiveList } from '../../../shared/ui/LiveList';
import { useConversationSubject } from '../hooks/use-conversation-subject';
import { useSendChatMessage } from '../hooks/use-send-chat-message';
import { ChatComposer } from './ChatComposer';
import { ChatMessage } from './ChatMessage';
import './chat.css';

/**
 * `.../contatos/{contactId}/chat/{conversationId}`: the live thread and the box to reply, under the
 * conversation's subject.
 */
export function ChatScreen() {
  const { contactId = '', conversationId = '' } = useParams();
  const location = useLocation();
  const skin = useSession((s) => s.stored.skinLogadoUser);
  // In time order, from one query.
  const thread = useLiveQuery<ChatDoc[]>('mensagens', (backend, live) => backend.watchChat(contactId, conversationId, live), [
    contactId,
    conversationId,
  ]);
  const sender = useSendChatMessage(contactId, conversationId);
  const subject = useConversationSubject(contactId, conversationId, subjectFrom(location.state));

  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.length ?? 0;
  // Follows the thread: each new message (from anyone, in any tab) scrolls into view.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  return (
    <section className="chat" aria-label={subject ? `Conversa ${subject}` : 'Conversa'}>
      {subject && <h2 className="chat__subject">{subject}</h2>}
      {/* Focusable so keyboard users can scroll the history too. */}
      <div className="chat__thread" role="region" aria-label="Histórico da conversa" tabIndex={0}>
        <LiveList state={thread} failed="Erro ao carregar mensagens." empty="Não há mensagens.">
          {(messages) => (
            <ol className="plain-list chat__messages" aria-label="Mensagens" aria-live="polite" aria-relevant="additions">
              {messages.map((message) => (
                <ChatMessage key={message.idChat} message={message} mine={message.userRemetente === skin} />
              ))}
            </ol>
          )}
        </LiveList>
        <div ref={end} />
      </div>
      <ChatComposer sender={sender} />
    </section>
  );
}

function subjectFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const assunto = (state as { assunto?: unknown }).assunto;
  return typeof assunto === 'string' && assunto !== '' ? assunto : null;
}
