/** The entity schemas of replies by e-mail: an address's record (reply-consent-mail.ts) and a message's mail fields. */
import * as z from 'zod/mini';
import type { DestinatarioDoc } from '../reply-consent-mail';

export interface MailRecipientEntities {
  destinatarios: DestinatarioDoc;
}

const instant = z.number();

/** What a chat message says of its e-mail: the one queued, or why none was. */
export const CHAT_MAIL_FIELDS = {
  idMail: z.optional(z.string()),
  emailRetido: z.optional(z.enum(['sem-confirmacao', 'recusado', 'limite'])),
};

export const MAIL_RECIPIENT_SCHEMAS = {
  destinatarios: z.object({
    token: z.optional(z.string()),
    tokenSair: z.string(),
    criadoEm: instant,
    pedidoEm: z.optional(instant),
    confirmadoEm: z.optional(instant),
    recusadoEm: z.optional(instant),
    expiresAt: z.optional(instant),
  }),
};
