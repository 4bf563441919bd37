/** The WhatsApp card: a number and an optional first message, opening https://wa.me/<digits>. */
import type { CardKindPlugin } from '../plugin';
import type { WhatsappFields } from './schema';

// A plain object, not a call: a bundle that does not use it can leave it out.
export const whatsappKind: CardKindPlugin<WhatsappFields, WhatsappFields> = {
  label: 'WhatsApp',
  empty: { numero: '', mensagem: '', botao: '' },
  showsSomething: (whatsapp) => whatsapp.numero.trim() !== '',
  editable: (whatsapp) => whatsapp,
  // By its button, else its number: never "card sem título".
  studioName: (whatsapp) => whatsapp.botao?.trim() || `WhatsApp ${whatsapp.numero.trim()}`.trim(),
};
