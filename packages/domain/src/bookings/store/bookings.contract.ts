import { beforeEach, describe, expect, it } from '@jest/globals';
import { paths } from '../../kernel/paths';
import type { AgendaConfig } from '../../kernel/agenda-types';
import type { Store } from '../../store/store';
import { T0, type ContractSettings, type Peek, type StoreUnderTest } from '../../store/contract/contract-fixtures';
import type { ReservaDoc } from '../booking-types';
import type { BookSlotInput } from './booking-port';

const HOUR = 3_600_000;
const DAY_PERIOD = [{ inicio: '00:00', fim: '24:00' }];
const AGENDA: AgendaConfig = {
  servicos: [{ id: 's', nome: 'Sessão', duracaoMin: 60 }],
  semana: [DAY_PERIOD, DAY_PERIOD, DAY_PERIOD, DAY_PERIOD, DAY_PERIOD, DAY_PERIOD, DAY_PERIOD],
  intervaloMin: 60,
  antecedenciaMin: 0,
  horizonteDias: 30,
  excecoes: {},
  // 20:30 in São Paulo is 23:30 UTC: an hour from then crosses the UTC midnight inside her day.
  fuso: 'America/Sao_Paulo',
};
/** The next day at 23:30 UTC (20:30 hers): an hour that crosses the UTC midnight, listed in two maps. */
const LATE = Date.UTC(2024, 4, 2, 23, 30);

function reserva(id: string, comecaEm: number): ReservaDoc {
  return {
    id,
    agenda: 'u-ana~skin-ana',
    dona: 'u-ana',
    skinId: 'skin-ana',
    skin: 'ana',
    pagina: 'home',
    container: 'agenda',
    servico: AGENDA.servicos[0]!,
    comecaEm,
    terminaEm: comecaEm + HOUR,
    fuso: 'America/Sao_Paulo',
    visitante: { nome: 'Maria', email: `${id}@example.com` },
    estado: 'confirmada',
    sequencia: 0,
    criadaEm: T0,
    idContato: `ana_${id}@example.com`,
    idConversa: id,
    segredoHash: 'a'.repeat(64),
  };
}

function input(id: string, comecaEm: number, extra: Partial<BookSlotInput> = {}): BookSlotInput {
  return { reserva: reserva(id, comecaEm), agenda: AGENDA, now: T0, rateLimits: [], mails: [], ...extra };
}

/** Bookings (BookingStore): the busy maps that serialise two bookings of one time, limits and retries. */
export function describeBookingsContract(current: () => StoreUnderTest, { timeout, racers }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('bookings', () => {
    it(
      'writes a booking and lists it in the map of every UTC date it touches; busyTimes reads it back once',
      async () => {
        expect(await store.bookSlot(input('r1', LATE))).toMatchObject({ status: 'booked' });
        expect(await peek.doc(paths.reserva('r1'))).toMatchObject({
          comecaEm: LATE,
          terminaEm: LATE + HOUR,
          estado: 'confirmada',
        });
        for (const date of ['2024-05-02', '2024-05-03']) {
          expect(await peek.doc(paths.agendaDia('u-ana~skin-ana', date))).toEqual({
            agenda: 'u-ana~skin-ana',
            reservas: { r1: { comecaEm: LATE, terminaEm: LATE + HOUR } },
          });
        }
        expect(await store.busyTimes('u-ana~skin-ana', ['2024-05-02', '2024-05-03'])).toEqual([
          { id: 'r1', comecaEm: LATE, terminaEm: LATE + HOUR },
        ]);
      },
      timeout,
    );

    it(
      'refuses, writing nothing, a start that breaks the buffer of a booking listed on the neighbouring date',
      async () => {
        // 22:30 to 23:30 on the 2nd: listed in that date's map only.
        const evening = Date.UTC(2024, 4, 2, 22, 30);
        await store.bookSlot(input('r1', evening));
        // Midnight on the 3rd: half an hour after r1, inside her hour of buffer, seen through the 2nd's map.
        expect(await store.bookSlot(input('r2', Date.UTC(2024, 4, 3)))).toEqual({ status: 'taken' });
        expect(await peek.doc(paths.reserva('r2'))).toBeNull();
        expect(await peek.doc(paths.agendaDia('u-ana~skin-ana', '2024-05-03'))).toBeNull();
        expect(await store.bookSlot(input('r3', Date.UTC(2024, 4, 3, 0, 30)))).toMatchObject({ status: 'booked' });
      },
      timeout,
    );

    it(
      'answers a retry with the booking its first try wrote, even with a full limit, writing nothing',
      async () => {
        const limit = { key: 'booking-ip:203.0.113.7', max: 1, windowMs: HOUR };
        await store.bookSlot(input('r1', LATE, { rateLimits: [limit] }));
        expect(await store.bookSlot(input('r1', LATE + 5 * HOUR, { rateLimits: [limit] }))).toEqual({
          status: 'repeated',
          reserva: reserva('r1', LATE),
        });
        expect(await store.bookSlot(input('r2', LATE + 5 * HOUR, { rateLimits: [limit] }))).toEqual({
          status: 'rate-limited',
          limit,
        });
        expect(await peek.doc(paths.reserva('r2'))).toBeNull();
      },
      timeout,
    );

    it(
      'Racing bookings: of many bookings of one time at once, exactly one is written and listed',
      async () => {
        const outcomes = await Promise.all(Array.from({ length: racers }, (_, i) => store.bookSlot(input(`race${i}`, LATE))));
        expect(outcomes.filter((o) => o.status === 'booked')).toHaveLength(1);
        expect(outcomes.filter((o) => o.status === 'taken')).toHaveLength(racers - 1);
        expect(Object.keys((await peek.doc(paths.agendaDia('u-ana~skin-ana', '2024-05-03')))?.reservas ?? {})).toHaveLength(1);
      },
      timeout,
    );
  });
}
