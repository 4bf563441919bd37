import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { SITE_OWNER_SKIN, type ContatoDoc, type Participante } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { Avatar } from '../../../shared/ui/Avatar';
import { DateText } from '../../../shared/ui/DateText';
import { useOpenLatestChat } from '../hooks/use-open-latest-chat';
import { UnreadBadge } from '../../../shared/ui/UnreadBadge';

/**
 * How a row names the lab's side. Its participant's stored name is whatever the first message saw
 * (the seed keeps an owner's full name, a new contact the owner's first name), and both owners answer
 * for the lab, so the side is named once here, the same for every contact.
 */
const LAB_SIDE_NAME = 'Lab';

export interface ContactRowProps {
  contact: ContatoDoc;
  /** Whose menu the list is in. */
  userId: string;
  /** Owners see both participants; others see the people on the other side. */
  showBoth: boolean;
  skin: string;
  /** The viewer's unread messages in this contact. */
  unread: number;
}

export function ContactRow({ contact, userId, showBoth, skin, unread }: ContactRowProps) {
  const appPaths = useAppPaths();
  const shown = showBoth ? contact.participantes : othersThan(contact.participantes, skin);
  const names = shown.map(nameOf).join(' e ');
  const chat = useOpenLatestChat(userId, contact.idContato);
  const problemId = `contact-problem-${contact.idContato}`;

  const openLatest = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) gets the link's own address, the conversations.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void chat.open();
  };

  return (
    <li
      className={unread > 0 ? 'row-card row-card--interactive contact contact--unread' : 'row-card row-card--interactive contact'}
    >
      <Link className="row-card__main" to={appPaths.conversations(userId, contact.idContato)}>
        <span className="contact__photos">
          {shown.map((p) => (
            <Avatar key={p.chave} className="avatar--pink" src={p.foto} size={48} />
          ))}
        </span>
        <span className="row-text">
          <span className="row-title">{names}</span>
          <span className="row-meta">
            Último contato: <DateText at={contact.ultimaConversaData} />
          </span>
        </span>
        <UnreadBadge count={unread} />
      </Link>
      <Link
        className="contact__chat"
        to={appPaths.conversations(userId, contact.idContato)}
        onClick={openLatest}
        aria-label={`Abrir a conversa mais recente com ${names}`}
        aria-busy={chat.pending}
        aria-describedby={chat.problem ? problemId : undefined}
        title="Conversa mais recente"
      >
        <ChatGlyph />
      </Link>
      {chat.problem && (
        <p id={problemId} className="contact__problem" role="alert">
          {chat.problem}
        </p>
      )}
    </li>
  );
}

function nameOf(participant: Participante): string {
  return participant.chave === SITE_OWNER_SKIN ? LAB_SIDE_NAME : participant.nome;
}

/** A contact with oneself (both keys equal) still shows someone. */
function othersThan(participantes: Participante[], skin: string): Participante[] {
  const others = participantes.filter((p) => p.chave !== skin);
  return others.length > 0 ? others : participantes.slice(0, 1);
}

function ChatGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"
      />
    </svg>
  );
}
