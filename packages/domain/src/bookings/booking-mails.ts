/**
 * The e-mails a booking sends (mail/{id}, for the Trigger Email extension): the visitor's
 * confirmation, with her link to cancel or move it, and her notice of a new booking; each carries the
 * calendar invitation (.ics, METHOD:REQUEST). What the visitor typed goes into the body only, escaped
 * for HTML; the subjects are built from her settings and Intl's dates, never from the visitor's words.
 */
import { bookingInvitation, slotLabel } from '../agenda';
import { conversationLinkPath, escapeHtml, type MailAttachment, type MailDoc } from '../notices';
import { whatsappChatLink, whatsappDisplay } from '../conversations';
import type { Instant } from '../kernel/instant';
import type { ReservaDoc } from './booking-types';

/** Where the visitor's link opens; its secret travels after `#`, so no server log or Referer carries it. */
export const BOOKING_LINK_PATH = '/reserva';

/** The visitor's link to her booking: `{origin}/reserva/{id}#{segredo}`. */
export function bookingLinkOf(siteUrl: string, id: string, segredo: string): string {
  return `${siteUrl}${BOOKING_LINK_PATH}/${encodeURIComponent(id)}#${segredo}`;
}

/** The deposit as the mails tell it: its BR Code, or her skin has no Pix card to receive it. */
export type DepositNote = { centavos: number; codigo: string } | { centavos: number; semPix: true };

export interface BookingMailInput {
  reserva: ReservaDoc;
  /** The skin's name as visitors read it (its display name, or its address). */
  nomeSkin: string;
  /** Her own name (her account's), as the visitor's mail names her. */
  nomeDela: string;
  /** Her verified address; without one only the visitor is written to. */
  emailDela: string | null;
  siteUrl: string;
  /** The address the invitation names as its organiser: the site's, never hers (her address is not handed out). */
  organizador: string;
  /** The secret of the visitor's link, known only while the booking is made. */
  segredo: string;
  sinal?: DepositNote;
  at: Instant;
}

const MONEY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Centavos as a Brazilian reads a price: "R$ 150,00". */
export function reaisDisplay(centavos: number): string {
  return MONEY.format(centavos / 100).replace(/\s/g, ' ');
}

/** A header's text with nothing that could end the line (her settings are checked; this is a second lock). */
function headerText(text: string): string {
  return [...text].map((char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? ' ' : char)).join('');
}

/** The site's host name, for the invitation's UID and the organiser's address. */
export function siteDomainOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** The invitation both mails carry: the same UID and SEQUENCE, so every calendar keeps one event. */
export function invitationOf(input: BookingMailInput): MailAttachment {
  const { reserva } = input;
  const content = bookingInvitation(
    {
      id: reserva.id,
      sequencia: reserva.sequencia,
      inicio: reserva.comecaEm,
      fim: reserva.terminaEm,
      resumo: `${reserva.servico.nome} com ${input.nomeSkin}`,
      descricao: `Reserva feita em ${input.siteUrl}/${reserva.skin}`,
      organizador: { nome: input.nomeSkin, email: input.organizador },
      convidado: { nome: reserva.visitante.nome, email: reserva.visitante.email },
    },
    { dominio: siteDomainOf(input.siteUrl), agora: input.at, metodo: 'REQUEST' },
  );
  return { filename: 'convite.ics', content, contentType: 'text/calendar; charset=utf-8; method=REQUEST' };
}

/** The price and deposit lines, the same in both mails but for the words about a missing Pix card. */
function priceLines(input: BookingMailInput, side: 'visitante' | 'dela'): string[] {
  const { precoCentavos } = input.reserva.servico;
  const lines = precoCentavos ? [`Preço: ${reaisDisplay(precoCentavos)}`] : [];
  const sinal = input.sinal;
  if (!sinal) return lines;
  if ('codigo' in sinal) {
    const how =
      side === 'visitante' ? 'Pague com o Pix Copia e Cola abaixo, no app do seu banco:' : 'Código Pix enviado à pessoa:';
    return [...lines, `Sinal: ${reaisDisplay(sinal.centavos)} por Pix. ${how}`, sinal.codigo];
  }
  return side === 'visitante'
    ? [...lines, `Sinal: ${reaisDisplay(sinal.centavos)}. ${input.nomeDela} vai combinar o pagamento com você.`]
    : [
        ...lines,
        `Sinal: ${reaisDisplay(sinal.centavos)}. Sua skin não tem um cartão Pix, então a reserva foi feita sem o código do sinal: combine o pagamento com a pessoa, ou ponha um cartão Pix na skin.`,
      ];
}

function mailOf(doc: Omit<MailDoc, 'tipo' | 'idChat' | 'data' | 'idContato' | 'idConversa'>, input: BookingMailInput): MailDoc {
  return {
    ...doc,
    tipo: 'reserva',
    data: input.at,
    idContato: input.reserva.idContato,
    idConversa: input.reserva.idConversa,
    idChat: null,
  };
}

const html = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** The visitor's confirmation: when in her zone and the visitor's, the price, the deposit, the link to change it. */
export function visitorBookingMail(input: BookingMailInput): MailDoc {
  const { reserva } = input;
  const link = bookingLinkOf(input.siteUrl, reserva.id, input.segredo);
  const when = slotLabel(reserva.comecaEm, {
    dela: reserva.fuso,
    ...(reserva.fusoVisitante ? { visitante: reserva.fusoVisitante } : {}),
  });
  const lines = [
    `Olá, ${reserva.visitante.nome}!`,
    `Sua reserva com ${input.nomeDela} (${input.nomeSkin}) está confirmada.`,
    `Serviço: ${reserva.servico.nome} (${reserva.servico.duracaoMin} min)`,
    `Quando: ${when}`,
    ...priceLines(input, 'visitante'),
  ];
  const change = 'Para cancelar ou mudar o horário, use este link (só você o recebe):';
  return mailOf(
    {
      to: [reserva.visitante.email],
      message: {
        subject: headerText(`Reserva confirmada: ${reserva.servico.nome} com ${input.nomeSkin}`),
        text: [...lines, '', `${change} ${link}`].join('\n'),
        html: `${html(lines)}\n<p>${escapeHtml(change)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        attachments: [invitationOf(input)],
      },
    },
    input,
  );
}

/** Her notice: who booked, when (her zone), the deposit, the conversation the booking opened. */
export function ownerBookingMail(input: BookingMailInput & { emailDela: string }): MailDoc {
  const { reserva } = input;
  const link = `${input.siteUrl}${conversationLinkPath(reserva.idContato, reserva.idConversa)}`;
  const when = slotLabel(reserva.comecaEm, { dela: reserva.fuso });
  const whatsapp = reserva.visitante.whatsapp;
  const lines = [
    `Nova reserva em ${input.nomeSkin}`,
    `Serviço: ${reserva.servico.nome} (${reserva.servico.duracaoMin} min)`,
    `Quando: ${when}`,
    `Quem: ${reserva.visitante.nome} <${reserva.visitante.email}>`,
    ...(whatsapp ? [`WhatsApp: ${whatsappDisplay(whatsapp)} (${whatsappChatLink(whatsapp)})`] : []),
    ...priceLines(input, 'dela'),
  ];
  return mailOf(
    {
      to: [input.emailDela],
      message: {
        subject: headerText(`Nova reserva: ${reserva.servico.nome}, ${when}`),
        text: [...lines, '', `Abrir a conversa: ${link}`].join('\n'),
        html: `${html(lines)}\n<p><a href="${escapeHtml(link)}">Abrir a conversa</a></p>`,
        attachments: [invitationOf(input)],
      },
      leitores: [reserva.dona],
    },
    input,
  );
}

/** Each mail's id: the booking's, the side and the SEQUENCE, so a retry of the same change never sends twice. */
export function bookingMailId(idReserva: string, side: 'visitante' | 'dela', sequencia: number): string {
  return `reserva-${idReserva}-${side}-${sequencia}`;
}
