/**
 * A booking's changes over a DocPort, each one transaction: the booking read again, its limits, the
 * busy maps it leaves or enters, then the writes. A move reads the maps of its new time widened by
 * her buffer (datesToRead), as a booking does, so a move and a booking that would clash always meet
 * in one document and Firestore serialises them (docs/decisions/0021-bookings.md).
 */
import { paths } from '../../kernel/paths';
import type { Instant } from '../../kernel/instant';
import type { DocData, DocPort, DocTx, Reader } from '../../kernel/store/doc-port';
import { readRateLimits, writeRateLimits, writeRateLimit, readRateLimit } from '../../limits';
import { isBookable } from '../../agenda';
import { datesToRead, utcDatesTouched } from '../busy-days';
import type { AgendaDiaDoc, AgendaFeedDoc, AgendaKey, ReservaDoc } from '../booking-types';
import type {
  BookingChangesStore,
  CancelBookingInput,
  CancelBookingOutcome,
  MoveBookingInput,
  MoveBookingOutcome,
  SetDepositPaidInput,
  SetDepositPaidOutcome,
} from './booking-changes-port';

const MINUTE = 60_000;
const ID = /^[A-Za-z0-9_-]{1,100}$/;

type Listed = Array<{ id: string; comecaEm: Instant; terminaEm: Instant }>;

function listedIn(doc: AgendaDiaDoc | null): Listed {
  return Object.entries(doc?.reservas ?? {}).map(([id, time]) => ({ id, ...time }));
}

async function readMaps(tx: Reader, agenda: AgendaKey, dates: readonly string[]): Promise<Map<string, AgendaDiaDoc | null>> {
  const maps = new Map<string, AgendaDiaDoc | null>();
  for (const date of dates) maps.set(date, await tx.get<AgendaDiaDoc>(paths.agendaDia(agenda, date)));
  return maps;
}

/** Writes each map with the booking left out (a map left empty is deleted) or put in. */
function writeMaps(
  tx: DocTx,
  agenda: AgendaKey,
  maps: ReadonlyMap<string, AgendaDiaDoc | null>,
  change: { remove?: string; add?: { id: string; comecaEm: Instant; terminaEm: Instant; dates: readonly string[] } },
): void {
  for (const [date, doc] of maps) {
    const reservas = { ...(doc?.reservas ?? {}) };
    if (change.remove) delete reservas[change.remove];
    if (change.add?.dates.includes(date))
      reservas[change.add.id] = { comecaEm: change.add.comecaEm, terminaEm: change.add.terminaEm };
    const path = paths.agendaDia(agenda, date);
    if (Object.keys(reservas).length === 0) {
      if (doc) tx.delete(path);
    } else tx.set(path, { agenda, reservas });
  }
}

async function cancel(tx: DocTx, input: CancelBookingInput): Promise<CancelBookingOutcome> {
  const reserva = ID.test(input.id) ? await tx.get<ReservaDoc>(paths.reserva(input.id)) : null;
  if (!reserva || !input.mayChange(reserva)) return { status: 'not-found' };
  if (reserva.estado === 'cancelada') return { status: 'already-cancelled', reserva };
  const hits = await readRateLimits(tx, input.rateLimits, input.at);
  const maps = await readMaps(tx, reserva.agenda, utcDatesTouched(reserva.comecaEm, reserva.terminaEm));
  if (hits === null) return { status: 'rate-limited' };
  const cancelled: ReservaDoc = {
    ...reserva,
    estado: 'cancelada',
    canceladaEm: input.at,
    canceladaPor: input.por,
    ...(input.motivo ? { motivo: input.motivo } : {}),
    sequencia: reserva.sequencia + 1,
  };
  writeRateLimits(tx, input.rateLimits, hits, input.at);
  tx.set(paths.reserva(reserva.id), { ...cancelled });
  writeMaps(tx, reserva.agenda, maps, { remove: reserva.id });
  for (const mail of input.mails(cancelled)) tx.set(paths.mail(mail.id), { ...(mail.doc as DocData) });
  return { status: 'cancelled', reserva: cancelled };
}

async function move(tx: DocTx, input: MoveBookingInput): Promise<MoveBookingOutcome> {
  const reserva = ID.test(input.id) ? await tx.get<ReservaDoc>(paths.reserva(input.id)) : null;
  if (!reserva || !input.mayChange(reserva) || reserva.estado === 'cancelada') return { status: 'not-found' };
  const terminaEm = input.comecaEm + reserva.servico.duracaoMin * MINUTE;
  const hits = await readRateLimits(tx, input.rateLimits, input.now);
  const oldDates = utcDatesTouched(reserva.comecaEm, reserva.terminaEm);
  const dates = [...new Set([...oldDates, ...datesToRead(input.comecaEm, terminaEm, input.agenda.intervaloMin)])].sort();
  const maps = await readMaps(tx, reserva.agenda, dates);
  if (hits === null) return { status: 'rate-limited' };
  const others = new Map(
    [...maps.values()]
      .flatMap(listedIn)
      .filter((time) => time.id !== reserva.id)
      .map((t) => [t.id, t]),
  );
  const bookable = isBookable({
    agenda: input.agenda,
    service: reserva.servico,
    bookings: [...others.values()].map((time) => ({ inicio: time.comecaEm, fim: time.terminaEm })),
    now: input.now,
    start: input.comecaEm,
  });
  if (!bookable) {
    // Not a refusal: a try for a taken time counts against the link like any other use.
    writeRateLimits(tx, input.rateLimits, hits, input.now);
    return { status: 'taken', reserva };
  }
  const moved: ReservaDoc = { ...reserva, comecaEm: input.comecaEm, terminaEm, sequencia: reserva.sequencia + 1 };
  // A moved booking is reminded again at its new time.
  delete moved.lembreteVisitanteEm;
  delete moved.lembreteDonaEm;
  writeRateLimits(tx, input.rateLimits, hits, input.now);
  tx.set(paths.reserva(reserva.id), { ...moved });
  const add = { id: reserva.id, comecaEm: input.comecaEm, terminaEm, dates: utcDatesTouched(input.comecaEm, terminaEm) };
  writeMaps(tx, reserva.agenda, maps, { remove: reserva.id, add });
  for (const mail of input.mails(moved)) tx.set(paths.mail(mail.id), { ...(mail.doc as DocData) });
  return { status: 'moved', reserva: moved, antes: reserva };
}

async function setDepositPaid(tx: DocTx, input: SetDepositPaidInput): Promise<SetDepositPaidOutcome> {
  const reserva = ID.test(input.id) ? await tx.get<ReservaDoc>(paths.reserva(input.id)) : null;
  if (!reserva || !input.mayChange(reserva)) return { status: 'not-found' };
  if (!reserva.sinal) return { status: 'no-deposit' };
  if (input.centavos !== undefined && input.centavos < reserva.sinal.centavos) return { status: 'amount-short' };
  if (reserva.sinal.pago === input.pago) return { status: 'done', pago: input.pago, changed: false };
  const hits = await readRateLimits(tx, input.rateLimits, input.at);
  if (hits === null) return { status: 'rate-limited' };
  const { pagoEm: _was, ...sinal } = reserva.sinal;
  writeRateLimits(tx, input.rateLimits, hits, input.at);
  tx.set(paths.reserva(reserva.id), {
    ...reserva,
    sinal: { ...sinal, pago: input.pago, ...(input.pago ? { pagoEm: input.at } : {}) },
  });
  return { status: 'done', pago: input.pago, changed: true };
}

export async function eraseBookingIn(tx: DocTx, id: string): Promise<void> {
  const reserva = await tx.get<ReservaDoc>(paths.reserva(id));
  if (!reserva) return;
  const maps = await readMaps(tx, reserva.agenda, utcDatesTouched(reserva.comecaEm, reserva.terminaEm));
  writeMaps(tx, reserva.agenda, maps, { remove: id });
  tx.delete(paths.reserva(id));
}

export function createBookingChangesStore(port: DocPort): BookingChangesStore {
  const rows = async (spec: Parameters<DocPort['query']>[1]) =>
    (await port.query<ReservaDoc>({ collection: paths.reservas() }, spec)).map((row) => row.data);
  return {
    getBooking: (id) => (ID.test(id) ? port.get<ReservaDoc>(paths.reserva(id)) : Promise.resolve(null)),
    bookingsListedOn: async (agenda, dates) => {
      const maps = await readMaps(port, agenda, dates);
      return [...new Map([...maps.values()].flatMap(listedIn).map((time) => [time.id, time])).values()];
    },
    cancelBooking: (input) => port.runTransaction((tx) => cancel(tx, input)),
    moveBooking: (input) => port.runTransaction((tx) => move(tx, input)),
    setDepositPaid: (input) => port.runTransaction((tx) => setDepositPaid(tx, input)),
    bookingByTxid: async (txid) => (await rows({ where: [['sinal.txid', '==', txid]], limit: 1 }))[0] ?? null,
    confirmedStartingBetween: async (from, to, limit) =>
      (
        await rows({
          where: [
            ['estado', '==', 'confirmada'],
            ['comecaEm', '>=', from],
          ],
          orderBy: [['comecaEm', 'asc']],
          limit,
        })
      ).filter((reserva) => reserva.comecaEm < to),
    sendReminders: (id, at, plan) =>
      port.runTransaction(async (tx) => {
        const reserva = await tx.get<ReservaDoc>(paths.reserva(id));
        if (!reserva || reserva.estado === 'cancelada') return { visitante: false, dona: false, donaLembrada: false };
        const visitante = reserva.lembreteVisitanteEm === undefined ? plan.visitante(reserva) : null;
        const dona = reserva.lembreteDonaEm === undefined ? plan.dona(reserva) : null;
        if (reserva.lembreteVisitanteEm === undefined || reserva.lembreteDonaEm === undefined) {
          // A side with no address is marked too: it is not asked again every quarter of an hour.
          tx.set(paths.reserva(id), {
            ...reserva,
            lembreteVisitanteEm: reserva.lembreteVisitanteEm ?? at,
            lembreteDonaEm: reserva.lembreteDonaEm ?? at,
          });
        }
        for (const mail of [visitante, dona]) if (mail) tx.set(paths.mail(mail.id), { ...(mail.doc as DocData) });
        return { visitante: visitante !== null, dona: dona !== null, donaLembrada: reserva.lembreteDonaEm === undefined };
      }),
    bookingsEndedBefore: async (before, limit) =>
      (await rows({ orderBy: [['terminaEm', 'asc']], limit })).filter((reserva) => reserva.terminaEm < before),
    eraseBooking: (id) => port.runTransaction((tx) => eraseBookingIn(tx, id)),
    bookingsOf: (dona, from, limit) =>
      rows({
        where: [
          ['dona', '==', dona],
          ['comecaEm', '>=', from],
        ],
        orderBy: [['comecaEm', 'asc']],
        limit,
      }),
    agendaFeedOf: (uid) => port.get<AgendaFeedDoc>(paths.agendaFeed(uid)),
    // A visitor's data link lists what was booked with the address (LIST_MAX of the privacy features).
    bookingsOfVisitor: (email) => rows({ where: [['visitante.email', '==', email]], limit: 5000 }),
    renewAgendaFeed: ({ uid, doc, rateLimit }) =>
      port.runTransaction(async (tx) => {
        const hits = await readRateLimit(tx, rateLimit, doc.criadoEm);
        if (hits === null) return 'rate-limited';
        writeRateLimit(tx, rateLimit, hits, doc.criadoEm);
        tx.set(paths.agendaFeed(uid), { ...doc });
        return 'renewed';
      }),
  };
}
