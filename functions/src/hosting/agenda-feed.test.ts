import { ANA, createWorld } from '@lab/domain/handler-world';
import { answerAgendaFeed } from './agenda-feed';

describe('the agenda feed function', () => {
  async function withFeed() {
    const world = createWorld();
    const { endereco } = await world.call('renewAgendaFeed', {}, { as: ANA });
    const deps = { store: world.store, now: () => world.clock.now, siteUrl: 'https://lab.example' };
    return { deps, path: new URL(endereco).pathname };
  }

  it('answers her address with her calendar', async () => {
    const { deps, path } = await withFeed();
    const answer = await answerAgendaFeed(deps, 'GET', path);
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
    expect(answer.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });

  it('answers 404 to an address with the wrong secret or shape, and 405 to a method calendars do not use', async () => {
    const { deps, path } = await withFeed();
    expect((await answerAgendaFeed(deps, 'GET', path.replace(/.\.ics$/, '_.ics'))).status).toBe(404);
    expect((await answerAgendaFeed(deps, 'GET', '/agenda/ana-uid')).status).toBe(404);
    expect((await answerAgendaFeed(deps, 'GET', '/agenda/%E0%A4%A/x.ics')).status).toBe(404);
    expect((await answerAgendaFeed(deps, 'POST', path)).status).toBe(405);
  });
});
