import type { ChatDoc } from '@lab/domain';
import { Avatar } from '../../../shared/ui/Avatar';
import { DateText } from '../../../shared/ui/DateText';
import { MessageText } from './MessageText';

/** One message, with the sender's photo and name as copied onto the message when it was sent. */
export function ChatMessage({ message, mine }: { message: ChatDoc; mine: boolean }) {
  return (
    <li className={mine ? 'chat-message chat-message--mine' : 'chat-message'}>
      <Avatar className={mine ? 'avatar--pink' : 'avatar--cyan'} src={message.fotoRemetente} size={40} />
      <div className="chat-message__bubble">
        <p className="chat-message__meta">
          <span className="chat-message__name">{message.nomeRemetente}</span> <DateText at={message.data} />
        </p>
        <MessageText text={message.mensagem} />
      </div>
    </li>
  );
}
