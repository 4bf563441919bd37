/**
 * The webhook callables on the seeded world: a creator sets her skin's address and gets its secret
 * once, sees it again, rotates it, sends a test, removes it; every refusal writes nothing, and a
 * skin that is not hers answers as one that does not exist.
 */
import { MESSAGES } from '../../kernel/messages';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, SECOND_OWNER, type World } from '../../handlers/test-support/world';
import { webhookPaths } from '../store/webhook-docs';
import type { DeliveryDoc } from '../webhook-events';

const URL_ = 'https://hooks.exemplo.com/lab';
const ANA_KEY = 'ana-uid~skin-ana';

const refusalOf = async (world: World, ...args: Parameters<World['refusal']>) => {
  const { code, message } = await world.refusal(...args);
  return { code, message };
};

describe('setWebhook, readWebhook, removeWebhook, sendTestWebhook', () => {
  it('saves her address and answers a whsec_ secret once; saving again keeps it, novoSegredo rotates it; readWebhook shows it to her', async () => {
    const world = createWorld();
    const first = await world.call('setWebhook', { skin: 'ana', url: ` ${URL_} ` }, { as: ANA });
    expect(first).toEqual({ url: URL_, segredo: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/) });
    await expect(world.call('setWebhook', { skin: 'ana', url: `${URL_}/novo` }, { as: ANA })).resolves.toEqual({
      url: `${URL_}/novo`,
      segredo: null,
    });
    await expect(world.call('readWebhook', { skin: 'ana' }, { as: ANA })).resolves.toEqual({
      url: `${URL_}/novo`,
      segredo: first.segredo,
      entregas: [],
    });
    const rotated = await world.call('setWebhook', { skin: 'ana', url: URL_, novoSegredo: true }, { as: ANA });
    expect(rotated.segredo).toMatch(/^whsec_/);
    expect(rotated.segredo).not.toBe(first.segredo);
    expect((await world.call('readWebhook', { skin: 'ana' }, { as: ANA })).segredo).toBe(rotated.segredo);
  });

  it.each([
    ['an internal address', 'https://169.254.169.254/computeMetadata/v1/', MESSAGES.webhookUrlPrivate],
    ['loopback spelled in decimal', 'https://2130706433/', MESSAGES.webhookUrlPrivate],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/', MESSAGES.webhookUrlPrivate],
    ['the emulator receiver, switch off', 'http://127.0.0.1:9999/hook', MESSAGES.webhookUrlNotHttps],
    ['http', 'http://hooks.exemplo.com/', MESSAGES.webhookUrlNotHttps],
    ['credentials', 'https://eu:senha@hooks.exemplo.com/', MESSAGES.webhookUrlCredentials],
    ['more than 500 characters', `https://hooks.exemplo.com/${'a'.repeat(500)}`, MESSAGES.webhookUrlTooLong],
    ['nothing', '', MESSAGES.webhookUrlInvalid],
  ])('SSRF address refused: %s, writing nothing', async (_why, url, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await refusalOf(world, 'setWebhook', { skin: 'ana', url }, { as: ANA })).toEqual({
        code: 'invalid-argument',
        message,
      });
    });
  });

  it('Someone else’s skin: another creator, an owner on a creator’s skin and a skin that does not exist all get "not found", writing nothing', async () => {
    const world = createWorld();
    await world.call('setWebhook', { skin: 'ana', url: URL_ }, { as: ANA });
    const notFound = { code: 'not-found', message: MESSAGES.skinNotFound };
    for (const [name, payload, as] of [
      ['setWebhook', { skin: 'ana', url: 'https://atacante.exemplo.com/' }, BRUNO],
      ['setWebhook', { skin: 'ana', url: 'https://atacante.exemplo.com/' }, OWNER],
      ['setWebhook', { skin: 'ninguem', url: URL_ }, BRUNO],
      ['readWebhook', { skin: 'ana' }, BRUNO],
      ['readWebhook', { skin: 'ana' }, OWNER],
      ['removeWebhook', { skin: 'ana' }, BRUNO],
      ['sendTestWebhook', { skin: 'ana' }, BRUNO],
      ['readWebhook', { skin: 'lab' }, ANA],
    ] as const) {
      await expectNoWrites(world.db, async () => {
        expect(await refusalOf(world, name, payload, { as })).toEqual(notFound);
      });
    }
  });

  it('Anonymous caller, extra fields and a blocked account are refused, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect((await world.refusal('setWebhook', { skin: 'ana', url: URL_ }, { as: null })).code).toBe('unauthenticated');
      expect((await world.refusal('readWebhook', { skin: 'ana', uid: 'ana-uid' }, { as: ANA })).code).toBe('invalid-argument');
      expect((await world.refusal('setWebhook', { skin: 'ana', url: URL_, novoSegredo: 'sim' }, { as: ANA })).code).toBe(
        'invalid-argument',
      );
    });
    await world.call('setAccountBlocked', { uid: BRUNO.uid, bloqueado: true }, { as: OWNER });
    await expectNoWrites(world.db, async () => {
      expect((await world.refusal('setWebhook', { skin: 'bruno', url: URL_ }, { as: BRUNO })).code).toBe('permission-denied');
    });
  });

  it('both owners may configure the site’s own inbox, lab', async () => {
    const world = createWorld();
    await world.call('setWebhook', { skin: 'lab', url: URL_ }, { as: OWNER });
    await expect(world.call('readWebhook', { skin: 'lab' }, { as: SECOND_OWNER })).resolves.toMatchObject({ url: URL_ });
  });

  it('Enviar teste queues a ping; without a webhook it is refused, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await refusalOf(world, 'sendTestWebhook', { skin: 'ana' }, { as: ANA })).toEqual({
        code: 'failed-precondition',
        message: MESSAGES.webhookNotConfigured,
      });
    });
    await world.call('setWebhook', { skin: 'ana', url: URL_ }, { as: ANA });
    const { id } = await world.call('sendTestWebhook', { skin: 'ana' }, { as: ANA });
    const delivery = world.db.get<DeliveryDoc>(webhookPaths.entrega({ chave: ANA_KEY, id }));
    expect(delivery).toMatchObject({ tipo: 'ping', estado: 'pendente', tentativas: [], proximaEm: world.clock.now });
    expect(JSON.parse(delivery?.corpo ?? '')).toMatchObject({ id, type: 'ping', data: { skin: 'ana' } });
  });

  it('Remover takes the address and secret away; removing again answers removed: false', async () => {
    const world = createWorld();
    await world.call('setWebhook', { skin: 'ana', url: URL_ }, { as: ANA });
    await expect(world.call('removeWebhook', { skin: 'ana' }, { as: ANA })).resolves.toEqual({ removed: true });
    expect(world.db.get(webhookPaths.webhook(ANA_KEY))).toBeNull();
    await expect(world.call('removeWebhook', { skin: 'ana' }, { as: ANA })).resolves.toEqual({ removed: false });
    await expect(world.call('readWebhook', { skin: 'ana' }, { as: ANA })).resolves.toEqual({
      url: null,
      segredo: null,
      entregas: [],
    });
  });

  it(`Config flood: ${RATE_LIMITS.webhookConfigPerUser.max} saves or removals an hour, then refused before anything is written`, async () => {
    const world = createWorld();
    for (let i = 0; i < RATE_LIMITS.webhookConfigPerUser.max; i += 1)
      await world.call('setWebhook', { skin: 'ana', url: URL_ }, { as: ANA });
    await expectNoWrites(world.db, async () => {
      expect(await refusalOf(world, 'removeWebhook', { skin: 'ana' }, { as: ANA })).toEqual({
        code: 'resource-exhausted',
        message: MESSAGES.webhookRateLimited,
      });
    });
  });

  it(`Test flood: ${RATE_LIMITS.webhookTestsPerUser.max} tests an hour`, async () => {
    const world = createWorld();
    await world.call('setWebhook', { skin: 'ana', url: URL_ }, { as: ANA });
    for (let i = 0; i < RATE_LIMITS.webhookTestsPerUser.max; i += 1)
      await world.call('sendTestWebhook', { skin: 'ana' }, { as: ANA });
    await expectNoWrites(world.db, async () => {
      expect((await world.refusal('sendTestWebhook', { skin: 'ana' }, { as: ANA })).code).toBe('resource-exhausted');
    });
  });
});
