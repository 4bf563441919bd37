import { ANA, BRUNO, createWorld, expectNoWrites, OWNER } from '../../handlers/test-support/world';
import { MESSAGES } from '../../kernel/messages';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import {
  bookingMails,
  bookingOf,
  busyMaps,
  conversationOf,
  HOUR,
  publishAgenda,
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

describe('cancelBooking (hers)', () => {
  it('cancels with her message: the visitor is mailed it with the CANCEL invitation, and it is her reply in CONTATOS', async () => {
    const { world, reserva } = await booked();
    const mensagem = 'Desculpe, tive um imprevisto. Podemos remarcar?';
    await expect(world.call('cancelBooking', { reserva: reserva.id, mensagem }, { as: ANA })).resolves.toEqual({
      estado: 'cancelada',
    });
    expect(bookingOf(world, reserva.id)).toMatchObject({
      estado: 'cancelada',
      canceladaPor: 'dona',
      motivo: mensagem,
      sequencia: 1,
    });
    expect(busyMaps(world)).toEqual({});
    const toVisitor = bookingMails(world).find((mail) => mail.to[0] === VISITOR.email);
    expect(toVisitor?.message.text).toContain(mensagem);
    expect(toVisitor?.message.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    const reply = conversationOf(world, reserva).at(-1);
    expect(reply).toMatchObject({ mensagem, nomeRemetente: expect.any(String) });
    expect(reply?.automatica).toBeUndefined();
    expect(reply?.userRemetente).not.toBe(VISITOR.email);
  });

  it('without a message, says in the conversation that she cancelled', async () => {
    const { world, reserva } = await booked();
    await world.call('cancelBooking', { reserva: reserva.id }, { as: ANA });
    expect(conversationOf(world, reserva).at(-1)).toMatchObject({ automatica: true });
  });

  it('answers another account, an owner included, as if the booking did not exist, and writes nothing', async () => {
    const { world, reserva } = await booked();
    for (const as of [BRUNO, OWNER]) {
      await expectNoWrites(world.db, async () => {
        const theirs = await world.refusal('cancelBooking', { reserva: reserva.id }, { as });
        const absent = await world.refusal('cancelBooking', { reserva: 'r-nada' }, { as });
        expect({ code: theirs.code, message: theirs.message }).toEqual({ code: 'not-found', message: MESSAGES.bookingNotFound });
        expect({ code: absent.code, message: absent.message }).toEqual({ code: theirs.code, message: theirs.message });
      });
    }
  });

  it('refuses a message over 1000 characters or with hidden characters, writing nothing', async () => {
    const { world, reserva } = await booked();
    await expectNoWrites(world.db, async () => {
      expect(
        (await world.refusal('cancelBooking', { reserva: reserva.id, mensagem: 'a'.repeat(1001) }, { as: ANA })).message,
      ).toBe(MESSAGES.bookingMessageTooLong);
      expect((await world.refusal('cancelBooking', { reserva: reserva.id, mensagem: 'oi\u202Eoi' }, { as: ANA })).message).toBe(
        MESSAGES.bookingMessageInvalidChars,
      );
    });
  });

  it('holds her to her hourly number of changes', async () => {
    const { world } = await booked();
    const max = RATE_LIMITS.bookingChangesPerUser.max;
    for (let i = 0; i < max; i += 1) {
      const reserva = await seedBooking(world, FRIDAY_10 + (i + 1) * 3 * HOUR, { id: `r${i}` });
      await world.call('setDepositPaid', { reserva: reserva.id, pago: true }, { as: ANA });
    }
    const last = await seedBooking(world, FRIDAY_10 + 1000 * HOUR, { id: 'r-last' });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('cancelBooking', { reserva: last.id }, { as: ANA });
      expect({ code: refusal.code, message: refusal.message }).toEqual({
        code: 'resource-exhausted',
        message: MESSAGES.bookingOwnerRateLimited,
      });
    });
  });
});
