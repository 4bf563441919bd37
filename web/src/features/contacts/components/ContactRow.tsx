import { Link } from 'react-router-dom';
import { DEFAULT_CONVERSATION_ID, type ContatoDoc, type Participante } from '@lab/domain';
import { appPaths } from '../../../shared/routes/app-paths';
import { Avatar } from '../../../shared/ui/Avatar';
import { DateText } from '../../../shared/ui/DateText';

export interface ContactRowProps {
  contact: ContatoDoc;
  /** Whose menu the list is in. */
  userId: string;
  /** Owners see both participants; others see the people on the other side. */
  showBoth: boolean;
  skin: string;
}

export function ContactRow({ contact, userId, showBoth, skin }: ContactRowProps) {
  const shown = showBoth ? contact.participantes : othersThan(contact.participantes, skin);
  const names = shown.map((p) => p.nome).join(' e ');
  return (
    <li className="row-card row-card--interactive">
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
      </Link>
      <Link
        className="contact__chat"
        to={appPaths.chat(userId, contact.idContato, DEFAULT_CONVERSATION_ID)}
        aria-label={`Abrir o chat principal com ${names}`}
        title="Chat principal"
      >
        <ChatGlyph />
      </Link>
    </li>
  );
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
