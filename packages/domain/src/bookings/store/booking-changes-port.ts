/**
 * What happens to a booking after it exists: the visitor's link and her own screen cancel or move it,
 * she marks its deposit paid, the reminders go out once, old bookings are swept, and her private
 * calendar feed is renewed. Every change is one transaction that reads the booking again and decides
 * before its first write, so a refusal writes nothing.
 */
import type { Instant } from '../../kernel/instant';
import type { AgendaConfig } from '../../kernel/agenda-types';
import type { RateLimit } from '../../limits';
import type { AgendaFeedDoc, AgendaKey, ReservaDoc } from '../booking-types';

/**
 * An e-mail written with the change (mail/{id}); its shape is the notices' MailDoc, which this port,
 * on the Store's side of the slices, does not name.
 */
export interface ChangeMail {
  id: string;
  doc: object;
}

/** Who may change it, decided on the booking the transaction read: the link's secret, or her uid. */
export type MayChange = (reserva: ReservaDoc) => boolean;

export interface CancelBookingInput {
  id: string;
  mayChange: MayChange;
  por: 'visitante' | 'dona';
  /** Her message to the visitor (only when she cancels). */
  motivo?: string;
  at: Instant;
  /** Counted only when the booking is found, may change and is not cancelled yet. */
  rateLimits: RateLimit[];
  /** The CANCEL invitations, built from the booking as cancelled (its new SEQUENCE). */
  mails: (cancelled: ReservaDoc) => ChangeMail[];
}

export type CancelBookingOutcome =
  | { status: 'cancelled'; reserva: ReservaDoc }
  /** Already cancelled: answered as cancelled, nothing written. */
  | { status: 'already-cancelled'; reserva: ReservaDoc }
  /** Absent, or not the caller's to change: one answer. */
  | { status: 'not-found' }
  | { status: 'rate-limited' };

export interface MoveBookingInput {
  id: string;
  mayChange: MayChange;
  /** Her rules the new start is checked against, with what the busy maps list (the booking itself left out). */
  agenda: Pick<AgendaConfig, 'semana' | 'excecoes' | 'intervaloMin' | 'antecedenciaMin' | 'horizonteDias' | 'fuso'>;
  comecaEm: Instant;
  now: Instant;
  rateLimits: RateLimit[];
  /** The updated REQUEST invitations, built from the booking as moved. */
  mails: (moved: ReservaDoc) => ChangeMail[];
}

export type MoveBookingOutcome =
  | { status: 'moved'; reserva: ReservaDoc; antes: ReservaDoc }
  /** The new time is not bookable (taken, off her grid, too soon or too far): nothing written. */
  | { status: 'taken'; reserva: ReservaDoc }
  /** Absent, cancelled, or not the caller's: one answer. */
  | { status: 'not-found' }
  | { status: 'rate-limited' };

export interface SetDepositPaidInput {
  id: string;
  mayChange: MayChange;
  pago: boolean;
  at: Instant;
  rateLimits: RateLimit[];
  /** A provider's confirmation names the amount it received: less than the deposit marks nothing. */
  centavos?: number;
}

export type SetDepositPaidOutcome =
  | { status: 'done'; pago: boolean; changed: boolean }
  | { status: 'not-found' }
  | { status: 'no-deposit' }
  | { status: 'amount-short' }
  | { status: 'rate-limited' };

/** The reminder mails of one booking, built from the booking the transaction read again. */
export interface ReminderPlan {
  visitante: (reserva: ReservaDoc) => ChangeMail | null;
  dona: (reserva: ReservaDoc) => ChangeMail | null;
}

export interface BookingChangesStore {
  /** A booking by id, or null (an id that cannot be a document id is null too). */
  getBooking(id: string): Promise<ReservaDoc | null>;
  /** The bookings listed in an agenda's busy maps of these UTC dates, each once. */
  bookingsListedOn(
    agenda: AgendaKey,
    utcDates: readonly string[],
  ): Promise<Array<{ id: string; comecaEm: Instant; terminaEm: Instant }>>;
  cancelBooking(input: CancelBookingInput): Promise<CancelBookingOutcome>;
  moveBooking(input: MoveBookingInput): Promise<MoveBookingOutcome>;
  setDepositPaid(input: SetDepositPaidInput): Promise<SetDepositPaidOutcome>;
  /** The booking whose deposit carries this Pix reference, or null. */
  bookingByTxid(txid: string): Promise<ReservaDoc | null>;
  /** Confirmed bookings starting in [from, to), earliest first, at most `limit`. */
  confirmedStartingBetween(from: Instant, to: Instant, limit: number): Promise<ReservaDoc[]>;
  /**
   * One transaction per booking: a side's reminder is written once, never for a cancelled booking.
   * `donaLembrada`: this call marked her side reminded (with or without a mail), so her push goes now.
   */
  sendReminders(
    id: string,
    at: Instant,
    plan: ReminderPlan,
  ): Promise<{ visitante: boolean; dona: boolean; donaLembrada: boolean }>;
  /** Bookings that ended before `before`, earliest first, at most `limit`: the retention sweep's. */
  bookingsEndedBefore(before: Instant, limit: number): Promise<ReservaDoc[]>;
  /** The booking and its place in its busy maps, gone; safe to run again. */
  eraseBooking(id: string): Promise<void>;
  /** Her bookings (any state) from `from` on, earliest first, at most `limit`: the feed's. */
  bookingsOf(dona: string, from: Instant, limit: number): Promise<ReservaDoc[]>;
  agendaFeedOf(uid: string): Promise<AgendaFeedDoc | null>;
  /** The bookings made with a visitor's address (its e-mailed data link lists them). */
  bookingsOfVisitor(email: string): Promise<ReservaDoc[]>;
  /** A new secret for her feed, with the account's limit: full, nothing written. */
  renewAgendaFeed(input: { uid: string; doc: AgendaFeedDoc; rateLimit: RateLimit }): Promise<'renewed' | 'rate-limited'>;
}
