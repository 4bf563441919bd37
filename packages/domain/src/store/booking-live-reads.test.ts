import { paths } from '../kernel/paths';
import { LIVE_READS } from './live-reads';
import { MemoryDb, runLiveRead } from '../memory';
import type { ReservaDoc } from '../bookings/booking-types';

const HER = { uid: 'u-marina', admin: false };
const OWNER = { uid: 'owner-socio', admin: true };
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 30, 13);

function booking(id: string, dona: string, comecaEm: number, estado: ReservaDoc['estado'] = 'confirmada'): ReservaDoc {
  return {
    id,
    agenda: `${dona}~s1`,
    dona,
    skinId: 's1',
    skin: 'marina',
    pagina: 'home',
    container: 'c1',
    servico: { id: 'sv1', nome: 'Consulta', duracaoMin: 60 },
    comecaEm,
    terminaEm: comecaEm + 3_600_000,
    fuso: 'America/Sao_Paulo',
    visitante: { nome: 'Ana', email: 'ana@example.com' },
    estado,
    sequencia: 0,
    criadaEm: T0 - DAY,
    idContato: 'ana@example.com_marina',
    idConversa: 'agendamento-r',
    segredoHash: 'f'.repeat(64),
  };
}

function database(): MemoryDb {
  const docs = [
    booking('ontem', HER.uid, T0 - DAY),
    booking('depois', HER.uid, T0 + 2 * DAY),
    booking('hoje', HER.uid, T0, 'cancelada'),
    booking('alheia', 'u-sol', T0 + DAY),
  ];
  return new MemoryDb({
    ...Object.fromEntries(docs.map((doc) => [paths.reserva(doc.id), { ...doc }])),
    [paths.agendaFeed(HER.uid)]: { uid: HER.uid, segredo: 's'.repeat(32), criadoEm: T0 },
    [paths.agendaFeed('u-sol')]: { uid: 'u-sol', segredo: 't'.repeat(32), criadoEm: T0 },
  });
}

describe('the agenda’s reads', () => {
  it('give her her own bookings from a moment on, soonest first, cancelled ones included', () => {
    const rows = runLiveRead(database(), LIVE_READS.bookings, { uid: HER.uid, desde: T0, limit: 50 }, HER);
    expect(rows.map((row) => [row.id, row.estado])).toEqual([
      ['hoje', 'cancelada'],
      ['depois', 'confirmada'],
    ]);
  });

  it('give her her own calendar address’s secret, and nothing before she has one', () => {
    expect(runLiveRead(database(), LIVE_READS.agendaFeed, { uid: HER.uid }, HER)).toEqual([
      { uid: HER.uid, segredo: 's'.repeat(32), criadoEm: T0 },
    ]);
    expect(runLiveRead(new MemoryDb({}), LIVE_READS.agendaFeed, { uid: HER.uid }, HER)).toEqual([]);
  });

  it('refuse anyone else, owners too: a booking carries a visitor’s contacts, the secret her whole calendar', () => {
    for (const viewer of [OWNER, { uid: 'u-sol', admin: false }]) {
      expect(() => runLiveRead(database(), LIVE_READS.bookings, { uid: HER.uid, desde: 0, limit: 50 }, viewer)).toThrow(
        expect.objectContaining({ code: 'permission-denied' }),
      );
      expect(() => runLiveRead(database(), LIVE_READS.agendaFeed, { uid: HER.uid }, viewer)).toThrow(
        expect.objectContaining({ code: 'permission-denied' }),
      );
    }
    expect(() => runLiveRead(database(), LIVE_READS.agendaFeed, { uid: HER.uid }, null)).toThrow(
      expect.objectContaining({ code: 'unauthenticated' }),
    );
  });
});
