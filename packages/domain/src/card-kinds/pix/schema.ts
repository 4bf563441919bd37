/** A Pix card as the studio sends it (the type is the schema's), and the bounds of what is typed. */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { text } from '../../kernel/commands/schemas';
import { line } from '../text-fields';

/** Bounds of a Pix card (name, city and description are the BR Code's own). */
export const PIX_LIMITS = {
  chaveTyped: 100,
  nome: 25,
  cidade: 15,
  descricao: 40,
  valorTyped: 20,
  /** A BR Code is at most a few hundred characters, and a QR path of version 10 about 20 000. */
  codigo: 512,
  qrPath: 100_000,
} as const;

/** The fields the creator types; name, city and description are checked again once plain ASCII. */
const pixFields = z.strictObject(
  {
    /** CPF, CNPJ, e-mail, phone (+55...) or random key; stored normalised. */
    chave: text(PIX_LIMITS.chaveTyped, MESSAGES.pixKeyInvalid, MESSAGES.pixKeyInvalid),
    /** The receiver's name and city, as the payer's bank shows them. */
    nome: line(PIX_LIMITS.nome * 4, MESSAGES.pixNameInvalid, MESSAGES.pixNameInvalid),
    cidade: line(PIX_LIMITS.cidade * 4, MESSAGES.pixCityInvalid, MESSAGES.pixCityInvalid),
    /** Empty: the payer types the amount. Stored with two decimals and a dot ("12.50"). */
    valor: text(PIX_LIMITS.valorTyped, MESSAGES.pixAmountInvalid),
    descricao: line(PIX_LIMITS.descricao * 4, MESSAGES.pixDescriptionInvalid),
  },
  { error: MESSAGES.invalidPayload },
);

/** A Pix card's fields as the creator types them. */
export type PixFields = z.output<typeof pixFields>;

/**
 * What a writer may send: the fields, and a stored card's code and QR as an exported skin file holds
 * them, accepted and ignored, since both are computed again from the fields.
 */
export const pixInput: z.ZodType<PixFields> = pixFields.extend({
  codigo: text(PIX_LIMITS.codigo, MESSAGES.invalidPayload).optional(),
  qr: z.strictObject({ tamanho: z.number(), caminho: text(PIX_LIMITS.qrPath, MESSAGES.invalidPayload) }).optional(),
});
