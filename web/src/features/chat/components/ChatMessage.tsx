import type { ChatDoc, EmailRetido, Instant } from '@lab/domain/kernel';
import type { MailState } from '@lab/domain/notices';
import { Avatar } from '../../../shared/ui/Avatar';
import { DateText } from '../../../shared/ui/DateText';
import { MessageText } from './MessageText';
import { seenText } from './read-receipt';

export interface ChatMessageProps {
  message: ChatDoc;
  mine: boolean;
  /**
   * The same author wrote the message just before, moments earlier: the photo and name are not
   * repeated on screen, as in chat apps (screen readers still hear the name).
   */
  continued: boolean;
  /** Where the e-mail carrying this message is (owners only); null when there is none to show. */
  mail: MailState | null;
  /** When the other side read the conversation, on the viewer's last message once they have: "Visto". */
  seenAt?: Instant | null;
}

const MAIL_LINE: Record<MailState, string> = {
  PENDING: 'E-mail na fila',
  PROCESSING: 'Enviando e-mail…',
  RETRY: 'Enviando e-mail…',
  SUCCESS: 'E-mail enviado',
  ERROR: 'E-mail falhou',
};

/** A reply to someone who has only an e-mail that was kept in the chat and not mailed, and why. */
const HELD_LINE: Record<EmailRetido, string> = {
  'sem-confirmacao': 'Não enviado por e-mail: o endereço ainda não confirmou que quer receber respostas',
  recusado: 'Não enviado por e-mail: o endereço pediu para não receber e-mails do site',
  limite: 'Não enviado por e-mail: limite de e-mails atingido',
};

/**
 * One message, with the photo and name of who wrote it, as copied onto the message when it was sent:
 * both owners answer for the lab, so two lab messages can show two people.
 */
export function ChatMessage({ message, mine, continued, mail, seenAt = null }: ChatMessageProps) {
  const classes = ['chat-message', mine && 'chat-message--mine', continued && 'chat-message--continued'].filter(Boolean);
  return (
    <li className={classes.join(' ')}>
      {continued ? (
        <span className="chat-message__avatar-space" aria-hidden="true" />
      ) : (
        <Avatar className={mine ? 'avatar--pink' : 'avatar--cyan'} src={message.fotoRemetente} size={40} />
      )}
      <div className="chat-message__bubble">
        <p className="chat-message__meta">
          <span className={continued ? 'visually-hidden' : 'chat-message__name'}>{message.nomeRemetente}</span>{' '}
          <DateText at={message.data} />
          {message.automatica ? <span className="chat-message__automatic"> · Resposta automática</span> : null}
        </p>
        <MessageText text={message.mensagem} />
        {mail && <p className={`chat-message__mail chat-message__mail--${mail.toLowerCase()}`}>{MAIL_LINE[mail]}</p>}
        {message.emailRetido && <p className="chat-message__mail chat-message__mail--retido">{HELD_LINE[message.emailRetido]}</p>}
        {seenAt !== null && (
          <p className="chat-message__seen">
            <time dateTime={new Date(seenAt).toISOString()}>{seenText(seenAt)}</time>
          </p>
        )}
      </div>
    </li>
  );
}
