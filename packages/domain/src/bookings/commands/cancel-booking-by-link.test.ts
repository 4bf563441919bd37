import { createWorld, expectNoWrites, T0 } from '../../handlers/test-support/world';
import { MESSAGES } from '../../kernel/messages';
import {
  AGENDA,
  bookingMails,
  bookingOf,
  busyMaps,
  conversationOf,
  HOUR,
  publishAgenda,
  SECRET,
  seedBooking,
  VISITOR,
} from '../testing/seed-booking';

/** Friday 3 May 2024, 10:00 in São Paulo: two days after the world's clock. */
const FRIDAY_10 = Date.UTC(2024, 4, 3, 13);

async function booked() {
  const world = createWorld();
  publishAgenda(world);
  const reserva = await seedBooking(world, FRIDAY_10);
  return { world, reserva };
}

describe('cancelBookingByLink', () => {
  it('cancels the booking, frees its time, sends both sides the CANCEL invitation and tells her conversation', async () => {
    const { world, reserva } = await booked();
    const other = await seedBooking(world, FRIDAY_10 + 3 * HOUR);
    await expect(world.call('cancelBookingByLink', { reserva: reserva.id, segredo: SECRET }, { as: null })).resolves.toEqual({
      estado: 'cancelada',
    });
    expect(bookingOf(world, reserva.id)).toMatchObject({
      estado: 'cancelada',
      canceladaPor: 'visitante',
      canceladaEm: T0,
      sequencia: 1,
    });
    expect(busyMaps(world)).toEqual({ '2024-05-03': [other.id] });
    const mails = bookingMails(world);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['ana@example.com', VISITOR.email]);
    for (const mail of mails) {
      const ics = mail.message.attachments?.[0]?.content ?? '';
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain('STATUS:CANCELLED');
      expect(ics).toContain('SEQUENCE:1');
      expect(ics).toContain(`UID:${reserva.id}@lab.example`);
    }
    const last = conversationOf(world, reserva).at(-1);
    expect(last).toMatchObject({ userRemetente: VISITOR.email, automatica: true });
    expect(last?.mensagem).toContain('Reserva cancelada pelo link do e-mail: Corte');
  });

  it('answers a second cancellation as cancelled and writes nothing more', async () => {
    const { world, reserva } = await booked();
    await world.call('cancelBookingByLink', { reserva: reserva.id, segredo: SECRET }, { as: null });
    await expectNoWrites(world.db, async () => {
      await expect(world.call('cancelBookingByLink', { reserva: reserva.id, segredo: SECRET }, { as: null })).resolves.toEqual({
        estado: 'cancelada',
      });
    });
  });

  it('gives a wrong secret and an unknown id the same not-found answer and cancels nothing', async () => {
    const { world, reserva } = await booked();
    for (const data of [
      { reserva: reserva.id, segredo: SECRET.toLowerCase() },
      { reserva: 'r-nada', segredo: SECRET },
    ]) {
      await expectNoWrites(world.db, async () => {
        const refusal = await world.refusal('cancelBookingByLink', data, { as: null });
        expect({ code: refusal.code, message: refusal.message }).toEqual({
          code: 'not-found',
          message: MESSAGES.bookingNotFound,
        });
      });
    }
  });

  it('refuses once her least notice before the start has come, writing nothing', async () => {
    const { world, reserva } = await booked();
    world.clock.now = FRIDAY_10 - AGENDA.antecedenciaMin * 60_000 + 1;
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('cancelBookingByLink', { reserva: reserva.id, segredo: SECRET }, { as: null });
      expect({ code: refusal.code, message: refusal.message }).toEqual({
        code: 'failed-precondition',
        message: MESSAGES.bookingTooLate,
      });
    });
  });

  it('still cancels when her agenda is no longer on the page, until the start', async () => {
    const { world, reserva } = await booked();
    publishAgenda(world, null);
    world.clock.now = FRIDAY_10 - 60_000;
    await world.call('cancelBookingByLink', { reserva: reserva.id, segredo: SECRET }, { as: null });
    expect(bookingOf(world, reserva.id)?.estado).toBe('cancelada');
  });
});
