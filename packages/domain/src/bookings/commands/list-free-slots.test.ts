/**
 * listFreeSlots: the free starts of one service of her published agenda, from a date in her zone, a
 * few days at a time; what is booked (and her buffer around it) is not offered, and a client asking
 * too often is refused before any busy map is read.
 */
import { MESSAGES } from '../../kernel/messages';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';
import { booking, publishAgenda } from '../../handlers/test-support/agenda-page';

const HOUR = 3_600_000;
/** Midnight of Monday 2024-05-06 in São Paulo, as UTC. */
const MONDAY = Date.UTC(2024, 4, 6, 3);
const visitor = { as: null };
const ask = (fields: Record<string, unknown> = {}) => ({
  skin: 'ana',
  pagina: 'home',
  servico: 'consulta',
  de: '2024-05-06',
  dias: 1,
  ...fields,
});

async function agendaWorld(): Promise<World> {
  const world = createWorld();
  await publishAgenda(world.db);
  return world;
}

describe('listFreeSlots', () => {
  it("answers her zone and Monday's starts of an hour's service, every half hour from 09:00 to 17:00", async () => {
    const world = await agendaWorld();
    const answer = await world.call('listFreeSlots', ask(), visitor);
    expect(answer.fuso).toBe('America/Sao_Paulo');
    expect(answer.horarios).toEqual(Array.from({ length: 17 }, (_, i) => MONDAY + 9 * HOUR + i * (HOUR / 2)));
  });

  it('leaves out a booked hour and her 15-minute buffer on both sides', async () => {
    const world = await agendaWorld();
    await world.call('bookSlot', booking(), visitor);
    const { horarios } = await world.call('listFreeSlots', ask(), visitor);
    const local = horarios.map((start) => (start - MONDAY) / HOUR);
    expect(local).toEqual([11.5, 12, 12.5, 13, 13.5, 14, 14.5, 15, 15.5, 16, 16.5, 17]);
  });

  it('answers several days at once, and nothing before her notice or on her days off', async () => {
    const world = await agendaWorld();
    // The clock is Wednesday 2024-05-01 09:00 in São Paulo: with an hour's notice, 10:00 is the first.
    const { horarios } = await world.call('listFreeSlots', ask({ de: '2024-05-01', dias: 5 }), visitor);
    const days = new Set(horarios.map((start) => new Date(start - 3 * HOUR).toISOString().slice(0, 10)));
    expect([...days]).toEqual(['2024-05-01', '2024-05-02', '2024-05-03']);
    expect(horarios[0]).toBe(Date.UTC(2024, 4, 1, 13));
  });

  it('is the same for her, signed in, as for a visitor (she previews her own agenda)', async () => {
    const world = await agendaWorld();
    expect(await world.call('listFreeSlots', ask(), {})).toEqual(await world.call('listFreeSlots', ask(), visitor));
  });

  it.each([
    [{ de: '2024-02-30' }, MESSAGES.bookingDateInvalid],
    [{ de: '06/05/2024' }, MESSAGES.bookingDateInvalid],
    [{ dias: 15 }, MESSAGES.invalidPayload],
    [{ dias: 0 }, MESSAGES.invalidPayload],
  ])('Unbounded range: %j is refused and writes nothing', async (fields, message) => {
    const world = await agendaWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('listFreeSlots', ask(fields), visitor)).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it('Absent agenda: an unknown service answers the one not-found, and counts no use of the limit', async () => {
    const world = await agendaWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('listFreeSlots', ask({ servico: 'nada' }), visitor)).toMatchObject({
        code: 'not-found',
        message: MESSAGES.bookingAgendaUnavailable,
      });
    });
  });

  it('Free-times flood: one client is refused past its hourly share, its /48 past four shares, and others still ask', async () => {
    const world = await agendaWorld();
    const max = RATE_LIMITS.freeSlotsPerIp.max;
    for (let i = 0; i < max; i += 1) await world.call('listFreeSlots', ask(), { as: null, ip: '2001:db8:4:1::7' });
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('listFreeSlots', ask(), { as: null, ip: '2001:db8:4:1::9' })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.freeSlotsRateLimited,
      });
    });
    for (let net = 2; net <= 4; net += 1) {
      for (let i = 0; i < max; i += 1) await world.call('listFreeSlots', ask(), { as: null, ip: `2001:db8:4:${net}::7` });
    }
    expect(await world.refusal('listFreeSlots', ask(), { as: null, ip: '2001:db8:4:5::7' })).toMatchObject({
      code: 'resource-exhausted',
    });
    await expect(world.call('listFreeSlots', ask(), { as: null, ip: '198.51.100.4' })).resolves.toMatchObject({
      fuso: 'America/Sao_Paulo',
    });
  });
});
