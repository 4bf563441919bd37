import { whatsappChatLink, whatsappDisplay } from '@lab/domain/conversations';
import { type ConversaDoc } from '@lab/domain/kernel';

type Details = Pick<ConversaDoc, 'nome' | 'whatsapp'>;

/** Whether the visitor gave a name or a WhatsApp on the form: older conversations and signed-in senders have neither. */
export function hasVisitorDetails(conversation: Details | null | undefined): conversation is Details {
  return Boolean(conversation?.nome || conversation?.whatsapp);
}

/**
 * The name and WhatsApp a visitor gave on the contact form, as her inbox shows them. `links`: the
 * WhatsApp opens the chat (wa.me) when tapped; off where the line sits inside another link (a row).
 */
export function VisitorDetails({
  conversation,
  links,
  className,
}: {
  conversation: Details;
  links: boolean;
  className?: string;
}) {
  const { nome, whatsapp } = conversation;
  return (
    <span className={`visitor-details${className ? ` ${className}` : ''}`}>
      {nome ? <span className="visitor-details__name">{nome}</span> : null}
      {whatsapp ? (
        links ? (
          <a className="visitor-details__whatsapp" href={whatsappChatLink(whatsapp)} target="_blank" rel="noopener noreferrer">
            WhatsApp {whatsappDisplay(whatsapp)}
          </a>
        ) : (
          <span className="visitor-details__whatsapp">WhatsApp {whatsappDisplay(whatsapp)}</span>
        )
      ) : null}
    </span>
  );
}
