/**
 * The e-mails a booking's changes send: a cancellation (METHOD:CANCEL) or a new time (METHOD:REQUEST,
 * the same UID and a higher SEQUENCE, so every calendar updates its one event) to the visitor and to
 * her, and each side's reminder the day before. Subjects are built from her settings and Intl's
 * dates; what people typed (her message, the visitor's name) goes into the body only, escaped.
 */
import { bookingInvitation, slotLabel } from '../agenda';
import { conversationLinkPath, escapeHtml, type MailAttachment, type MailDoc } from '../notices';
import type { QueuedMail } from '../conversations';
import type { Instant } from '../kernel/instant';
import type { ReservaDoc } from './booking-types';

export interface ChangeMailContext {
  /** The skin's name as visitors read it. */
  nomeSkin: string;
  /** Her verified address; without one only the visitor is written to. */
  emailDela: string | null;
  siteUrl: string;
  /** The invitation's organiser: the site's address, never hers. */
  organizador: string;
  at: Instant;
}

type Side = 'visitante' | 'dela';

/** The site's host, the UID's domain: the same for every invitation about a booking. */
export function siteHostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** A mail's id: the booking's, the side, what it is and the SEQUENCE, so a retried change never sends twice. */
export function changeMailId(idReserva: string, side: Side, sequencia: number): string {
  return `reserva-${idReserva}-${side}-${sequencia}`;
}

function headerText(text: string): string {
  return [...text].map((char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? ' ' : char)).join('');
}

function invitation(reserva: ReservaDoc, context: ChangeMailContext, metodo: 'REQUEST' | 'CANCEL'): MailAttachment {
  const content = bookingInvitation(
    {
      id: reserva.id,
      sequencia: reserva.sequencia,
      inicio: reserva.comecaEm,
      fim: reserva.terminaEm,
      resumo: `${reserva.servico.nome} com ${context.nomeSkin}`,
      descricao: `Reserva feita em ${context.siteUrl}/${reserva.skin}`,
      organizador: { nome: context.nomeSkin, email: context.organizador },
      convidado: { nome: reserva.visitante.nome, email: reserva.visitante.email },
    },
    { dominio: siteHostOf(context.siteUrl), agora: context.at, metodo },
  );
  const name = metodo === 'CANCEL' ? 'cancelamento.ics' : 'convite.ics';
  return { filename: name, content, contentType: `text/calendar; charset=utf-8; method=${metodo}` };
}

const html = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

function mail(
  reserva: ReservaDoc,
  context: ChangeMailContext,
  side: Side,
  parts: { subject: string; lines: string[] },
  ics?: MailAttachment,
): MailDoc {
  const link = side === 'dela' ? `${context.siteUrl}${conversationLinkPath(reserva.idContato, reserva.idConversa)}` : null;
  const text = [...parts.lines, ...(link ? ['', `Abrir a conversa: ${link}`] : [])].join('\n');
  return {
    to: [side === 'dela' ? (context.emailDela ?? '') : reserva.visitante.email],
    message: {
      subject: headerText(parts.subject),
      text,
      html: `${html(parts.lines)}${link ? `\n<p><a href="${escapeHtml(link)}">Abrir a conversa</a></p>` : ''}`,
      ...(ics ? { attachments: [ics] } : {}),
    },
    tipo: 'reserva',
    data: context.at,
    idContato: reserva.idContato,
    idConversa: reserva.idConversa,
    idChat: null,
    ...(side === 'dela' ? { leitores: [reserva.dona] } : {}),
  };
}

function whenFor(reserva: ReservaDoc, side: Side): string {
  const visitante = side === 'visitante' && reserva.fusoVisitante ? { visitante: reserva.fusoVisitante } : {};
  return slotLabel(reserva.comecaEm, { dela: reserva.fuso, ...visitante });
}

/** Both sides' mails, each with its id; hers only when she has an address. */
function bothSides(reserva: ReservaDoc, context: ChangeMailContext, build: (side: Side) => MailDoc, suffix = ''): QueuedMail[] {
  const sides: Side[] = context.emailDela ? ['visitante', 'dela'] : ['visitante'];
  return sides.map((side) => ({ id: `${changeMailId(reserva.id, side, reserva.sequencia)}${suffix}`, doc: build(side) }));
}

/** The cancellation, to both: who cancelled, her message when she wrote one, and the CANCEL invitation. */
export function cancellationMails(cancelled: ReservaDoc, context: ChangeMailContext): QueuedMail[] {
  const ics = invitation(cancelled, context, 'CANCEL');
  return bothSides(cancelled, context, (side) => {
    const who = cancelled.canceladaPor === 'dona' ? `${context.nomeSkin} cancelou` : `${cancelled.visitante.nome} cancelou`;
    const lines = [
      `${who} a reserva de ${cancelled.servico.nome}.`,
      `Era: ${whenFor(cancelled, side)}`,
      ...(cancelled.motivo ? ['Mensagem:', cancelled.motivo] : []),
    ];
    return mail(
      cancelled,
      context,
      side,
      { subject: `Reserva cancelada: ${cancelled.servico.nome} com ${context.nomeSkin}`, lines },
      ics,
    );
  });
}

/** The new time, to both, with the updated invitation (same UID, higher SEQUENCE). */
export function moveMails(moved: ReservaDoc, before: ReservaDoc, context: ChangeMailContext, link: string | null): QueuedMail[] {
  const ics = invitation(moved, context, 'REQUEST');
  return bothSides(moved, context, (side) => {
    const lines = [
      `A reserva de ${moved.servico.nome} com ${context.nomeSkin} mudou de horário.`,
      `Novo horário: ${whenFor(moved, side)}`,
      `Antes: ${whenFor(before, side)}`,
      ...(side === 'visitante' && link ? [`Para cancelar ou mudar de novo, use este link (só você o recebe): ${link}`] : []),
    ];
    return mail(
      moved,
      context,
      side,
      { subject: `Reserva remarcada: ${moved.servico.nome}, ${whenFor(moved, side)}`, lines },
      ics,
    );
  });
}

/** Each side's reminder of a booking coming up; its id names the start, so a moved booking is reminded again. */
export function reminderMail(reserva: ReservaDoc, context: ChangeMailContext, side: Side): QueuedMail | null {
  if (side === 'dela' && !context.emailDela) return null;
  const lines =
    side === 'visitante'
      ? [
          `Olá, ${reserva.visitante.nome}! Lembrete da sua reserva com ${context.nomeSkin}.`,
          `Serviço: ${reserva.servico.nome} (${reserva.servico.duracaoMin} min)`,
          `Quando: ${whenFor(reserva, side)}`,
          'Para cancelar ou mudar o horário, use o link do e-mail de confirmação.',
        ]
      : [`Lembrete: ${reserva.servico.nome} com ${reserva.visitante.nome}.`, `Quando: ${whenFor(reserva, side)}`];
  const doc = mail(reserva, context, side, { subject: `Lembrete: ${reserva.servico.nome}, ${whenFor(reserva, side)}`, lines });
  return { id: `reserva-${reserva.id}-lembrete-${side}-${reserva.comecaEm}`, doc };
}
