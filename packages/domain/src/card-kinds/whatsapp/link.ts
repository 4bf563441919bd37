/**
 * What a page computes from a stored WhatsApp card: its link and its button's text. Apart from
 * kind.ts, so a public page's chunk holds these two and nothing of the studio's.
 */
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
