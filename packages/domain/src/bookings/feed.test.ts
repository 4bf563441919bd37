import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { ANA, createWorld } from '../handlers/test-support/world';
import { agendaFeedResponse, FEED_PAST_DAYS } from './feed';
import { DAY, HOUR, publishAgenda, seedBooking } from './testing/seed-booking';

// ical.js ships its types with its ES module and a CommonJS build, which jest loads (as ics.test.ts reads it).
const ICAL = jest.requireActual<typeof ICALModule>('ical.js');

const FRIDAY_10 = Date.UTC(2024, 4, 3, 13);

async function withFeed() {
  const world = createWorld();
  publishAgenda(world);
  const { endereco } = await world.call('renewAgendaFeed', {}, { as: ANA });
  const segredo = endereco.slice(endereco.lastIndexOf('/') + 1, -'.ics'.length);
  const deps = { store: world.store, now: () => world.clock.now, siteUrl: 'https://lab.example' };
  return { world, segredo, deps };
}

describe('her calendar feed (GET /agenda/{uid}/{segredo}.ics)', () => {
  it('answers her confirmed bookings from 30 days ago on as a calendar, privately cached for five minutes', async () => {
    const { world, segredo, deps } = await withFeed();
    const coming = await seedBooking(world, FRIDAY_10);
    const recent = await seedBooking(world, world.clock.now - (FEED_PAST_DAYS - 1) * DAY);
    await seedBooking(world, world.clock.now - (FEED_PAST_DAYS + 1) * DAY);
    await seedBooking(world, FRIDAY_10 + 3 * HOUR, { estado: 'cancelada', sequencia: 1 });
    const response = await agendaFeedResponse(deps, ANA.uid, segredo);
    expect(response.status).toBe(200);
    expect(response.headers).toEqual({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300' });
    const events = new ICAL.Component(ICAL.parse(response.body))
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.uid).sort()).toEqual([`${coming.id}@lab.example`, `${recent.id}@lab.example`].sort());
    expect(events.find((event) => event.uid.startsWith(coming.id))?.summary).toBe('Corte — Vera Lima');
  });

  it('answers 404 for a wrong secret, another account or a malformed address, telling nothing of what exists', async () => {
    const { segredo, deps } = await withFeed();
    for (const [uid, secret] of [
      [ANA.uid, segredo.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'))],
      [ANA.uid, ''],
      ['bruno-uid', segredo],
      ['../x', segredo],
      [ANA.uid, 'x'.repeat(5000)],
    ] as const) {
      const response = await agendaFeedResponse(deps, uid, secret);
      expect(response).toEqual({ status: 404, headers: expect.any(Object), body: 'Calendário não encontrado.\n' });
    }
  });
});
