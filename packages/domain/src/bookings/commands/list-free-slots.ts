/**
 * The free times of one service of her agenda, for a visitor's widget: from a date in her zone, a
 * few days (at most 14). Anyone may ask, within a per-IP limit taken once the agenda is found and
 * before any busy map is read; the answer reads the busy maps of that range only (14 UTC dates and
 * one on each side, at most).
 */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import type { Instant } from '../../kernel/instant';
import { addDays, freeSlots, instantOf } from '../../agenda';
import { defineCallable } from '../../handlers/define-callable';
import { ipLimitsOn, rateLimit } from '../../handlers/declared-limits';
import { refuse } from '../../kernel/commands/refusals';
import type { HandlerDeps } from '../../handlers/handler-types';
import { datesToRead } from '../busy-days';
import { agendaFields } from './booking-payload';
import { bookingOffer, type BookingOffer } from './booking-offer';

/** The most days one call answers: two weeks, what the widget shows at once. */
export const FREE_SLOTS_MAX_DAYS = 14;
const DAY = 86_400_000;
const MINUTE = 60_000;

const FREE_SLOTS = rateLimit('freeSlotsPerIp', 'free-slots-ip:{ip}');

const localDate = z
  .string({ error: MESSAGES.bookingDateInvalid })
  // zod runs a refinement after a failed pattern too: the pattern is checked again before the date is read.
  .refine((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date, MESSAGES.bookingDateInvalid);

const schema = z.strictObject({
  ...agendaFields,
  de: localDate,
  dias: z
    .number({ error: MESSAGES.invalidPayload })
    .int(MESSAGES.invalidPayload)
    .min(1, MESSAGES.invalidPayload)
    .max(FREE_SLOTS_MAX_DAYS, MESSAGES.invalidPayload),
});

export interface ListFreeSlotsResult {
  /** Her zone: the widget writes each time in it, and in the visitor's. */
  fuso: string;
  /** The starts of the free slots, ascending (epoch ms). */
  horarios: number[];
}

/**
 * The free starts of the offer's service in [from, to), read from the busy maps that range (widened
 * by her buffer) touches; nothing is read outside her notice and horizon.
 */
export async function freeStartsOf(
  deps: Pick<HandlerDeps, 'store'>,
  offer: BookingOffer,
  range: { from: Instant; to: Instant; now: Instant },
): Promise<Instant[]> {
  const { agenda, service } = offer;
  const from = Math.max(range.from, range.now + agenda.antecedenciaMin * MINUTE);
  const to = Math.min(range.to, range.now + agenda.horizonteDias * DAY + 1);
  if (!(from < to)) return [];
  const busy = await deps.store.busyTimes(offer.agendaKey, datesToRead(from, to, agenda.intervaloMin));
  return freeSlots({
    agenda,
    service,
    bookings: busy.map((time) => ({ inicio: time.comecaEm, fim: time.terminaEm })),
    now: range.now,
    from,
    to,
  });
}

export const listFreeSlots = defineCallable({
  name: 'listFreeSlots',
  payload: schema,
  who: 'anyone',
  appCheck: 'required',
  limits: [FREE_SLOTS],
  handler:
    (deps) =>
    async ({ ip, data }): Promise<ListFreeSlotsResult> => {
      const now = deps.now();
      const offer = await bookingOffer(deps, data.skin.trim().toLowerCase(), data.pagina, data.servico);
      // After the agenda is found (two reads, what the limit's own transaction costs), so a refused
      // call writes nothing; before the busy maps, the work a flood would multiply.
      if ((await deps.store.consumeRateLimits(ipLimitsOn(FREE_SLOTS, ip, {}), now)) !== -1) {
        refuse('resource-exhausted', MESSAGES.freeSlotsRateLimited);
      }
      const fuso = offer.agenda.fuso;
      const from = instantOf(fuso, data.de, 0);
      const to = instantOf(fuso, addDays(data.de, data.dias), 0);
      return { fuso, horarios: await freeStartsOf(deps, offer, { from, to, now }) };
    },
});
