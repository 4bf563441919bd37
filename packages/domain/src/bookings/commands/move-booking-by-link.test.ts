import { createWorld, expectNoWrites } from '../../handlers/test-support/world';
import { MESSAGES } from '../../kernel/messages';
import {
  AGENDA,
  bookingMails,
  bookingOf,
  busyMaps,
  HOUR,
  publishAgenda,
  SECRET,
  seedBooking,
  VISITOR,
  withoutCounters,
} from '../testing/seed-booking';

/** Friday 3 May 2024, 10:00 in São Paulo: two days after the world's clock. */
const FRIDAY_10 = Date.UTC(2024, 4, 3, 13);
/** Monday 6 May 2024, 20:30 in São Paulo: 23:30 UTC, so a one-hour booking runs into Tuesday's UTC date. */
const MONDAY_LATE = Date.UTC(2024, 4, 6, 23, 30);

async function booked() {
  const world = createWorld();
  publishAgenda(world, {
    ...AGENDA,
    semana: AGENDA.semana.map((day) => ({ periodos: day.periodos.length ? [{ inicio: '09:00', fim: '22:00' }] : [] })),
  });
  const reserva = await seedBooking(world, FRIDAY_10);
  return { world, reserva };
}

describe('moveBookingByLink', () => {
  it('moves the booking between its busy maps and sends both sides the updated invitation, same UID, higher SEQUENCE', async () => {
    const { world, reserva } = await booked();
    const moved = await world.call(
      'moveBookingByLink',
      { reserva: reserva.id, segredo: SECRET, comecaEm: MONDAY_LATE },
      { as: null },
    );
    expect(moved).toEqual({ status: 'movida', comecaEm: MONDAY_LATE, terminaEm: MONDAY_LATE + HOUR });
    expect(bookingOf(world, reserva.id)).toMatchObject({ comecaEm: MONDAY_LATE, terminaEm: MONDAY_LATE + HOUR, sequencia: 1 });
    expect(busyMaps(world)).toEqual({ '2024-05-06': [reserva.id], '2024-05-07': [reserva.id] });
    const mails = bookingMails(world);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['ana@example.com', VISITOR.email]);
    for (const mail of mails) {
      const ics = mail.message.attachments?.[0]?.content ?? '';
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('SEQUENCE:1');
      expect(ics).toContain(`UID:${reserva.id}@lab.example`);
      expect(ics).toContain('DTSTART:20240506T233000Z');
    }
    expect(mails.find((mail) => mail.to[0] === VISITOR.email)?.message.text).toContain(`/reserva/${reserva.id}#${SECRET}`);
  });

  it('moves within its own buffer: the booking does not stand in its own way', async () => {
    const { world, reserva } = await booked();
    const later = FRIDAY_10 + 30 * 60_000;
    await expect(
      world.call('moveBookingByLink', { reserva: reserva.id, segredo: SECRET, comecaEm: later }, { as: null }),
    ).resolves.toMatchObject({
      status: 'movida',
    });
  });

  it('answers a taken time with the next free ones and leaves the booking, its maps and the mail as they were', async () => {
    const { world, reserva } = await booked();
    const other = await seedBooking(world, FRIDAY_10 + 3 * HOUR);
    const before = withoutCounters(world);
    const answer = await world.call(
      'moveBookingByLink',
      { reserva: reserva.id, segredo: SECRET, comecaEm: other.comecaEm + 30 * 60_000 },
      { as: null },
    );
    expect(answer.status).toBe('ocupado');
    const proximos = answer.status === 'ocupado' ? answer.proximos : [];
    expect(proximos).toHaveLength(5);
    // The first free start after the other booking and its 15-minute buffer, on her 60-minute grid... every half hour.
    expect(proximos[0]).toBe(other.terminaEm + 30 * 60_000);
    expect(withoutCounters(world)).toEqual(before);
  });

  it('gives a cancelled booking, a wrong secret and an unknown id one not-found answer, writing nothing', async () => {
    const { world, reserva } = await booked();
    const cancelled = await seedBooking(world, FRIDAY_10 + 3 * HOUR, { estado: 'cancelada', sequencia: 1 });
    for (const data of [
      { reserva: cancelled.id, segredo: SECRET, comecaEm: MONDAY_LATE },
      { reserva: reserva.id, segredo: SECRET.slice(1), comecaEm: MONDAY_LATE },
      { reserva: 'r-nada', segredo: SECRET, comecaEm: MONDAY_LATE },
    ]) {
      await expectNoWrites(world.db, async () => {
        const refusal = await world.refusal('moveBookingByLink', data, { as: null });
        expect({ code: refusal.code, message: refusal.message }).toEqual({
          code: 'not-found',
          message: MESSAGES.bookingNotFound,
        });
      });
    }
  });

  it('refuses to move once her agenda is gone from the page, or past her least notice, writing nothing', async () => {
    const { world, reserva } = await booked();
    world.clock.now = FRIDAY_10 - HOUR;
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal(
        'moveBookingByLink',
        { reserva: reserva.id, segredo: SECRET, comecaEm: MONDAY_LATE },
        { as: null },
      );
      expect(refusal.message).toBe(MESSAGES.bookingTooLate);
    });
    publishAgenda(world, null);
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal(
        'moveBookingByLink',
        { reserva: reserva.id, segredo: SECRET, comecaEm: MONDAY_LATE },
        { as: null },
      );
      expect({ code: refusal.code, message: refusal.message }).toEqual({
        code: 'failed-precondition',
        message: MESSAGES.bookingMoveUnavailable,
      });
    });
  });
});
