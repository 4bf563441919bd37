/**
 * bookSlot's limits, taken inside the booking's transaction before anything is written: per client
 * (and its IPv6 /48), per address from one client, per agenda a day, so a flood from one client or
 * from many cannot fill her week; and two visitors racing for one start get one booking between them.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';
import { booking, MONDAY_10H, publishAgenda } from '../../handlers/test-support/agenda-page';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function agendaWorld(): Promise<World> {
  const world = createWorld();
  await publishAgenda(world.db);
  return world;
}

/** The n-th distinct booking: its own draft, address and hour (Mondays to Fridays, 09:00 to 17:00). */
function nth(n: number, fields: Record<string, unknown> = {}) {
  const day = Math.floor(n / 8);
  const weekday = day % 5;
  const week = Math.floor(day / 5);
  const start = MONDAY_10H - HOUR + (week * 7 + weekday) * DAY + (n % 8) * HOUR;
  const idEnvio = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return booking({ comecaEm: start, email: `v${n}@example.com`, idEnvio, servico: 'conversa', ...fields });
}

describe('bookSlot limits', () => {
  it('Booking flood from one client: refused past its hourly share, writing nothing, while another client still books', async () => {
    const world = await agendaWorld();
    const max = RATE_LIMITS.bookingPerIp.max;
    for (let i = 0; i < max; i += 1) await world.call('bookSlot', nth(i), { as: null, ip: '203.0.113.7' });
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('bookSlot', nth(max), { as: null, ip: '203.0.113.7' })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.bookingRateLimited,
      });
    });
    await expect(world.call('bookSlot', nth(max), { as: null, ip: '198.51.100.4' })).resolves.toMatchObject({
      status: 'reservada',
    });
  });

  it('Booking flood over an IPv6 /48: rotating /64s buys four clients’ share, not more', async () => {
    const world = await agendaWorld();
    const max = RATE_LIMITS.bookingPerIp.max;
    let n = 0;
    for (let net = 1; net <= 4; net += 1) {
      for (let i = 0; i < max; i += 1) await world.call('bookSlot', nth((n += 1)), { as: null, ip: `2001:db8:4:${net}::7` });
    }
    expect(await world.refusal('bookSlot', nth((n += 1)), { as: null, ip: '2001:db8:4:5::7' })).toMatchObject({
      code: 'resource-exhausted',
    });
  });

  it('Booking flood on one address from one client: refused past its daily share, the address still books from elsewhere', async () => {
    const world = await agendaWorld();
    const max = RATE_LIMITS.bookingPerEmailAndIp.max;
    for (let i = 0; i < max; i += 1) {
      await world.call('bookSlot', nth(i, { email: 'maria@example.com' }), { as: null, ip: '203.0.113.7' });
      world.clock.now += 2 * HOUR;
    }
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('bookSlot', nth(max, { email: 'maria@example.com' }), { as: null, ip: '203.0.113.7' }),
      ).toMatchObject({
        code: 'resource-exhausted',
      });
    });
    await expect(
      world.call('bookSlot', nth(max, { email: 'maria@example.com' }), { as: null, ip: '198.51.100.4' }),
    ).resolves.toMatchObject({
      status: 'reservada',
    });
  });

  it('Agenda flood from many clients: her agenda takes a day’s share of bookings, then says so, writing nothing', async () => {
    const world = await agendaWorld();
    const max = RATE_LIMITS.bookingPerAgenda.max;
    for (let i = 0; i < max; i += 1) await world.call('bookSlot', nth(i), { as: null, ip: `198.51.100.${i + 1}` });
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('bookSlot', nth(max), { as: null, ip: '192.0.2.1' })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.bookingAgendaBusy,
      });
    });
  });

  it('Racing visitors: two bookings of one start at once make exactly one booking; the other is told ocupado', async () => {
    const world = await agendaWorld();
    const answers = await Promise.all([
      world.call('bookSlot', booking({ email: 'a@example.com' }), { as: null, ip: '198.51.100.1' }),
      world.call('bookSlot', booking({ email: 'b@example.com' }), { as: null, ip: '198.51.100.2' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(['ocupado', 'reservada']);
    expect(world.db.query({ collection: paths.reservas() })).toHaveLength(1);
  });
});
