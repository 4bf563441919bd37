/**
 * Her private calendar feed, `GET /agenda/{uid}/{segredo}.ics`: the HTTP function hands the two path
 * parts here and sends back what this answers. Her confirmed bookings from 30 days ago on (500 at
 * most), each with its UID and SEQUENCE, so Google, Apple and Outlook keep one event per booking and
 * drop a cancelled one. A wrong or renewed secret answers 404, compared in constant time.
 */
import { bookingFeed, type IcsEvent } from '../agenda';
import { SITE_NAME } from '../kernel/constants';
import type { Instant } from '../kernel/instant';
import type { BookingChangesStore } from './store/booking-changes-port';
import { siteHostOf } from './booking-change-mails';
import type { ReservaDoc } from './booking-types';

const DAY = 86_400_000;
/** How far back the feed reaches, and how many bookings it carries at most. */
export const FEED_PAST_DAYS = 30;
export const FEED_MAX_BOOKINGS = 500;
/** Where her feed is served: `{site}/agenda/{uid}/{segredo}.ics`. */
export const AGENDA_FEED_PATH = '/agenda';

export interface FeedResponse {
  status: 200 | 404;
  headers: Record<string, string>;
  body: string;
}

export interface FeedDeps {
  store: Pick<BookingChangesStore, 'agendaFeedOf' | 'bookingsOf'>;
  now: () => Instant;
  siteUrl: string;
}

/** Her feed's address. */
export function agendaFeedAddress(siteUrl: string, uid: string, segredo: string): string {
  return `${siteUrl}${AGENDA_FEED_PATH}/${encodeURIComponent(uid)}/${segredo}.ics`;
}

/** Equal strings, in a time that depends on their length only. */
function sameSecret(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}

const NOT_FOUND: FeedResponse = {
  status: 404,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  body: 'Calendário não encontrado.\n',
};

function eventOf(reserva: ReservaDoc, organizador: string): IcsEvent {
  return {
    id: reserva.id,
    sequencia: reserva.sequencia,
    inicio: reserva.comecaEm,
    fim: reserva.terminaEm,
    resumo: `${reserva.servico.nome} — ${reserva.visitante.nome}`,
    descricao: [
      `Reserva em ${reserva.skin}`,
      `E-mail: ${reserva.visitante.email}`,
      ...(reserva.visitante.whatsapp ? [`WhatsApp: ${reserva.visitante.whatsapp}`] : []),
    ].join('\n'),
    organizador: { nome: reserva.skin, email: organizador },
    convidado: { nome: reserva.visitante.nome, email: reserva.visitante.email },
  };
}

/** The answer to `GET /agenda/{uid}/{segredo}.ics`. */
export async function agendaFeedResponse(deps: FeedDeps, uid: string, segredo: string): Promise<FeedResponse> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid) || segredo.length > 64) return NOT_FOUND;
  const feed = await deps.store.agendaFeedOf(uid);
  if (!feed || !sameSecret(feed.segredo, segredo)) return NOT_FOUND;
  const now = deps.now();
  const bookings = await deps.store.bookingsOf(uid, now - FEED_PAST_DAYS * DAY, FEED_MAX_BOOKINGS);
  const host = siteHostOf(deps.siteUrl);
  const body = bookingFeed({
    nome: `Agenda — ${SITE_NAME}`,
    dominio: host,
    agora: now,
    eventos: bookings.filter((reserva) => reserva.estado === 'confirmada').map((reserva) => eventOf(reserva, `agenda@${host}`)),
  });
  return {
    status: 200,
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300' },
    body,
  };
}
