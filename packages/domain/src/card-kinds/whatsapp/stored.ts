/**
 * What the Store keeps of a WhatsApp card (zod/mini, for store/card-entities.ts): the typed fields
 * normalised, `numero` as E.164 digits. Apart from kind.ts, so a public page loads no schema.
 */
import * as z from 'zod/mini';

const text = z.string();

export const whatsappStored = z.object({ numero: text, mensagem: text, botao: z.optional(text) });
