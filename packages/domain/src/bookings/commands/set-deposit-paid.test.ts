import { ANA, BRUNO, createWorld, expectNoWrites, T0 } from '../../handlers/test-support/world';
import { MESSAGES } from '../../kernel/messages';
import { bookingOf, publishAgenda, seedBooking } from '../testing/seed-booking';

const FRIDAY_10 = Date.UTC(2024, 4, 3, 13);

async function booked(overrides = {}) {
  const world = createWorld();
  publishAgenda(world);
  const reserva = await seedBooking(world, FRIDAY_10, overrides);
  return { world, reserva };
}

describe('setDepositPaid', () => {
  it('marks the deposit paid with when, and unmarks it after a mistake', async () => {
    const { world, reserva } = await booked();
    await expect(world.call('setDepositPaid', { reserva: reserva.id, pago: true }, { as: ANA })).resolves.toEqual({ pago: true });
    expect(bookingOf(world, reserva.id)?.sinal).toEqual({ centavos: 3_000, txid: reserva.id, pago: true, pagoEm: T0 });
    await world.call('setDepositPaid', { reserva: reserva.id, pago: false }, { as: ANA });
    expect(bookingOf(world, reserva.id)?.sinal).toEqual({ centavos: 3_000, txid: reserva.id, pago: false });
  });

  it('writes nothing when it is already so', async () => {
    const { world, reserva } = await booked();
    await expectNoWrites(world.db, () => world.call('setDepositPaid', { reserva: reserva.id, pago: false }, { as: ANA }));
  });

  it('answers another account as if the booking did not exist, and writes nothing', async () => {
    const { world, reserva } = await booked();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('setDepositPaid', { reserva: reserva.id, pago: true }, { as: BRUNO });
      expect({ code: refusal.code, message: refusal.message }).toEqual({ code: 'not-found', message: MESSAGES.bookingNotFound });
    });
  });

  it('refuses a booking that asked no deposit', async () => {
    const { world, reserva } = await booked({ sinal: undefined });
    await expectNoWrites(world.db, async () => {
      expect((await world.refusal('setDepositPaid', { reserva: reserva.id, pago: true }, { as: ANA })).message).toBe(
        MESSAGES.bookingNoDeposit,
      );
    });
  });
});
