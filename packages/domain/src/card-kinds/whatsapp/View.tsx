/** A WhatsApp card on the page: the wa.me link with its button's text. */
import type { CardKindPage, KindViewProps } from '../plugin';
import { whatsappButtonText, whatsappHref } from './link';
import type { WhatsappFields } from './schema';

export function WhatsappView({ card, fields }: KindViewProps<WhatsappFields>) {
  return (
    <a
      className="card-kind__whatsapp"
      href={whatsappHref(fields)}
      target="_blank"
      rel="noopener noreferrer"
      // Counted as a click of the card (the skin page's one listener reads it).
      data-clique={card.id}
    >
      {whatsappButtonText(fields)}
      <span className="visually-hidden">{card.name ? ` (WhatsApp de ${card.name}` : ' (WhatsApp'}, abre em nova aba)</span>
    </a>
  );
}

export const whatsappPage: CardKindPage<WhatsappFields> = {
  View: WhatsappView,
  heading: () => 'WhatsApp',
  // It shows all it has; "Ler mais" only when it has a text to read in full.
  readMoreOnlyWithDescription: true,
};
