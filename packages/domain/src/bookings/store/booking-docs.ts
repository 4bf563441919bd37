/**
 * Bookings over a DocPort. The busy maps (docs/decisions/0021-bookings.md): a booking is listed in the
 * map of every UTC date its own interval touches, and a request reads every map its interval widened
 * by her buffer touches, so two bookings that would break the buffer always meet in one document and
 * Firestore serialises their transactions: the second reads what the first wrote.
 */
import { paths } from '../../kernel/paths';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimits, type RateLimit } from '../../limits';
import { isBookable } from '../../agenda';
import type { StoredPix } from '../../card-kinds';
import { datesToRead, utcDatesTouched } from '../busy-days';
import type { AgendaDiaDoc, AgendaKey, ReservaDoc } from '../booking-types';
import type { BookingStore, BookSlotInput, BookSlotOutcome, BusyTime } from './booking-port';

/** How many Pix cards of a skin are looked at: a skin has one, rarely two. */
const PIX_CARDS_READ = 5;

function listed(doc: AgendaDiaDoc | null): BusyTime[] {
  return Object.entries(doc?.reservas ?? {}).map(([id, time]) => ({ id, comecaEm: time.comecaEm, terminaEm: time.terminaEm }));
}

/** Each booking once, though a booking across midnight is listed in two maps. */
function distinct(times: readonly BusyTime[]): BusyTime[] {
  return [...new Map(times.map((time) => [time.id, time])).values()];
}

async function bookSlot(tx: DocTx, input: BookSlotInput): Promise<BookSlotOutcome> {
  const { reserva } = input;
  const earlier = await tx.get<ReservaDoc>(paths.reserva(reserva.id));
  // Checked before the limits: a retry of a stored booking is answered even when a limit is now full.
  if (earlier) return { status: 'repeated', reserva: earlier };
  const hits = await readLimits(tx, input.rateLimits, input.now);
  const dates = datesToRead(reserva.comecaEm, reserva.terminaEm, input.agenda.intervaloMin);
  const maps = new Map<string, AgendaDiaDoc | null>();
  for (const date of dates) maps.set(date, await tx.get<AgendaDiaDoc>(paths.agendaDia(reserva.agenda, date)));
  if ('full' in hits) return { status: 'rate-limited', limit: hits.full };
  const bookings = distinct([...maps.values()].flatMap(listed)).map((time) => ({ inicio: time.comecaEm, fim: time.terminaEm }));
  const free = isBookable({
    agenda: input.agenda,
    service: reserva.servico,
    bookings,
    now: input.now,
    start: reserva.comecaEm,
  });
  if (!free) return { status: 'taken' };

  writeRateLimits(tx, input.rateLimits, hits.hits, input.now);
  tx.set(paths.reserva(reserva.id), { ...reserva });
  for (const date of utcDatesTouched(reserva.comecaEm, reserva.terminaEm)) {
    const day: AgendaDiaDoc = {
      agenda: reserva.agenda,
      reservas: {
        ...(maps.get(date)?.reservas ?? {}),
        [reserva.id]: { comecaEm: reserva.comecaEm, terminaEm: reserva.terminaEm },
      },
    };
    tx.set(paths.agendaDia(reserva.agenda, date), { ...day });
  }
  for (const mail of input.mails) tx.set(paths.mail(mail.id), { ...mail.doc });
  return { status: 'booked', reserva };
}

/** The hits of each limit in order, or the first that is full. */
async function readLimits(
  tx: DocTx,
  limits: readonly RateLimit[],
  at: number,
): Promise<{ hits: number[][] } | { full: RateLimit }> {
  const hits: number[][] = [];
  for (const limit of limits) {
    const inside = await readRateLimit(tx, limit, at);
    if (inside === null) return { full: limit };
    hits.push(inside);
  }
  return { hits };
}

async function busyTimes(port: DocPort, agenda: AgendaKey, utcDates: readonly string[]): Promise<BusyTime[]> {
  const docs = await Promise.all([...new Set(utcDates)].map((date) => port.get<AgendaDiaDoc>(paths.agendaDia(agenda, date))));
  return distinct(docs.flatMap(listed));
}

async function pixCardsOf(port: DocPort, uid: string, skinId: string): Promise<Array<{ id: string; pix: StoredPix }>> {
  const rows = await port.query<{ tipo?: string; pix?: StoredPix }>(
    { collection: paths.cards(uid, skinId) },
    { where: [['tipo', '==', 'pix']], limit: PIX_CARDS_READ },
  );
  return rows
    .flatMap((row) => (row.data.pix ? [{ id: row.id, pix: row.data.pix }] : []))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function createBookingStore(port: DocPort): BookingStore {
  return {
    busyTimes: (agenda, utcDates) => busyTimes(port, agenda, utcDates),
    bookSlot: (input) => port.runTransaction((tx) => bookSlot(tx, input)),
    pixCardsOf: (uid, skinId) => pixCardsOf(port, uid, skinId),
  };
}
