/**
 * A small stand-in for the booking callables (listFreeSlots, bookSlot and the link's read, cancel
 * and move) until their handlers land in the domain's registry: it answers as the agenda's contract
 * says, on a list of free starts the test gives, and passes every other call to the demo backend.
 * Once the handlers exist, these tests run on them instead.
 */
import { DomainError } from '@lab/domain/kernel';
import { addDays, wallAt } from '@lab/domain/agenda';
import type { TestBackend } from '../../../shared/testing/test-backend';
import type { BookingContract, BookingByLink } from '../api/booking-contract';

const MINUTE = 60_000;
export const NOT_FOUND = 'Não encontramos esta reserva.';

export interface FakeService {
  id: string;
  nome: string;
  duracaoMin: number;
  precoCentavos?: number;
  sinalCentavos?: number;
}

export interface FakeBooking extends BookingByLink {
  segredo: string;
  idEnvio?: string;
}

export interface FakeAgenda {
  fuso: string;
  services: FakeService[];
  /** Free starts of every service. */
  free: number[];
}

type Names = keyof BookingContract;
type Call = { name: Names; payload: Record<string, unknown> };

type Handlers = { [N in Names]: (p: Record<string, unknown>) => BookingContract[N]['result'] };

/** One booking as bookSlot answers it: the same idEnvio finds the same booking. */
function bookSlot(
  p: Record<string, unknown>,
  fake: {
    agenda: FakeAgenda;
    free: Set<number>;
    bookings: Map<string, FakeBooking>;
    taken: (s: number) => boolean;
    next: (s: number) => number[];
  },
): BookingContract['bookSlot']['result'] {
  const { agenda, free, bookings, taken, next } = fake;
  const serviceOf = (id: unknown) => agenda.services.find((s) => s.id === id) ?? agenda.services[0]!;
  const again = [...bookings.entries()].find(([, b]) => b.idEnvio === p.idEnvio);
  const start = Number(p.comecaEm);
  const service = serviceOf(p.servico);
  if (!again && taken(start)) {
    free.delete(start);
    return { status: 'ocupado', proximos: next(start) };
  }
  const idReserva = again?.[0] ?? `reserva${bookings.size + 1}`;
  if (!again) {
    free.delete(start);
    bookings.set(idReserva, {
      ...{ skin: String(p.skin), pagina: String(p.pagina), servicoId: service.id, fuso: agenda.fuso },
      ...{ servico: { nome: service.nome, duracaoMin: service.duracaoMin }, estado: 'confirmada', podeAlterar: true },
      ...{ comecaEm: start, terminaEm: start + service.duracaoMin * MINUTE, ateEm: start - 60 * MINUTE },
      segredo: `segredo-${idReserva}`,
      idEnvio: String(p.idEnvio),
    });
  }
  const sinal = service.sinalCentavos
    ? { centavos: service.sinalCentavos, codigo: `00020126580014br.gov.bcb.pix${idReserva}6304ABCD`, txid: idReserva }
    : undefined;
  return {
    status: 'reservada',
    idReserva,
    comecaEm: start,
    terminaEm: start + service.duracaoMin * MINUTE,
    fuso: agenda.fuso,
    servico: { nome: service.nome, duracaoMin: service.duracaoMin, precoCentavos: service.precoCentavos },
    ...(sinal ? { sinal } : {}),
  };
}

/** The contract's answers on `free` starts and `bookings`; a start in `stolen` was booked by someone else first. */
function contractHandlers(
  agenda: FakeAgenda,
  free: Set<number>,
  bookings: Map<string, FakeBooking>,
  stolen: Set<number>,
): Handlers {
  const next = (after: number) =>
    [...free]
      .filter((s) => s > after)
      .sort((a, b) => a - b)
      .slice(0, 5);
  const byLink = ({ reserva, segredo }: Record<string, unknown>) => {
    const booking = bookings.get(String(reserva));
    if (!booking || booking.segredo !== segredo) throw new DomainError('not-found', NOT_FOUND);
    return booking;
  };
  const taken = (start: number) => stolen.has(start) || !free.has(start);
  return {
    listFreeSlots: ({ de, dias }) => {
      const last = addDays(String(de), Number(dias));
      const horarios = [...free].filter((s) => {
        const date = wallAt(agenda.fuso, s).date;
        return date >= String(de) && date < last;
      });
      return { fuso: agenda.fuso, horarios: horarios.sort((a, b) => a - b) };
    },
    bookSlot: (p) => bookSlot(p, { agenda, free, bookings, taken, next }),
    readBookingByLink: (p) => {
      const { segredo: _secret, idEnvio: _sent, ...shown } = byLink(p);
      return shown;
    },
    cancelBookingByLink: (p) => {
      const booking = byLink(p);
      booking.estado = 'cancelada';
      booking.podeAlterar = false;
      free.add(booking.comecaEm);
      return { estado: 'cancelada' };
    },
    moveBookingByLink: (p) => {
      const booking = byLink(p);
      const start = Number(p.comecaEm);
      if (taken(start)) {
        free.delete(start);
        return { status: 'ocupado', proximos: next(start) };
      }
      free.add(booking.comecaEm);
      free.delete(start);
      booking.comecaEm = start;
      booking.terminaEm = start + booking.servico.duracaoMin * MINUTE;
      return { status: 'movida', comecaEm: booking.comecaEm, terminaEm: booking.terminaEm };
    },
  };
}

/** Installs the fake on `backend`; the returned handle lets a test steer it and read what was called. */
export function fakeBookings(backend: TestBackend, agenda: FakeAgenda) {
  const free = new Set(agenda.free);
  const bookings = new Map<string, FakeBooking>();
  const state = { calls: [] as Call[], failures: 0, stolen: new Set<number>() };
  const handlers = contractHandlers(agenda, free, bookings, state.stolen);
  const real = backend.call.bind(backend);
  jest.spyOn(backend, 'call').mockImplementation(async (name: string, payload: unknown) => {
    if (!Object.hasOwn(handlers, name)) return real(name as never, payload as never);
    const data = payload as Record<string, unknown>;
    state.calls.push({ name: name as Names, payload: data });
    if (state.failures > 0) {
      state.failures -= 1;
      throw new TypeError('Failed to fetch');
    }
    return handlers[name as Names](data);
  });
  return {
    get calls() {
      return state.calls;
    },
    /** The next `n` calls fail as a network that is down does. */
    failNext: (n: number) => {
      state.failures = n;
    },
    /** Someone else books `start` first. */
    steal: (start: number) => state.stolen.add(start),
    /** A booking made outside the widget, for the manage page. */
    add: (id: string, booking: FakeBooking) => bookings.set(id, booking),
    booking: (id: string) => bookings.get(id),
    callsOf: (name: Names) => state.calls.filter((c) => c.name === name).map((c) => c.payload),
  };
}
