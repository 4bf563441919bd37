/**
 * She cancels a booking of her agenda from her screen, with a message to the visitor if she wants:
 * the mail carries it with the CANCEL invitation, and it goes into the booking's conversation as her
 * reply, so it shows in CONTATOS. Only the booking's `dona`; anyone else gets the not-found answer.
 */
import { z } from 'zod';
import { defineCallable } from '../../handlers/define-callable';
import { limitOn } from '../../handlers/declared-limits';
import { MESSAGES } from '../../kernel/messages';
import { refuse } from '../../kernel/commands/refusals';
import { documentId, text } from '../../kernel/commands/schemas';
import { hasHiddenCharacters } from '../../kernel/hidden-characters';
import { slotLabel } from '../../agenda';
import { cancellationMails } from '../booking-change-mails';
import { changeContext, conversationLine, notFound, OWNER_CHANGES } from './booking-access';
import type { CancelBookingResult } from './cancel-booking-by-link';

/** Her message to the visitor, at most this long. */
export const CANCEL_MESSAGE_MAX_LENGTH = 1000;

const cancelSchema = z.strictObject({
  reserva: documentId,
  mensagem: z.optional(
    text(CANCEL_MESSAGE_MAX_LENGTH, MESSAGES.bookingMessageTooLong).refine(
      (value) => !hasHiddenCharacters(value, { lines: true }),
      MESSAGES.bookingMessageInvalidChars,
    ),
  ),
});

export const cancelBooking = defineCallable({
  name: 'cancelBooking',
  payload: cancelSchema,
  who: 'signed-in',
  appCheck: 'limited-use',
  limits: [OWNER_CHANGES],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<CancelBookingResult> => {
      const found = await deps.store.getBooking(data.reserva);
      if (!found || found.dona !== caller.uid) return notFound();
      if (found.estado === 'cancelada') return { estado: 'cancelada' };
      const motivo = data.mensagem?.trim() ?? '';
      const context = await changeContext(deps, found);
      const outcome = await deps.store.cancelBooking({
        id: found.id,
        mayChange: (reserva) => reserva.dona === caller.uid,
        por: 'dona',
        ...(motivo ? { motivo } : {}),
        at: context.at,
        rateLimits: [limitOn(OWNER_CHANGES, { uid: caller.uid })],
        mails: (cancelled) => cancellationMails(cancelled, context),
      });
      if (outcome.status === 'not-found') return notFound();
      if (outcome.status === 'rate-limited') refuse('resource-exhausted', MESSAGES.bookingOwnerRateLimited);
      if (outcome.status === 'cancelled') {
        const { reserva } = outcome;
        const when = slotLabel(reserva.comecaEm, { dela: reserva.fuso });
        await conversationLine(
          deps,
          reserva,
          motivo
            ? { side: 'lab', mensagem: motivo, herReply: caller.uid }
            : { side: 'lab', mensagem: `Reserva cancelada por ${context.nomeSkin}: ${reserva.servico.nome}, ${when}.` },
        );
      }
      return { estado: 'cancelada' };
    },
});
