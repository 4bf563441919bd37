/** A WhatsApp card as the studio sends it (the type is the schema's), and the bounds of what is typed. */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { text } from '../../kernel/commands/schemas';
import { line, textBlock } from '../text-fields';

export const WHATSAPP_LIMITS = { numero: 40, mensagem: 500, botao: 40 } as const;

export const whatsappInput = z.strictObject(
  {
    numero: text(WHATSAPP_LIMITS.numero, MESSAGES.whatsappNumberInvalid, MESSAGES.whatsappNumberInvalid),
    /** The first message the chat opens with; empty for none. */
    mensagem: textBlock(WHATSAPP_LIMITS.mensagem, MESSAGES.whatsappMessageTooLong),
    /** The text of the card's button; absent or empty for the page's default ("Conversar no WhatsApp"). */
    botao: line(WHATSAPP_LIMITS.botao, MESSAGES.whatsappButtonTooLong).optional(),
  },
  { error: MESSAGES.invalidPayload },
);

/** A WhatsApp card as typed; stored the same, `numero` as E.164 digits without "+". */
export type WhatsappFields = z.output<typeof whatsappInput>;
