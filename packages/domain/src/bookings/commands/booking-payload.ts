/** The payload fields both booking callables take: which skin, page and service a visitor books on. */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { documentId, FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';

/** Her agenda as the page names it: the skin's address, the published page, the service's id. */
export const agendaFields = {
  skin: text(FORM_TEXT_MAX_LENGTH, MESSAGES.bookingAgendaUnavailable),
  pagina: documentId,
  servico: text(FORM_TEXT_MAX_LENGTH, MESSAGES.bookingAgendaUnavailable),
};

/** An instant in epoch ms, as the free times answered it. */
export const instantField = z
  .number({ error: MESSAGES.bookingStartInvalid })
  .int(MESSAGES.bookingStartInvalid)
  .min(0, MESSAGES.bookingStartInvalid)
  .max(8.64e15, MESSAGES.bookingStartInvalid);
