/**
 * The visitor cancels through the link, until her least notice before the start: the booking is
 * cancelled, leaves its busy maps, both sides get the CANCEL invitation, and her conversation gets a
 * line saying so. Cancelling a cancelled booking answers cancelled and writes nothing more.
 */
import { defineCallable } from '../../handlers/define-callable';
import { MESSAGES } from '../../kernel/messages';
import { refuse } from '../../kernel/commands/refusals';
import { slotLabel } from '../../agenda';
import { bookingSecretMatches } from '../booking-secret';
import { cancellationMails } from '../booking-change-mails';
import {
  agendaOfBooking,
  bookingByLink,
  changeContext,
  conversationLine,
  LINK_LIMITS,
  linkDeadline,
  linkLimitsOf,
  linkSchema,
  notFound,
} from './booking-access';

export interface CancelBookingResult {
  estado: 'cancelada';
}

export const cancelBookingByLink = defineCallable({
  name: 'cancelBookingByLink',
  payload: linkSchema,
  who: 'anyone',
  appCheck: 'limited-use',
  limits: [LINK_LIMITS.perIp, LINK_LIMITS.perBooking],
  handler:
    (deps) =>
    async ({ ip, data }): Promise<CancelBookingResult> => {
      const found = await bookingByLink(deps, data);
      if (found.estado === 'cancelada') return { estado: 'cancelada' };
      if (deps.now() >= linkDeadline(found, await agendaOfBooking(deps, found)))
        refuse('failed-precondition', MESSAGES.bookingTooLate);
      const context = await changeContext(deps, found);
      const outcome = await deps.store.cancelBooking({
        id: found.id,
        mayChange: (reserva) => bookingSecretMatches(reserva.segredoHash, data.segredo),
        por: 'visitante',
        at: context.at,
        rateLimits: linkLimitsOf(found, ip),
        mails: (cancelled) => cancellationMails(cancelled, context),
      });
      if (outcome.status === 'not-found') return notFound();
      if (outcome.status === 'rate-limited') refuse('resource-exhausted', MESSAGES.bookingLinkRateLimited);
      if (outcome.status === 'cancelled') {
        const { reserva } = outcome;
        const when = slotLabel(reserva.comecaEm, { dela: reserva.fuso });
        await conversationLine(deps, reserva, {
          side: 'visitante',
          mensagem: `Reserva cancelada pelo link do e-mail: ${reserva.servico.nome}, ${when}.`,
        });
      }
      return { estado: 'cancelada' };
    },
});
