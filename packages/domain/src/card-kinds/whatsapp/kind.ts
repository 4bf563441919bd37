/** The WhatsApp card: a number and an optional first message, opening https://wa.me/<digits>. */
import { defineCardKind } from '../plugin';
import type { WhatsappFields } from './schema';

/** The link a WhatsApp card opens: wa.me with the stored digits, and the first message when there is one. */
export function whatsappHref(whatsapp: WhatsappFields): string {
  const base = `https://wa.me/${whatsapp.numero.replace(/\D/g, '')}`;
  return whatsapp.mensagem ? `${base}?text=${encodeURIComponent(whatsapp.mensagem)}` : base;
}

/** What a WhatsApp card's button says: its own text, else the default. */
export function whatsappButtonText(whatsapp: WhatsappFields): string {
  return whatsapp.botao?.trim() || 'Conversar no WhatsApp';
}

export const whatsappKind = defineCardKind<WhatsappFields, WhatsappFields>({
  label: 'WhatsApp',
  empty: { numero: '', mensagem: '', botao: '' },
  showsSomething: (whatsapp) => whatsapp.numero.trim() !== '',
  editable: (whatsapp) => whatsapp,
  // By its button, else its number: never "card sem título".
  studioName: (whatsapp) => whatsapp.botao?.trim() || `WhatsApp ${whatsapp.numero.trim()}`.trim(),
});
