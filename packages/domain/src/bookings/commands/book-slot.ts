/**
 * A visitor books one of her free times (docs/decisions/0021-bookings.md). Anyone may, but her own
 * account; the payload, the visitor's details and the start's place on her grid are checked first, then
 * one transaction takes the limits, reads the busy maps her buffer reaches and the booking by its id,
 * and writes the booking, its place in the maps and both mails, or nothing. After the commit it opens
 * the visitor's conversation in her CONTATOS. A time taken meanwhile answers `ocupado` with the next
 * free ones, writing nothing; a retry of the same draft answers its first booking.
 */
import { z } from 'zod';
import { LIMITS } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { PUBLIC_MESSAGES } from '../../kernel/public-messages';
import { contactIdOf, contactNameOf, isValidEmail } from '../../kernel/validation';
import { sendId, text } from '../../kernel/commands/schemas';
import { sha256Hex } from '../../kernel/sha256';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import { isBookable, isTimeZone } from '../../agenda';
import { visitorWhatsappOf } from '../../studio';
import { WHATSAPP_LIMITS } from '../../card-kinds/whatsapp/schema';
import { defineCallable } from '../../handlers/define-callable';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { ipLimitKey } from '../../handlers/request-context';
import type { HandlerDeps } from '../../handlers/handler-types';
import type { RateLimit } from '../../limits';
import type { AgendaKey } from '../booking-types';
import { bookingSecretHash, newBookingSecret } from '../booking-secret';
import { agendaFields, instantField } from './booking-payload';
import { bookingOffer } from './booking-offer';
import { freeStartsOf } from './list-free-slots';
import { depositOf } from './booking-deposit';
import { creatorOf, openBookingConversation } from './booking-conversation';
import { bookingMailsOf, bookingOf, resultOf, type BookSlotResult } from './booking-record';

export type { BookSlotResult } from './booking-record';

const DAY = 86_400_000;
/** How many next free starts an `ocupado` answer offers, and how far ahead it looks for them. */
const NEXT_FREE = 5;
const NEXT_FREE_DAYS = 14;

const BOOKINGS = {
  perIp: rateLimit('bookingPerIp', 'booking-ip:{ip}'),
  perEmailAndIp: rateLimit('bookingPerEmailAndIp', 'booking-email:{email}|{ip}'),
  perAgenda: rateLimit('bookingPerAgenda', 'booking-agenda:{agenda}'),
};

/** The agenda's daily share: its refusal says the agenda is full today, not that this client asked too often. */
const AGENDA_LIMIT_PREFIX = BOOKINGS.perAgenda.key.slice(0, BOOKINGS.perAgenda.key.indexOf('{'));

const schema = z.strictObject({
  ...agendaFields,
  comecaEm: instantField,
  nome: text(LIMITS.contactNameMaxLength * 4 + 40, MESSAGES.contactNameTooLong, MESSAGES.bookingNameRequired),
  email: text(LIMITS.emailMaxLength, MESSAGES.emailTooLong, PUBLIC_MESSAGES.emailRequired),
  whatsapp: text(WHATSAPP_LIMITS.numero, MESSAGES.contactWhatsappInvalid).nullish(),
  fusoVisitante: text(64, MESSAGES.bookingTimeZoneInvalid).refine(isTimeZone, MESSAGES.bookingTimeZoneInvalid).nullish(),
  idEnvio: sendId,
});

const REFUSALS: Refusals<'rate-limited' | 'agenda-full' | 'own-agenda'> = {
  'rate-limited': ['resource-exhausted', MESSAGES.bookingRateLimited],
  'agenda-full': ['resource-exhausted', MESSAGES.bookingAgendaBusy],
  'own-agenda': ['invalid-argument', MESSAGES.bookingOwnAgenda],
};

/** The visitor as the booking keeps them: a name (required), an address, and a WhatsApp when given. */
function visitorOf(data: { nome: string; email: string; whatsapp?: string | null }) {
  const email = data.email.trim().toLowerCase();
  if (email === '') refuse('invalid-argument', PUBLIC_MESSAGES.emailRequired);
  if (!isValidEmail(email))
    refuse('invalid-argument', email.includes('/') ? PUBLIC_MESSAGES.emailInvalidChars : PUBLIC_MESSAGES.emailInvalid);
  const nome = contactNameOf(data.nome);
  if (!nome.ok) refuse('invalid-argument', nome.problem);
  if (nome.nome === '') refuse('invalid-argument', MESSAGES.bookingNameRequired);
  const whatsapp = visitorWhatsappOf(data.whatsapp ?? '');
  if (whatsapp === null) refuse('invalid-argument', MESSAGES.contactWhatsappInvalid);
  return { nome: nome.nome, email, ...(whatsapp === '' ? {} : { whatsapp }) };
}

/**
 * The booking's id, from the draft's idEnvio scoped by the agenda and the visitor's address: a retry
 * lands on its first try's booking, and nobody's idEnvio reaches another's booking.
 */
export function bookingIdOf(agenda: AgendaKey, email: string, idEnvio: string): string {
  return `r${sha256Hex(`reserva|${agenda}|${email}|${idEnvio}`).slice(0, 32)}`;
}

/** The limits a booking takes: the client's (and its /48's), the address's from that client, the agenda's day. */
function limitsOf(ip: string | null, email: string, agenda: AgendaKey): RateLimit[] {
  return [
    ...ipLimitsOn(BOOKINGS.perIp, ip, {}),
    limitOn(BOOKINGS.perEmailAndIp, { email, ip: ipLimitKey(ip) }),
    limitOn(BOOKINGS.perAgenda, { agenda }),
  ];
}

export type BookSlotAnswer = BookSlotResult | { status: 'ocupado'; proximos: number[] };

export const bookSlot = defineCallable({
  name: 'bookSlot',
  payload: schema,
  who: 'anyone',
  appCheck: 'limited-use',
  limits: [BOOKINGS.perIp, BOOKINGS.perEmailAndIp, BOOKINGS.perAgenda],
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<BookSlotAnswer> => {
      const visitante = visitorOf(data);
      const offer = await bookingOffer(deps, data.skin.trim().toLowerCase(), data.pagina, data.servico);
      if (caller && caller.uid === offer.skin.idUser) refuse(...REFUSALS['own-agenda']);
      const now = deps.now();
      const rules = { agenda: offer.agenda, service: offer.service, now, start: data.comecaEm };
      // Off her grid, before her notice or past her horizon no booking could take it: refused, not `ocupado`.
      if (!isBookable({ ...rules, bookings: [] })) refuse('invalid-argument', MESSAGES.bookingStartInvalid);

      const id = bookingIdOf(offer.agendaKey, visitante.email, data.idEnvio);
      const segredo = newBookingSecret();
      const [deposit, owner, emailDela] = await Promise.all([
        depositOf(deps, offer, id),
        creatorOf(deps, offer.skin),
        deps.accounts.verifiedEmail(offer.skin.idUser),
      ]);
      const reserva = bookingOf({
        id,
        offer,
        visitante,
        comecaEm: data.comecaEm,
        fusoVisitante: data.fusoVisitante ?? undefined,
        idContato: contactIdOf(visitante.email, offer.skin.username),
        segredoHash: bookingSecretHash(segredo),
        deposit,
        now,
      });
      const mails = bookingMailsOf(deps, { reserva, offer, owner, emailDela, segredo, deposit });
      const outcome = await deps.store.bookSlot({
        reserva,
        agenda: offer.agenda,
        now,
        rateLimits: limitsOf(ip, visitante.email, offer.agendaKey),
        mails,
      });
      if (outcome.status === 'rate-limited') {
        refuse(...REFUSALS[outcome.limit.key.startsWith(AGENDA_LIMIT_PREFIX) ? 'agenda-full' : 'rate-limited']);
      }
      if (outcome.status === 'taken') return { status: 'ocupado', proximos: await nextFree(deps, offer, data.comecaEm, now) };
      await openBookingConversation(deps, { reserva: outcome.reserva, owner, deposit, ip });
      return resultOf(outcome.reserva, deposit);
    },
});

/** The next free starts of the service from the requested time, for the visitor to pick another. */
async function nextFree(
  deps: HandlerDeps,
  offer: Parameters<typeof freeStartsOf>[1],
  from: number,
  now: number,
): Promise<number[]> {
  const starts = await freeStartsOf(deps, offer, { from, to: from + NEXT_FREE_DAYS * DAY, now });
  return starts.slice(0, NEXT_FREE);
}
