/**
 * The visitor's manage page reads their booking through the link's secret: what, when, in whose zone,
 * whether it can still be changed and until when. A wrong id or secret gets the one not-found answer.
 */
import { defineCallable } from '../../handlers/define-callable';
import type { EstadoReserva } from '../booking-types';
import { agendaOfBooking, bookingByLink, consumeLinkLimits, LINK_LIMITS, linkDeadline, linkSchema } from './booking-access';

export interface ReadBookingByLinkResult {
  skin: string;
  pagina: string;
  servicoId: string;
  servico: { nome: string; duracaoMin: number };
  comecaEm: number;
  terminaEm: number;
  fuso: string;
  estado: EstadoReserva;
  /** Whether the link may still cancel or move it (before her least notice, and not cancelled). */
  podeAlterar: boolean;
  /** Until when it may: her least notice before the start. */
  ateEm: number;
}

export const readBookingByLink = defineCallable({
  name: 'readBookingByLink',
  payload: linkSchema,
  who: 'anyone',
  appCheck: 'required',
  limits: [LINK_LIMITS.perIp, LINK_LIMITS.perBooking],
  handler:
    (deps) =>
    async ({ ip, data }): Promise<ReadBookingByLinkResult> => {
      const reserva = await bookingByLink(deps, data);
      await consumeLinkLimits(deps, reserva, ip);
      const ateEm = linkDeadline(reserva, await agendaOfBooking(deps, reserva));
      return {
        skin: reserva.skin,
        pagina: reserva.pagina,
        servicoId: reserva.servico.id,
        servico: { nome: reserva.servico.nome, duracaoMin: reserva.servico.duracaoMin },
        comecaEm: reserva.comecaEm,
        terminaEm: reserva.terminaEm,
        fuso: reserva.fuso,
        estado: reserva.estado,
        podeAlterar: reserva.estado === 'confirmada' && deps.now() < ateEm,
        ateEm,
      };
    },
});
