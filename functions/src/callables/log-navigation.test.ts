import { LIMITS, MESSAGES, paths, type NavigationDoc } from '@lab/domain';
import { ANA, createWorld, expectNoWrites, HASH, OWNER, T0 } from './test-support/world';

describe('logNavigation', () => {
  it.each([
    ['the hash is not a UUID', { navegacaoHash: 'x', path: '/' }, MESSAGES.invalidHash],
    ['the hash is missing', { path: '/' }, MESSAGES.invalidHash],
    ['the path does not start with "/"', { navegacaoHash: HASH, path: 'lab/home' }, MESSAGES.invalidPath],
    ['the path is missing', { navegacaoHash: HASH }, MESSAGES.invalidPath],
    ['the path is too long', { navegacaoHash: HASH, path: `/${'a'.repeat(LIMITS.pathMaxLength)}` }, MESSAGES.invalidPath],
    ['an unknown field is sent', { navegacaoHash: HASH, path: '/', timestamp: 1 }, `${MESSAGES.unknownField}timestamp`],
  ])('refuses with invalid-argument when %s, writing nothing', async (_case, data, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('logNavigation', data, { as: null })).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it('logs an anonymous visitor under navegacoes/{hash}', async () => {
    const world = createWorld();
    expect(await world.call('logNavigation', { navegacaoHash: HASH, path: '/lab/home' }, { as: null })).toEqual({ ok: true });
    const expected: NavigationDoc = { registros: [{ path: '/lab/home', timestamp: T0 }], criadoEm: T0, navegacaoHash: HASH };
    expect(world.db.get(paths.navegacao(HASH))).toEqual(expected);
  });

  it('logs a signed-in user under users/{uid}/navegacoes_users/{hash}', async () => {
    const world = createWorld();
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/' }, { as: ANA });
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/menu/x' }, { as: OWNER });
    expect(world.db.get(paths.userNavigation(ANA.uid, HASH))).toMatchObject({ registros: [{ path: '/', timestamp: T0 }] });
    expect(world.db.get(paths.userNavigation(OWNER.uid, HASH))).not.toBeNull();
    expect(world.db.get(paths.navegacao(HASH))).toBeNull();
  });

  it('appends later visits and keeps criadoEm from the first', async () => {
    const world = createWorld();
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/' }, { as: null });
    world.clock.now = T0 + 10;
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/lab/home' }, { as: null });
    expect(world.db.get(paths.navegacao(HASH))).toEqual({
      registros: [
        { path: '/', timestamp: T0 },
        { path: '/lab/home', timestamp: T0 + 10 },
      ],
      criadoEm: T0,
      navegacaoHash: HASH,
    });
  });

  it('adds an identical record once, as an array union does', async () => {
    const world = createWorld();
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/' }, { as: null });
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/' }, { as: null });
    expect(world.db.get<NavigationDoc>(paths.navegacao(HASH))?.registros).toHaveLength(1);
  });

  it(`keeps at most ${LIMITS.navigationRecordsMax} records, dropping the oldest`, async () => {
    const world = createWorld();
    const full: NavigationDoc = {
      registros: Array.from({ length: LIMITS.navigationRecordsMax }, (_, i) => ({ path: `/p${i}`, timestamp: T0 - 1000 + i })),
      criadoEm: T0 - 5000,
      navegacaoHash: HASH,
    };
    world.db.load({ ...world.db.toJSON(), [paths.navegacao(HASH)]: { ...full } });
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/novo' }, { as: null });
    const registros = world.db.get<NavigationDoc>(paths.navegacao(HASH))?.registros ?? [];
    expect(registros).toHaveLength(LIMITS.navigationRecordsMax);
    expect(registros[0]?.path).toBe('/p1');
    expect(registros.at(-1)).toEqual({ path: '/novo', timestamp: T0 });
  });
});
