import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import type { DenunciaDoc } from '../moderation';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER } from '../../handlers/test-support/world';

const report = (skin = 'bruno', texto = 'Pede Pix para um sorteio que não existe.') => ({ skin, motivo: 'golpe', texto });
const reportsIn = (world: ReturnType<typeof createWorld>) =>
  Object.entries(world.db.toJSON()).filter(([path]) => path.startsWith(`${paths.denuncias()}/`)) as unknown as Array<
    [string, DenunciaDoc]
  >;

describe('reportSkin', () => {
  it('records an open report of a visitor, without the IP', async () => {
    const world = createWorld();
    await expect(world.call('reportSkin', report('Bruno', '  Pede Pix.  '), { as: null, ip: '198.51.100.9' })).resolves.toEqual({
      ok: true,
    });
    const [[, doc] = ['', null]] = reportsIn(world);
    expect(doc).toEqual({
      skin: 'bruno',
      motivo: 'golpe',
      texto: 'Pede Pix.',
      criadaEm: world.clock.now,
      estado: 'aberta',
      skinOculta: false,
    });
    expect(JSON.stringify(reportsIn(world))).not.toContain('198.51.100.9');
  });

  it("names a signed-in reporter's uid", async () => {
    const world = createWorld();
    await world.call('reportSkin', report(), { as: ANA });
    expect(reportsIn(world)[0]?.[1].reporterUid).toBe(ANA.uid);
  });

  it.each([
    ['the site’s own skin', 'lab'],
    ['a skin that does not exist', 'ninguem'],
    ['a name no skin could have', 'x/y'],
  ])('answers %s with the same not-found, writing nothing', async (_what, skin) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('reportSkin', report(skin), { as: null });
      expect([refusal.code, refusal.message]).toEqual(['not-found', MESSAGES.skinNotFound]);
    });
  });

  it('answers a hidden skin as one that does not exist', async () => {
    const world = createWorld();
    await world.call('moderateSkin', { skin: 'bruno', acao: 'ocultar' }, { as: OWNER });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('reportSkin', report(), { as: ANA });
      expect([refusal.code, refusal.message]).toEqual(['not-found', MESSAGES.skinNotFound]);
    });
  });

  it.each([
    [{ ...report(), motivo: 'nenhum' }, MESSAGES.reportReasonInvalid],
    [{ skin: 'bruno', motivo: 'golpe' }, MESSAGES.reportTextRequired],
    [report('bruno', '   '), MESSAGES.reportTextRequired],
    [report('bruno', 'x'.repeat(1001)), MESSAGES.reportTextTooLong],
    [{ ...report(), ip: '1.2.3.4' }, `${MESSAGES.unknownField}ip`],
  ])('refuses a malformed report in Portuguese, writing nothing (%#)', async (data, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('reportSkin', data, { as: null });
      expect([refusal.code, refusal.message]).toEqual(['invalid-argument', message]);
    });
  });

  it('takes one report of a skin a day from one reporter, and another skin’s still', async () => {
    const world = createWorld();
    await world.call('reportSkin', report('bruno'), { as: null });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('reportSkin', report('bruno'), { as: null });
      expect([refusal.code, refusal.message]).toEqual(['resource-exhausted', MESSAGES.reportAlreadySent]);
    });
    await world.call('reportSkin', report('ana'), { as: null });
    // Another reporter of the same skin is someone else.
    await world.call('reportSkin', report('bruno'), { as: null, ip: '198.51.100.1' });
    world.clock.now += RATE_LIMITS.reportPerSkin.windowMs + 1;
    await world.call('reportSkin', report('bruno'), { as: null });
    expect(reportsIn(world)).toHaveLength(4);
  });

  it(`takes ${RATE_LIMITS.reportPerIp.max} reports an hour from one IPv6 /64, whatever address in it`, async () => {
    const world = createWorld();
    for (let i = 0; i < RATE_LIMITS.reportPerIp.max; i += 1) {
      world.clock.now += 1;
      await world.call('reportSkin', report(i % 2 ? 'ana' : 'bruno'), { as: null, ip: `2001:db8:4:2::${(i + 1).toString(16)}` });
      // A fresh per-skin window: only the per-IP limit is under test.
      world.db.load(Object.fromEntries(Object.entries(world.db.toJSON()).filter(([path]) => !path.includes('report-skin'))));
    }
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('reportSkin', report(), { as: null, ip: '2001:db8:4:2:ffff::1' });
      expect([refusal.code, refusal.message]).toEqual(['resource-exhausted', MESSAGES.reportRateLimited]);
    });
    await world.call('reportSkin', report(), { as: null, ip: '2001:db8:4:3::1' });
  });

  it(`takes ${RATE_LIMITS.reportPerUser.max} reports a day from one account, from any IP`, async () => {
    const world = createWorld();
    for (let i = 0; i < RATE_LIMITS.reportPerUser.max; i += 1) {
      await world.call('reportSkin', report(i % 2 ? 'ana' : 'bruno'), { as: OWNER, ip: `198.51.100.${i + 1}` });
      world.db.load(Object.fromEntries(Object.entries(world.db.toJSON()).filter(([path]) => !path.includes('report-skin'))));
    }
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('reportSkin', report(), { as: OWNER, ip: '203.0.113.99' });
      expect([refusal.code, refusal.message]).toEqual(['resource-exhausted', MESSAGES.reportRateLimited]);
    });
    await world.call('reportSkin', report(), { as: BRUNO, ip: '203.0.113.99' });
  });
});
