/**
 * The conversation a booking opens in her CONTATOS, after the booking's commit (never inside it, as
 * a contact message's notices): the visitor keyed by the e-mail like an anonymous form's sender, the
 * subject "Agendamento", the booking's details as the briefing her inbox shows, and a lead in Novo.
 * Its ids are the booking's, so a retry joins the same conversation and writes nothing again.
 */
import { DEFAULT_AVATAR } from '../../kernel/constants';
import { slotLabel } from '../../agenda';
import { whatsappDisplay } from '../../conversations';
import type { Participante, RespostaFormulario } from '../../kernel/types';
import type { HandlerDeps } from '../../handlers/handler-types';
import { statsShard } from '../../handlers/request-context';
import { queueLeadEvent } from '../../webhooks';
import type { SkinDoc } from '../../skins';
import type { ReservaDoc } from '../booking-types';
import { reaisDisplay } from '../booking-mails';
import type { Deposit } from './booking-deposit';

/** The conversation's subject, as a form's chosen subject. */
export const BOOKING_SUBJECT = 'Agendamento';

/** The skin's side of the contact, as a form's message to her makes it. */
export async function creatorOf(deps: Pick<HandlerDeps, 'store'>, skin: SkinDoc): Promise<Participante> {
  const user = await deps.store.getUser(skin.idUser);
  return {
    chave: skin.username,
    uid: skin.idUser,
    nome: user?.nomeGoogle || skin.username,
    foto: user?.picGoogle || skin.iconSkin || DEFAULT_AVATAR,
    email: null,
  };
}

function answer(id: string, pergunta: string, resposta: string): RespostaFormulario {
  return { id, pergunta, tipo: 'curta', resposta };
}

/** The booking as her Briefing block reads it: Serviço, Data e hora (her zone and the visitor's), WhatsApp, Sinal. */
export function bookingAnswers(reserva: ReservaDoc, deposit: Deposit | null): RespostaFormulario[] {
  const when = slotLabel(reserva.comecaEm, {
    dela: reserva.fuso,
    ...(reserva.fusoVisitante ? { visitante: reserva.fusoVisitante } : {}),
  });
  const whatsapp = reserva.visitante.whatsapp;
  const sinal = deposit
    ? `${reaisDisplay(deposit.centavos)}${'semPix' in deposit ? ' (sem cartão Pix na skin)' : ' por Pix'}, a confirmar`
    : '';
  return [
    answer('servico', 'Serviço', `${reserva.servico.nome} (${reserva.servico.duracaoMin} min)`),
    answer('quando', 'Data e hora', when),
    ...(whatsapp ? [answer('whatsapp', 'WhatsApp', whatsappDisplay(whatsapp))] : []),
    ...(sinal ? [answer('sinal', 'Sinal', sinal)] : []),
  ];
}

/**
 * Opens (or, on a retry, finds) the booking's conversation; its failure never undoes the booking,
 * which is already committed: it is logged, and the booking answers as made.
 */
export async function openBookingConversation(
  deps: HandlerDeps,
  input: { reserva: ReservaDoc; owner: Participante; deposit: Deposit | null; ip: string | null },
): Promise<void> {
  const { reserva, owner } = input;
  const { nome, email, whatsapp } = reserva.visitante;
  const visitor: Participante = { chave: email, uid: null, nome: email, foto: DEFAULT_AVATAR, email };
  const respostas = bookingAnswers(reserva, input.deposit);
  const details = { nome, ...(whatsapp ? { whatsapp } : {}) };
  const participantes = [visitor, owner].sort((a, b) => (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : 0));
  try {
    const outcome = await deps.store.sendContactMessage({
      contact: { idContato: reserva.idContato, participantes, uids: [reserva.dona], destino: owner.chave },
      conversation: { idConversa: reserva.idConversa, assunto: BOOKING_SUBJECT, email, ...details, respostas },
      chat: null,
      at: reserva.criadaEm,
      // The booking took its limits; this is its consequence, not a second send.
      rateLimits: [],
      accessEmail: null,
      // Her devices hear of it; her e-mail is the booking's own ("Nova reserva"), not a message notice.
      notice: {
        recipient: owner,
        sender: visitor,
        senderUid: null,
        visitor: details,
        respostas,
        assunto: BOOKING_SUBJECT,
        mensagem: null,
        email: false,
        ip: input.ip,
      },
      stats: { shard: statsShard(deps) },
      idempotent: true,
    });
    if (outcome.status !== 'sent') {
      deps.logger?.error('bookSlot: the booking stands without its conversation', {
        reserva: reserva.id,
        status: outcome.status,
      });
      return;
    }
    if (outcome.createdConversation) {
      await queueLeadEvent(deps, { type: 'lead.created', idContato: reserva.idContato, idConversa: reserva.idConversa });
    }
  } catch (error) {
    deps.logger?.error('bookSlot: the booking stands without its conversation', {
      reserva: reserva.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
