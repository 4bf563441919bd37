import { createWorld, expectNoWrites, T0 } from '../../handlers/test-support/world';
import { MESSAGES } from '../../kernel/messages';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { AGENDA, HOUR, publishAgenda, SECRET, seedBooking } from '../testing/seed-booking';

/** Friday 3 May 2024, 10:00 in São Paulo: two days after the world's clock. */
const FRIDAY_10 = Date.UTC(2024, 4, 3, 13);

async function booked() {
  const world = createWorld();
  publishAgenda(world);
  const reserva = await seedBooking(world, FRIDAY_10);
  return { world, reserva };
}

describe('readBookingByLink', () => {
  it('shows the visitor their booking through the link: what, when, in her zone, and until when it can change', async () => {
    const { world, reserva } = await booked();
    const read = await world.call('readBookingByLink', { reserva: reserva.id, segredo: SECRET }, { as: null });
    expect(read).toEqual({
      skin: 'ana',
      pagina: 'home',
      servicoId: 'corte',
      servico: { nome: 'Corte', duracaoMin: 60 },
      comecaEm: FRIDAY_10,
      terminaEm: FRIDAY_10 + HOUR,
      fuso: 'America/Sao_Paulo',
      estado: 'confirmada',
      podeAlterar: true,
      ateEm: FRIDAY_10 - AGENDA.antecedenciaMin * 60_000,
    });
  });

  it('gives a wrong secret, an unknown id and a wrong-sized secret one and the same answer, and writes nothing', async () => {
    const { world, reserva } = await booked();
    const tries = [
      { reserva: reserva.id, segredo: SECRET.replace(/.$/, 'x') },
      { reserva: 'nada', segredo: SECRET },
      { reserva: reserva.id, segredo: '' },
      { reserva: reserva.id, segredo: `${SECRET}${SECRET}x` },
    ];
    for (const data of tries) {
      await expectNoWrites(world.db, async () => {
        const refusal = await world.refusal('readBookingByLink', data, { as: null });
        expect({ code: refusal.code, message: refusal.message }).toEqual({
          code: 'not-found',
          message: MESSAGES.bookingNotFound,
        });
      });
    }
  });

  it('says it can no longer change once her least notice before the start has come, or once cancelled', async () => {
    const { world, reserva } = await booked();
    world.clock.now = FRIDAY_10 - AGENDA.antecedenciaMin * 60_000;
    expect((await world.call('readBookingByLink', { reserva: reserva.id, segredo: SECRET }, { as: null })).podeAlterar).toBe(
      false,
    );
    world.clock.now = T0;
    const cancelled = await seedBooking(world, FRIDAY_10 + 3 * HOUR, { estado: 'cancelada', sequencia: 1 });
    const read = await world.call('readBookingByLink', { reserva: cancelled.id, segredo: SECRET }, { as: null });
    expect(read).toMatchObject({ estado: 'cancelada', podeAlterar: false });
  });

  it('refuses a leaked link hammered from many addresses once the booking has had its uses for the hour', async () => {
    const { world, reserva } = await booked();
    const max = RATE_LIMITS.bookingLinkPerBooking.max;
    for (let i = 0; i < max; i += 1) {
      await world.call('readBookingByLink', { reserva: reserva.id, segredo: SECRET }, { as: null, ip: `203.0.113.${i + 1}` });
    }
    const refusal = await world.refusal(
      'readBookingByLink',
      { reserva: reserva.id, segredo: SECRET },
      { as: null, ip: '198.51.100.9' },
    );
    expect({ code: refusal.code, message: refusal.message }).toEqual({
      code: 'resource-exhausted',
      message: MESSAGES.bookingLinkRateLimited,
    });
  });

  it('refuses one client using links too often, whatever booking it names', async () => {
    const { world, reserva } = await booked();
    const perBooking = RATE_LIMITS.bookingLinkPerBooking.max;
    const bookings = [reserva];
    while (bookings.length * perBooking < RATE_LIMITS.bookingLinkPerIp.max) {
      bookings.push(await seedBooking(world, FRIDAY_10 + bookings.length * 3 * HOUR));
    }
    for (const { id } of bookings) {
      for (let i = 0; i < perBooking; i += 1)
        await world.call('readBookingByLink', { reserva: id, segredo: SECRET }, { as: null });
    }
    const fresh = await seedBooking(world, FRIDAY_10 + 48 * HOUR);
    const refusal = await world.refusal('readBookingByLink', { reserva: fresh.id, segredo: SECRET }, { as: null });
    expect({ code: refusal.code, message: refusal.message }).toEqual({
      code: 'resource-exhausted',
      message: MESSAGES.bookingLinkRateLimited,
    });
  });
});
