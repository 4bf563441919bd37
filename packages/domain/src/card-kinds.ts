/**
 * The kinds of card beyond the plain one: a WhatsApp contact and a Pix payment. This module holds
 * only their shapes and what a page needs to draw them from stored data; checking and computing
 * them (phone numbers, Pix keys, the BR Code, the QR) lives in handlers/card-kind-fields.ts, so a
 * public page never loads the phone, Pix or QR libraries (docs/decisions/0009-card-kinds.md).
 */

export const CARD_KINDS = ['whatsapp', 'pix'] as const;
/** Absent on a card: the plain card every skin had before kinds. */
export type CardKind = (typeof CARD_KINDS)[number];

/** A WhatsApp card as typed and as stored: `numero` is stored as E.164 digits without "+". */
export interface WhatsappFields {
  numero: string;
  /** The first message the chat opens with; empty for none. */
  mensagem: string;
  /** The text of the card's button; absent or empty for the page's default ("Conversar no WhatsApp"). */
  botao?: string;
}

/** A Pix card's fields as the creator types them. */
export interface PixFields {
  /** CPF, CNPJ, e-mail, phone (+55...) or random key; stored normalised. */
  chave: string;
  /** The receiver's name and city, as the payer's bank shows them. */
  nome: string;
  cidade: string;
  /** Empty: the payer types the amount. Stored with two decimals and a dot ("12.50"). */
  valor: string;
  descricao: string;
}

/** The QR of a BR Code, as a page draws it: `tamanho` modules a side, `caminho` an SVG path's `d`. */
export interface PixQr {
  tamanho: number;
  caminho: string;
}

/** A Pix card as stored: its fields, the BR Code ("Pix Copia e Cola") and its QR, computed on writing. */
export interface StoredPix extends PixFields {
  codigo: string;
  qr: PixQr;
}

/** The kind-specific part of a card as the studio sends it: `tipo` with that kind's fields. */
export interface CardKindInput {
  tipo?: CardKind;
  whatsapp?: WhatsappFields;
  pix?: PixFields;
}

/** The kind-specific part of a stored card (CardDoc and what is published). */
export interface CardKindStored {
  tipo?: CardKind;
  whatsapp?: WhatsappFields;
  pix?: StoredPix;
}

/** Bounds of what a person types on a card of a kind (the Pix ones are the BR Code's own). */
export const CARD_KIND_LIMITS = {
  whatsappNumber: 40,
  whatsappMessage: 500,
  whatsappButton: 40,
  pixKeyTyped: 100,
  pixName: 25,
  pixCity: 15,
  pixDescription: 40,
  pixAmountTyped: 20,
  /** A BR Code is at most a few hundred characters, and a QR path of version 10 about 20 000. */
  pixCodeMax: 512,
  pixQrPathMax: 100_000,
} as const;

/** The link a WhatsApp card opens: wa.me with the stored digits, and the first message when there is one. */
export function whatsappHref(whatsapp: WhatsappFields): string {
  const base = `https://wa.me/${whatsapp.numero.replace(/\D/g, '')}`;
  return whatsapp.mensagem ? `${base}?text=${encodeURIComponent(whatsapp.mensagem)}` : base;
}

/** What a WhatsApp card's button says: its own text, else the default. */
export function whatsappButtonText(whatsapp: WhatsappFields): string {
  return whatsapp.botao?.trim() || 'Conversar no WhatsApp';
}

/** The kind part of anything holding a stored card's fields, with no field that is absent. */
export function cardKindOf(source: CardKindStored): CardKindStored {
  if (source.tipo === 'whatsapp' && source.whatsapp) return { tipo: 'whatsapp', whatsapp: source.whatsapp };
  if (source.tipo === 'pix' && source.pix) return { tipo: 'pix', pix: source.pix };
  return {};
}
