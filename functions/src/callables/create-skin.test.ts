import { DEFAULT_AVATAR, MAIN_PAGE_CONTENT, MESSAGES, paths, type PaginaDoc, type SkinDoc } from '@lab/domain';
import { ANA, BRUNO, createWorld, expectNoWrites, NEWCOMER, T0 } from './test-support/world';

describe('createSkin', () => {
  it('refuses anonymous callers with unauthenticated and writes nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const error = await world.refusal('createSkin', { username: 'nova', theme: 'CYBERPINK' }, { as: null });
      expect(error).toMatchObject({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
    });
  });

  it.each([
    ['the name is missing', { theme: 'CYBERPINK' }, MESSAGES.skinNameRequired],
    ['the name is blank', { username: '   ', theme: 'CYBERPINK' }, MESSAGES.skinNameRequired],
    ['the theme is missing', { username: 'nova' }, MESSAGES.skinThemeRequired],
    ['the theme is blank', { username: 'nova', theme: ' ' }, MESSAGES.skinThemeRequired],
    ['the theme is unknown', { username: 'nova', theme: 'NEON' }, MESSAGES.skinThemeInvalid],
    ['the name cannot be a URL segment', { username: 'minha skin', theme: 'CYBERPINK' }, MESSAGES.skinNameInvalid],
    ['the name is too short', { username: 'a', theme: 'CYBERPINK' }, MESSAGES.skinNameInvalid],
    ['the name is the app’s own route', { username: 'menu', theme: 'CYBERPINK' }, MESSAGES.skinNameInvalid],
    ['the name is far too long', { username: 'x'.repeat(500), theme: 'CYBERPINK' }, MESSAGES.skinNameInvalid],
    ['the name is not text', { username: 42, theme: 'CYBERPINK' }, MESSAGES.invalidPayload],
    ['the payload is not an object', 'nova', MESSAGES.invalidPayload],
    ['an unknown field is sent', { username: 'nova', theme: 'CYBERPINK', is_main: true }, `${MESSAGES.unknownField}is_main`],
  ])('refuses with invalid-argument when %s', async (_case, data, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('createSkin', data)).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it('creates the skin with its home page and returns it', async () => {
    const world = createWorld();
    const skin = await world.call('createSkin', { username: ' nova ', theme: 'sunshine' });
    const expected: SkinDoc = {
      id_skins: 'id-0001',
      username: 'nova',
      theme: 'sunshine',
      is_main: false,
      data: T0,
      iconSkin: DEFAULT_AVATAR,
      idUser: ANA.uid,
    };
    expect(skin).toEqual(expected);
    expect(world.db.get(paths.skin(ANA.uid, 'id-0001'))).toEqual(expected);
    expect(world.db.get<PaginaDoc>(paths.pagina(ANA.uid, 'id-0001', 'home'))).toEqual({
      id_pagina: 'home',
      nome: 'Home',
      conteudo: MAIN_PAGE_CONTENT,
      data: T0,
      is_main: true,
      orderBy: 'default',
    });
    expect(world.db.get(paths.username('nova'))).toEqual({ uid: ANA.uid, skinId: 'id-0001' });
  });

  it('marks only the user’s first skin as main', async () => {
    const world = createWorld();
    const first = await world.call('createSkin', { username: 'primeira', theme: 'CYBERPINK' }, { as: NEWCOMER });
    const second = await world.call('createSkin', { username: 'segunda', theme: 'CYBERPINK' }, { as: NEWCOMER });
    expect(first.is_main).toBe(true);
    expect(second.is_main).toBe(false);
  });

  it('refuses a name another user holds with already-exists', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('createSkin', { username: 'bruno', theme: 'CYBERPINK' })).toMatchObject({
        code: 'already-exists',
        message: MESSAGES.skinNameTaken,
      });
    });
  });

  it('refuses a name held by a skin that has no reservation document (older data)', async () => {
    const world = createWorld();
    const legacy = world.db.toJSON();
    delete legacy[paths.username('bruno')];
    world.db.load(legacy);
    expect(await world.refusal('createSkin', { username: 'bruno', theme: 'CYBERPINK' }, { as: ANA })).toMatchObject({
      code: 'already-exists',
    });
  });

  it('lets exactly one of 50 concurrent creates of one name win; the other 49 get already-exists', async () => {
    const world = createWorld();
    const callers = Array.from({ length: 50 }, (_, i) => ({ ...BRUNO, uid: `racer-${i}` }));
    const outcomes = await Promise.allSettled(
      callers.map((as) => world.call('createSkin', { username: 'disputada', theme: 'CYBERPINK' }, { as })),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const reason of lost) expect(reason).toMatchObject({ code: 'already-exists', message: MESSAGES.skinNameTaken });
    const holders = world.db.query<SkinDoc>({ group: 'skins' }, { where: [['username', '==', 'disputada']] });
    expect(holders).toHaveLength(1);
  });
});
