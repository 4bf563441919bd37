import { DEFAULT_AVATAR, type ChatDoc } from '@core';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** One message, with the sender's photo and name as copied onto the message when it was sent. */
export function ChatMessage({ message, mine }: { message: ChatDoc; mine: boolean }) {
  return (
    <li className={mine ? 'chat-message chat-message--mine' : 'chat-message'}>
      <img
        className="chat-message__photo"
        src={message.fotoRemetente || `/${DEFAULT_AVATAR}`}
        alt=""
        width={40}
        height={40}
        loading="lazy"
      />
      <div className="chat-message__bubble">
        <p className="chat-message__meta">
          <span className="chat-message__name">{message.nomeRemetente}</span>{' '}
          <time dateTime={new Date(message.data).toISOString()}>{dateTime.format(message.data)}</time>
        </p>
        <p className="chat-message__text">{message.mensagem}</p>
      </div>
    </li>
  );
}
