import { ANA, createWorld, expectNoWrites } from '../../handlers/test-support/world';
import { MESSAGES } from '../../kernel/messages';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { paths } from '../../kernel/paths';
import { agendaFeedResponse } from '../feed';

describe('renewAgendaFeed', () => {
  it('makes her private calendar address with a fresh secret she can read, and a new one ends the old', async () => {
    const world = createWorld();
    const { endereco } = await world.call('renewAgendaFeed', {}, { as: ANA });
    const [, segredo] = /^https:\/\/lab\.example\/agenda\/ana-uid\/([A-Za-z0-9_-]{32})\.ics$/.exec(endereco) ?? [];
    expect(segredo).toBeDefined();
    expect(world.db.get(paths.agendaFeed(ANA.uid))).toEqual({ uid: ANA.uid, segredo, criadoEm: world.clock.now });
    const feedDeps = { store: world.store, now: () => world.clock.now, siteUrl: 'https://lab.example' };
    expect((await agendaFeedResponse(feedDeps, ANA.uid, segredo!)).status).toBe(200);

    const renewed = await world.call('renewAgendaFeed', {}, { as: ANA });
    expect(renewed.endereco).not.toBe(endereco);
    expect((await agendaFeedResponse(feedDeps, ANA.uid, segredo!)).status).toBe(404);
  });

  it('refuses an anonymous caller and holds her to her hourly number of new addresses', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () =>
      expect((await world.refusal('renewAgendaFeed', {}, { as: null })).code).toBe('unauthenticated'),
    );
    for (let i = 0; i < RATE_LIMITS.agendaFeedPerUser.max; i += 1) await world.call('renewAgendaFeed', {}, { as: ANA });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('renewAgendaFeed', {}, { as: ANA });
      expect({ code: refusal.code, message: refusal.message }).toEqual({
        code: 'resource-exhausted',
        message: MESSAGES.agendaFeedRateLimited,
      });
    });
  });
});
