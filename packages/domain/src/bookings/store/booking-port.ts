/** Where bookings are kept: reservas/{id}, and the busy maps (agendaDias) every booking's transaction reads and writes. */
import type { Instant } from '../../kernel/instant';
import type { AgendaConfig } from '../../kernel/agenda-types';
import type { RateLimit } from '../../limits';
import type { DocData } from '../../kernel/store/doc-port';
import type { StoredPix } from '../../card-kinds';
import type { AgendaKey, ReservaDoc } from '../booking-types';

/** A booking as the busy maps list it. */
export interface BusyTime {
  id: string;
  comecaEm: Instant;
  terminaEm: Instant;
}

export interface BookingMail {
  id: string;
  doc: DocData;
}

export interface BookSlotInput {
  /** The booking as it will be stored: its id is derived from the draft, so a retry names the same one. */
  reserva: ReservaDoc;
  /** Her rules the requested start is checked against, inside the transaction, with what the maps list. */
  agenda: Pick<AgendaConfig, 'semana' | 'excecoes' | 'intervaloMin' | 'antecedenciaMin' | 'horizonteDias' | 'fuso'>;
  now: Instant;
  /** Every one must have room; each counts one use when the booking is written. */
  rateLimits: RateLimit[];
  /**
   * The mails (mail/{id}, a MailDoc each), written with the booking under ids derived from it, so a
   * retry sends none again. Plain documents here: the port needs no slice's mail type.
   */
  mails: BookingMail[];
}

export type BookSlotOutcome =
  | { status: 'booked'; reserva: ReservaDoc }
  /** The draft's booking was written by an earlier try: answered as it is, nothing written now. */
  | { status: 'repeated'; reserva: ReservaDoc }
  /** Another booking (or its buffer) holds the time: nothing written. */
  | { status: 'taken' }
  /** `limit` is the first of the limits that was full: nothing written. */
  | { status: 'rate-limited'; limit: RateLimit };

export interface BookingStore {
  /** The bookings listed in an agenda's busy maps of these UTC dates ('AAAA-MM-DD'), each once. */
  busyTimes(agenda: AgendaKey, utcDates: readonly string[]): Promise<BusyTime[]>;
  /**
   * One transaction: the booking by its id (a retry), the limits, the busy maps its buffer reaches;
   * then, when the start is still bookable, the booking, its place in the maps of the dates it touches,
   * its mails and the limits' counts. Every refusal writes nothing.
   */
  bookSlot(input: BookSlotInput): Promise<BookSlotOutcome>;
  /** The Pix cards of a skin's tree (at most a few, ordered by id): where a deposit is paid. */
  pixCardsOf(uid: string, skinId: string): Promise<Array<{ id: string; pix: StoredPix }>>;
}
