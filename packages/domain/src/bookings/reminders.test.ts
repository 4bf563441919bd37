import { ANA, createWorld } from '../handlers/test-support/world';
import { BOOKING_RETENTION_MS } from '../kernel/constants';
import { runBookingReminders } from './reminders';
import { bookingMails, bookingOf, busyMaps, DAY, HOUR, publishAgenda, seedBooking, VISITOR } from './testing/seed-booking';

async function agendaWorld() {
  const world = createWorld();
  publishAgenda(world);
  const run = () => runBookingReminders(world.deps);
  return { world, run };
}

describe('the reminders a schedule sends every 15 minutes', () => {
  it('reminds each side once of a booking within the next 24 hours, however often it runs', async () => {
    const { world, run } = await agendaWorld();
    const soon = await seedBooking(world, world.clock.now + 23 * HOUR);
    await expect(run()).resolves.toEqual({ visitante: 1, dona: 1, apagadas: 0 });
    world.clock.now += 15 * 60_000;
    await expect(run()).resolves.toEqual({ visitante: 0, dona: 0, apagadas: 0 });
    const mails = bookingMails(world);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['ana@example.com', VISITOR.email]);
    expect(mails.every((mail) => mail.message.subject.startsWith('Lembrete: Corte'))).toBe(true);
    expect(bookingOf(world, soon.id)).toMatchObject({
      lembreteVisitanteEm: expect.any(Number),
      lembreteDonaEm: expect.any(Number),
    });
  });

  it('reminds her on her devices too, once, opening the booking’s conversation', async () => {
    const { world, run } = await agendaWorld();
    expect(await world.call('registerDevice', { token: 'fcm:ana-laptop-000001' }, { as: ANA })).toEqual({ dispositivos: 1 });
    const soon = await seedBooking(world, world.clock.now + 23 * HOUR);
    await run();
    await run();
    // The booking's own message pushed when it was made; the reminder is the push tagged with the booking.
    expect(world.push.deliveries.filter((d) => d.notice.tag === `reserva/${soon.id}`)).toEqual([
      {
        token: 'fcm:ana-laptop-000001',
        notice: expect.objectContaining({
          title: expect.stringMatching(/^Lembrete: Corte/),
          body: expect.stringContaining(VISITOR.nome),
          link: expect.stringContaining(soon.idConversa),
        }),
      },
    ]);
  });

  it('keeps her reminder mail when the push service is down', async () => {
    const { world, run } = await agendaWorld();
    await world.call('registerDevice', { token: 'fcm:ana-laptop-000001' }, { as: ANA });
    world.push.failing = true;
    await seedBooking(world, world.clock.now + 23 * HOUR);
    await expect(run()).resolves.toEqual({ visitante: 1, dona: 1, apagadas: 0 });
  });

  it('sends one reminder each when two runs overlap', async () => {
    const { world, run } = await agendaWorld();
    await seedBooking(world, world.clock.now + 2 * HOUR);
    const reports = await Promise.all([run(), run()]);
    expect(reports.reduce((sent, report) => sent + report.visitante + report.dona, 0)).toBe(2);
    expect(bookingMails(world)).toHaveLength(2);
  });

  it('reminds nobody of a booking 25 hours ahead, nor of a cancelled one', async () => {
    const { world, run } = await agendaWorld();
    await seedBooking(world, world.clock.now + 25 * HOUR);
    await seedBooking(world, world.clock.now + 3 * HOUR, { estado: 'cancelada', sequencia: 1 });
    await expect(run()).resolves.toEqual({ visitante: 0, dona: 0, apagadas: 0 });
    expect(bookingMails(world)).toEqual([]);
  });

  it('reminds again of a booking moved to another time', async () => {
    const { world, run } = await agendaWorld();
    const reserva = await seedBooking(world, world.clock.now + 20 * HOUR, {
      lembreteVisitanteEm: world.clock.now,
      lembreteDonaEm: world.clock.now,
    });
    await expect(run()).resolves.toMatchObject({ visitante: 0 });
    const {
      lembreteVisitanteEm: _v,
      lembreteDonaEm: _d,
      ...moved
    } = { ...reserva, comecaEm: reserva.comecaEm + HOUR, terminaEm: reserva.terminaEm + HOUR };
    world.db.load({ ...world.db.toJSON(), [`reservas/${reserva.id}`]: { ...moved } });
    await expect(run()).resolves.toMatchObject({ visitante: 1, dona: 1 });
  });
});

describe('the retention sweep of the same schedule', () => {
  it('deletes a booking 12 months after it ended, with its place in its busy maps, and keeps a younger one', async () => {
    const { world, run } = await agendaWorld();
    const start = world.clock.now;
    const old = await seedBooking(world, start + DAY);
    const younger = await seedBooking(world, start + 40 * DAY);
    world.clock.now = old.terminaEm + BOOKING_RETENTION_MS + 1;
    await expect(run()).resolves.toMatchObject({ apagadas: 1 });
    expect(bookingOf(world, old.id)).toBeNull();
    expect(bookingOf(world, younger.id)).not.toBeNull();
    expect(Object.values(busyMaps(world)).flat()).toEqual([younger.id]);
  });
});
