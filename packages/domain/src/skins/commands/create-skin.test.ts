import { DEFAULT_AVATAR, LIMITS, MAIN_PAGE_CONTENT } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { ROUTE_NAMES } from '../../kernel/validation';
import type { PaginaDoc, SkinDoc } from '../skin-types';
import {
  ANA,
  BRUNO,
  createWorld,
  expectNoWrites,
  NEWCOMER,
  OWNER,
  SECOND_OWNER,
  T0,
  type World,
} from '../../handlers/test-support/world';

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
    ['the name is the app’s own route', { username: 'menu', theme: 'CYBERPINK' }, MESSAGES.skinNameReserved],
    ['the name has an accented letter', { username: 'joão', theme: 'CYBERPINK' }, MESSAGES.skinNameInvalid],
    [
      'the name is one Firestore forbids as a document id',
      { username: '__lab__', theme: 'CYBERPINK' },
      MESSAGES.skinNameReserved,
    ],
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

  describe('Site inbox: the site’s names are an owner’s', () => {
    /** A fresh deployment: no skin named lab yet. */
    function freshDeployment(): World {
      const world = createWorld();
      const all = world.db.toJSON();
      for (const path of Object.keys(all)) if (path.includes('skin-lab') || path === paths.username('lab')) delete all[path];
      world.db.load(all);
      return world;
    }

    it('refuses lab (in any case), admin and api to a signed-in user who is not an owner, writing nothing', async () => {
      const world = freshDeployment();
      await expectNoWrites(world.db, async () => {
        for (const username of ['lab', 'Lab', 'LAB', 'admin', 'api']) {
          expect(await world.refusal('createSkin', { username, theme: 'CYBERPINK' }, { as: ANA })).toMatchObject({
            code: 'invalid-argument',
            message: MESSAGES.skinNameReserved,
          });
        }
      });
    });

    it('lets an owner create lab, which then receives the visitors’ messages', async () => {
      const world = freshDeployment();
      await expect(
        world.call('createSkin', { username: 'lab', theme: 'CYBERPINK' }, { as: SECOND_OWNER }),
      ).resolves.toMatchObject({ username: 'lab' });
      await expect(world.call('sendContactMessage', { email: 'v@x.com', mensagem: 'Oi' }, { as: null })).resolves.toMatchObject({
        idContato: 'lab_v@x.com',
      });
    });

    it('refuses every top-level route segment of the web to everyone, owners included', async () => {
      const world = createWorld();
      await expectNoWrites(world.db, async () => {
        for (const username of ROUTE_NAMES) {
          expect(await world.refusal('createSkin', { username, theme: 'CYBERPINK' }, { as: OWNER })).toMatchObject({
            code: 'invalid-argument',
            message: MESSAGES.skinNameReserved,
          });
        }
      });
    });
  });

  it('Unique names: refuses a name that differs from a taken one only in case', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      for (const username of ['Bruno', 'BRUNO', 'bRuNo']) {
        expect(await world.refusal('createSkin', { username, theme: 'CYBERPINK' }, { as: ANA })).toMatchObject({
          code: 'already-exists',
          message: MESSAGES.skinNameTaken,
        });
      }
    });
    const skin = await world.call('createSkin', { username: 'NovaSkin', theme: 'CYBERPINK' }, { as: ANA });
    expect(skin.username).toBe('NovaSkin');
    expect(world.db.get('usernames/novaskin')).toEqual({ uid: ANA.uid, skinId: skin.id_skins });
    expect(await world.refusal('createSkin', { username: 'novaskin', theme: 'CYBERPINK' }, { as: BRUNO })).toMatchObject({
      code: 'already-exists',
    });
  });

  describe('Name squatting', () => {
    /** Creates skins one hour apart, so the hourly limit never gets in the way of the cap. */
    async function createMany(world: World, count: number, as = BRUNO): Promise<void> {
      for (let i = 0; i < count; i += 1) {
        world.clock.now += RATE_LIMITS.createSkinPerUser.windowMs;
        await world.call('createSkin', { username: `${as.givenName.toLowerCase()}-extra-${i}`, theme: 'CYBERPINK' }, { as });
      }
    }

    it(`caps an account at ${LIMITS.skinsPerAccount} skins, refusing the next one writing nothing`, async () => {
      const world = createWorld();
      await createMany(world, LIMITS.skinsPerAccount - 2); // Bruno starts with two
      world.clock.now += RATE_LIMITS.createSkinPerUser.windowMs;
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('createSkin', { username: 'uma-a-mais', theme: 'CYBERPINK' }, { as: BRUNO })).toMatchObject({
          code: 'resource-exhausted',
          message: MESSAGES.skinLimitReached,
        });
      });
      expect(world.db.query({ collection: paths.skins(BRUNO.uid) })).toHaveLength(LIMITS.skinsPerAccount);
    });

    it('exempts owners from the cap and the hourly limit', async () => {
      const world = createWorld();
      for (let i = 0; i < LIMITS.skinsPerAccount + 2; i += 1) {
        await world.call('createSkin', { username: `colecao-${i}`, theme: 'CYBERPINK' }, { as: SECOND_OWNER });
      }
      expect(world.db.query({ collection: paths.skins(SECOND_OWNER.uid) })).toHaveLength(LIMITS.skinsPerAccount + 3);
    });

    it(`lets an account create ${RATE_LIMITS.createSkinPerUser.max} skins an hour, then refuses writing nothing`, async () => {
      const world = createWorld();
      for (let i = 0; i < RATE_LIMITS.createSkinPerUser.max; i += 1) {
        await world.call('createSkin', { username: `rapida-${i}`, theme: 'CYBERPINK' }, { as: NEWCOMER });
      }
      await expectNoWrites(world.db, async () => {
        expect(
          await world.refusal('createSkin', { username: 'rapida-mais', theme: 'CYBERPINK' }, { as: NEWCOMER }),
        ).toMatchObject({
          code: 'resource-exhausted',
          message: MESSAGES.skinRateLimited,
        });
      });
      world.clock.now += RATE_LIMITS.createSkinPerUser.windowMs;
      await expect(
        world.call('createSkin', { username: 'rapida-mais', theme: 'CYBERPINK' }, { as: NEWCOMER }),
      ).resolves.toBeDefined();
    });
  });
});
