import { createWorld, expectNoWrites } from '../handlers/test-support/world';
import { depositConfirmationsOver } from './payment-port';
import { bookingOf, publishAgenda, seedBooking } from './testing/seed-booking';

const FRIDAY_10 = Date.UTC(2024, 4, 3, 13);
const PAID_AT = Date.UTC(2024, 4, 1, 15);

describe("a payment provider's deposit confirmations, on the memory store", () => {
  async function booked() {
    const world = createWorld();
    publishAgenda(world);
    const reserva = await seedBooking(world, FRIDAY_10, {
      id: 'reserva-com-id-longo-demais-para-txid',
      sinal: { centavos: 3_000, txid: 'abc123txid', pago: false },
    });
    return { world, reserva, port: depositConfirmationsOver(world.store) };
  }

  it('finds the booking by the txid its BR Code carried and marks it paid when it was', async () => {
    const { world, reserva, port } = await booked();
    await expect(port.confirmDeposit('abc123txid', 3_000, PAID_AT)).resolves.toEqual({
      status: 'confirmed',
      reserva: reserva.id,
    });
    expect(bookingOf(world, reserva.id)?.sinal).toEqual({ centavos: 3_000, txid: 'abc123txid', pago: true, pagoEm: PAID_AT });
  });

  it('answers a retried webhook as already paid and writes nothing', async () => {
    const { world, reserva, port } = await booked();
    await port.confirmDeposit('abc123txid', 3_000, PAID_AT);
    await expectNoWrites(world.db, async () => {
      await expect(port.confirmDeposit('abc123txid', 3_000, PAID_AT + 1)).resolves.toEqual({
        status: 'already-paid',
        reserva: reserva.id,
      });
    });
  });

  it('marks nothing for less than the deposit, or for a txid no booking carries', async () => {
    const { world, reserva, port } = await booked();
    await expectNoWrites(world.db, async () => {
      await expect(port.confirmDeposit('abc123txid', 2_999, PAID_AT)).resolves.toEqual({
        status: 'amount-short',
        reserva: reserva.id,
      });
      await expect(port.confirmDeposit('outro', 3_000, PAID_AT)).resolves.toEqual({ status: 'unknown-txid' });
    });
  });
});
