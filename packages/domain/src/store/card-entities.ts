/** The stored shape of a card's fields, common and of its kind, for the entity schemas (entities.ts). */
import * as z from 'zod/mini';
import { CARD_KINDS } from '../card-kinds';
import { CARD_CONTENT_FIELDS, type CardContentField } from '../card-content';

const text = z.string();

/** Every content field of a card is text: the list is CARD_CONTENT_FIELDS, written once. */
export const cardContent = Object.fromEntries(CARD_CONTENT_FIELDS.map((field) => [field, text])) as Record<
  CardContentField,
  typeof text
>;
/** A card of a kind (card-kinds.ts) carries `tipo` and that kind's map; a plain card neither. */
export const cardKind = {
  tipo: z.optional(z.enum(CARD_KINDS)),
  whatsapp: z.optional(z.object({ numero: text, mensagem: text, botao: z.optional(text) })),
  pix: z.optional(
    z.object({
      chave: text,
      nome: text,
      cidade: text,
      valor: text,
      descricao: text,
      codigo: text,
      qr: z.object({ tamanho: z.number(), caminho: text }),
    }),
  ),
};
