/** What the Depoimentos callables take: her container, a visitor's link, a visitor's quote. */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { documentId, sendId, text } from '../../kernel/commands/schemas';
import { depoimentoNome, depoimentoPapel, depoimentoTexto } from '../schema';

/**
 * A link's id is 16 url-safe characters and its secret 32; any other is simply no link's and gets
 * the not-found answer like a wrong one (the bounds only keep a hostile payload small).
 */
export const linkPayload = { linkId: documentId, segredo: text(200, MESSAGES.invalidPayload) };

export const sendPayload = z.strictObject({
  ...linkPayload,
  idEnvio: sendId,
  texto: depoimentoTexto,
  nome: depoimentoNome,
  papel: depoimentoPapel,
  consentimento: z.literal(true, { error: MESSAGES.depoimentoConsentRequired }),
});
