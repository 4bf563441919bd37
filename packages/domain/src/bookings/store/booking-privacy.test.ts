/**
 * Her agenda under the privacy features: **Baixar meus dados** holds her bookings and her calendar's
 * address (never the hash of a visitor's link secret), **Excluir minha conta** takes her bookings,
 * their busy maps and her feed at the sweep, and a visitor's e-mailed data link lists what was booked
 * with the address.
 */
import { UNDO_DELETION_MS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import type { MailDoc } from '../../notices';
import { ANA, createWorld } from '../../handlers/test-support/world';
import { DATA_LINK_PATH } from '../../kernel/constants';
import { bookingOf, busyMaps, publishAgenda, seedBooking, VISITOR } from '../testing/seed-booking';

const FRIDAY_10 = Date.UTC(2024, 4, 3, 13);

async function anaBooked() {
  const world = createWorld();
  publishAgenda(world);
  const reserva = await seedBooking(world, FRIDAY_10);
  const { endereco } = await world.call('renewAgendaFeed', {}, { as: ANA });
  return { world, reserva, endereco };
}

describe('her agenda under the privacy features', () => {
  it('Baixar meus dados holds her bookings and her calendar’s address, never the hash of a visitor’s link secret', async () => {
    const { world, reserva, endereco } = await anaBooked();
    const file = await world.call('exportMyData', {}, { as: ANA });
    expect(file.secoes.agenda.map((d) => d.caminho)).toEqual([paths.reserva(reserva.id), paths.agendaFeed(ANA.uid)]);
    expect(file.secoes.agenda[0]?.dados).toMatchObject({
      id: reserva.id,
      visitante: { nome: VISITOR.nome, email: VISITOR.email },
    });
    expect(file.secoes.agenda[1]?.dados).toMatchObject({ endereco: endereco.replace('https://lab.example', '') });
    expect(JSON.stringify(file)).not.toContain('segredoHash');
    expect(JSON.stringify(file)).not.toContain(reserva.segredoHash);
  });

  it('Excluir minha conta takes her bookings, their busy maps and her feed at the sweep', async () => {
    const { world, reserva } = await anaBooked();
    await world.call('deleteMyAccount', { confirmacao: 'ana' }, { as: ANA });
    world.clock.now += UNDO_DELETION_MS + 1;
    await world.sweep();
    expect(bookingOf(world, reserva.id)).toBeNull();
    expect(busyMaps(world)).toEqual({});
    expect(world.db.get(paths.agendaFeed(ANA.uid))).toBeNull();
  });

  it('a visitor’s e-mailed data link lists the bookings made with the address', async () => {
    const { world, reserva } = await anaBooked();
    await world.call('requestMyMessages', { email: VISITOR.email }, { as: null });
    const [mail] = world.db.query<MailDoc>({ collection: paths.mails() }, { where: [['tipo', '==', 'acesso-dados']] });
    const token = mail?.data.message.text.match(new RegExp(`${DATA_LINK_PATH}#([A-Za-z0-9]+)`))?.[1] ?? '';
    const read = await world.call('readMyMessages', { token }, { as: null });
    expect(read.reservas).toEqual([
      {
        com: 'ana',
        servico: 'Corte',
        comecaEm: reserva.comecaEm,
        terminaEm: reserva.terminaEm,
        fuso: 'America/Sao_Paulo',
        estado: 'confirmada',
      },
    ]);
  });
});
