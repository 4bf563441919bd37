/**
 * What a booking writes and answers: the stored booking (ReservaDoc), its two mails with their
 * invitation, and the visitor's result, as bookSlot builds them before its transaction.
 */
import type { Instant } from '../../kernel/instant';
import type { Participante } from '../../kernel/types';
import type { BookingMail } from '../store/booking-port';
import type { HandlerDeps } from '../../handlers/handler-types';
import type { ReservaDoc } from '../booking-types';
import { bookingMailId, ownerBookingMail, siteDomainOf, visitorBookingMail, type BookingMailInput } from '../booking-mails';
import type { BookingOffer } from './booking-offer';
import type { Deposit } from './booking-deposit';

const MINUTE = 60_000;

export interface BookSlotResult {
  status: 'reservada';
  idReserva: string;
  comecaEm: number;
  terminaEm: number;
  fuso: string;
  servico: { nome: string; duracaoMin: number; precoCentavos?: number };
  /** The deposit's BR Code ("Pix Copia e Cola") and reference, when the service asks one and her skin has a Pix card. */
  sinal?: { centavos: number; codigo: string; txid: string };
}

export interface BookingDraft {
  id: string;
  offer: BookingOffer;
  visitante: ReservaDoc['visitante'];
  comecaEm: Instant;
  fusoVisitante: string | undefined;
  idContato: string;
  segredoHash: string;
  deposit: Deposit | null;
  now: Instant;
}

/** The booking as stored: confirmed, SEQUENCE 0, its conversation's ids derived from its own. */
export function bookingOf(draft: BookingDraft): ReservaDoc {
  const { offer, deposit } = draft;
  return {
    id: draft.id,
    agenda: offer.agendaKey,
    dona: offer.skin.idUser,
    skinId: offer.skin.id_skins,
    skin: offer.skin.username,
    pagina: offer.pagina,
    container: offer.container,
    servico: { ...offer.service },
    comecaEm: draft.comecaEm,
    terminaEm: draft.comecaEm + offer.service.duracaoMin * MINUTE,
    fuso: offer.agenda.fuso,
    ...(draft.fusoVisitante ? { fusoVisitante: draft.fusoVisitante } : {}),
    visitante: draft.visitante,
    estado: 'confirmada',
    sequencia: 0,
    criadaEm: draft.now,
    idContato: draft.idContato,
    // One conversation per booking, named by it: a retry joins it, another booking opens its own.
    idConversa: draft.id,
    ...(deposit ? { sinal: { centavos: deposit.centavos, txid: deposit.txid, pago: false } } : {}),
    segredoHash: draft.segredoHash,
  };
}

/** The visitor's confirmation and, when her address is known, her notice; ids from the booking and its SEQUENCE. */
export function bookingMailsOf(
  deps: Pick<HandlerDeps, 'siteUrl' | 'siteReplyTo'>,
  input: {
    reserva: ReservaDoc;
    offer: BookingOffer;
    owner: Participante;
    emailDela: string | null;
    segredo: string;
    deposit: Deposit | null;
  },
): BookingMail[] {
  const { reserva, deposit } = input;
  const mail: BookingMailInput = {
    reserva,
    nomeSkin: input.offer.skin.nomeExibicao || reserva.skin,
    nomeDela: input.owner.nome,
    emailDela: input.emailDela,
    siteUrl: deps.siteUrl,
    organizador: deps.siteReplyTo ?? `reservas@${siteDomainOf(deps.siteUrl)}`,
    segredo: input.segredo,
    ...(deposit
      ? {
          sinal:
            'codigo' in deposit
              ? { centavos: deposit.centavos, codigo: deposit.codigo }
              : { centavos: deposit.centavos, semPix: true },
        }
      : {}),
    at: reserva.criadaEm,
  };
  const mails: BookingMail[] = [
    { id: bookingMailId(reserva.id, 'visitante', reserva.sequencia), doc: { ...visitorBookingMail(mail) } },
  ];
  if (input.emailDela) {
    mails.push({
      id: bookingMailId(reserva.id, 'dela', reserva.sequencia),
      doc: { ...ownerBookingMail({ ...mail, emailDela: input.emailDela }) },
    });
  }
  return mails;
}

/** What the visitor's widget shows: the booking, and the deposit's code when there is one. */
export function resultOf(reserva: ReservaDoc, deposit: Deposit | null): BookSlotResult {
  const { nome, duracaoMin, precoCentavos } = reserva.servico;
  return {
    status: 'reservada',
    idReserva: reserva.id,
    comecaEm: reserva.comecaEm,
    terminaEm: reserva.terminaEm,
    fuso: reserva.fuso,
    servico: { nome, duracaoMin, ...(precoCentavos ? { precoCentavos } : {}) },
    ...(deposit && 'codigo' in deposit
      ? { sinal: { centavos: deposit.centavos, codigo: deposit.codigo, txid: deposit.txid } }
      : {}),
  };
}
