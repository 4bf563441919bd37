/**
 * The visitor moves their booking through the link, until her least notice before its start, to a
 * free time of her agenda as the published page carries it now: one transaction reads the booking,
 * the busy maps its new time (widened by her buffer) reaches, checks it is bookable with the booking
 * itself left out, and moves it between the maps. Both sides get the updated invitation (same UID,
 * higher SEQUENCE). A taken time answers the next free ones; a wrong id or secret, or a cancelled
 * booking, the one not-found answer.
 */
import { z } from 'zod';
import { defineCallable } from '../../handlers/define-callable';
import type { HandlerDeps } from '../../handlers/handler-types';
import { MESSAGES } from '../../kernel/messages';
import { refuse } from '../../kernel/commands/refusals';
import type { AgendaConfig } from '../../kernel/agenda-types';
import { freeSlots, slotLabel } from '../../agenda';
import { bookingSecretMatches } from '../booking-secret';
import { moveMails } from '../booking-change-mails';
import { utcDatesTouched } from '../busy-days';
import type { ReservaDoc } from '../booking-types';
import {
  agendaOfBooking,
  bookingByLink,
  changeContext,
  conversationLine,
  LINK_LIMITS,
  linkDeadline,
  linkLimitsOf,
  linkPayload,
  notFound,
} from './booking-access';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How far after the time asked the next free ones are looked for, and how many are answered. */
const NEXT_DAYS = 14;
const NEXT_COUNT = 5;

export type MoveBookingByLinkResult =
  { status: 'movida'; comecaEm: number; terminaEm: number } | { status: 'ocupado'; proximos: number[] };

const moveSchema = z.strictObject({
  ...linkPayload,
  comecaEm: z.number({ error: MESSAGES.bookingNewTimeInvalid }).int(MESSAGES.bookingNewTimeInvalid),
});

/** The next free starts of the booking's service from the time asked, the booking itself left out. */
async function nextFree(deps: HandlerDeps, reserva: ReservaDoc, agenda: AgendaConfig, from: number): Promise<number[]> {
  const to = from + NEXT_DAYS * DAY;
  const buffer = agenda.intervaloMin * MINUTE;
  const listed = await deps.store.bookingsListedOn(reserva.agenda, utcDatesTouched(from - buffer, to + buffer));
  const bookings = listed
    .filter((time) => time.id !== reserva.id)
    .map((time) => ({ inicio: time.comecaEm, fim: time.terminaEm }));
  return freeSlots({ agenda, service: reserva.servico, bookings, now: deps.now(), from, to }).slice(0, NEXT_COUNT);
}

export const moveBookingByLink = defineCallable({
  name: 'moveBookingByLink',
  payload: moveSchema,
  who: 'anyone',
  appCheck: 'limited-use',
  limits: [LINK_LIMITS.perIp, LINK_LIMITS.perBooking],
  handler:
    (deps) =>
    async ({ ip, data }): Promise<MoveBookingByLinkResult> => {
      const found = await bookingByLink(deps, data);
      if (found.estado === 'cancelada') return notFound();
      const agenda = await agendaOfBooking(deps, found);
      if (!agenda) refuse('failed-precondition', MESSAGES.bookingMoveUnavailable);
      if (deps.now() >= linkDeadline(found, agenda)) refuse('failed-precondition', MESSAGES.bookingTooLate);
      if (!Number.isSafeInteger(data.comecaEm)) refuse('invalid-argument', MESSAGES.bookingNewTimeInvalid);
      if (data.comecaEm === found.comecaEm) return { status: 'movida', comecaEm: found.comecaEm, terminaEm: found.terminaEm };
      const context = await changeContext(deps, found);
      const link = `${deps.siteUrl}/reserva/${encodeURIComponent(found.id)}#${data.segredo}`;
      const outcome = await deps.store.moveBooking({
        id: found.id,
        mayChange: (reserva) => bookingSecretMatches(reserva.segredoHash, data.segredo),
        agenda,
        comecaEm: data.comecaEm,
        now: context.at,
        rateLimits: linkLimitsOf(found, ip),
        mails: (moved) => moveMails(moved, found, context, link),
      });
      if (outcome.status === 'not-found') return notFound();
      if (outcome.status === 'rate-limited') refuse('resource-exhausted', MESSAGES.bookingLinkRateLimited);
      if (outcome.status === 'taken')
        return { status: 'ocupado', proximos: await nextFree(deps, outcome.reserva, agenda, data.comecaEm) };
      const { reserva } = outcome;
      await conversationLine(deps, reserva, {
        side: 'visitante',
        mensagem: `Reserva remarcada pelo link do e-mail: ${reserva.servico.nome}, agora ${slotLabel(reserva.comecaEm, { dela: reserva.fuso })}.`,
      });
      return { status: 'movida', comecaEm: reserva.comecaEm, terminaEm: reserva.terminaEm };
    },
});
