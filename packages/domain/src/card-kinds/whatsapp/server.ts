/** A WhatsApp card checked and stored: the number read as E.164 digits (libphonenumber-js, handlers only). */
import { MESSAGES } from '../../kernel/messages';
import { whatsappDigits } from '../../studio/commands/phone-number';
import type { CardKindServer } from '../server-plugin';
import { whatsappInput, type WhatsappFields } from './schema';

export const whatsappServer: CardKindServer<WhatsappFields, WhatsappFields> = {
  input: whatsappInput,
  normalise(typed) {
    const numero = whatsappDigits(typed.numero);
    if (!numero) return { problem: MESSAGES.whatsappNumberInvalid };
    const botao = typed.botao?.trim() ?? '';
    return { stored: { numero, mensagem: typed.mensagem.trim(), ...(botao ? { botao } : {}) } };
  },
};
