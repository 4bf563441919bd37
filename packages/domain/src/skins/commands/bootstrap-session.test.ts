import { DEFAULT_AVATAR, LOG_RETENTION_MS, LOGIN_COLLAPSE_MS, MAIN_PAGE_ID } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { SkinDoc } from '../skin-types';
import type { UserDoc } from '../../kernel/types';
import type { DocData } from '../../kernel/store/doc-port';
import { ANA, BRUNO, createWorld, expectNoWrites, NEWCOMER, OWNER, T0 } from '../../handlers/test-support/world';

describe('bootstrapSession', () => {
  it('refuses anonymous callers with unauthenticated and writes nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('bootstrapSession', {}, { as: null })).toMatchObject({
        code: 'unauthenticated',
        message: MESSAGES.unauthenticated,
      });
    });
  });

  it('refuses any payload field with invalid-argument and writes nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('bootstrapSession', { isAdmin: true })).toMatchObject({
        code: 'invalid-argument',
        message: `${MESSAGES.unknownField}isAdmin`,
      });
      expect(await world.refusal('bootstrapSession', 'oi')).toMatchObject({
        code: 'invalid-argument',
        message: MESSAGES.invalidPayload,
      });
    });
  });

  it('accepts an empty payload, null or no data at all', async () => {
    const world = createWorld();
    for (const data of [{}, null, undefined]) await expect(world.call('bootstrapSession', data)).resolves.toBeDefined();
  });

  it('creates the user document on first sign-in from the Google profile and the verified e-mail', async () => {
    const world = createWorld();
    const result = await world.call('bootstrapSession', {}, { as: NEWCOMER });
    const expected: UserDoc = {
      idGoogle: NEWCOMER.uid,
      nomeGoogle: 'Nina',
      nomeCompletoGoogle: 'Nina Nova Silva',
      emailGoogle: 'nina@example.com',
      picGoogle: DEFAULT_AVATAR,
      data: T0,
      isAdmin: false,
    };
    expect(result.user).toEqual(expected);
    expect(world.db.get(paths.user(NEWCOMER.uid))).toEqual(expected);
  });

  it('creates a default CYBERPINK skin named User plus a number below 10000, with its home page, and selects it', async () => {
    const world = createWorld({ random: () => 0.0421 });
    const result = await world.call('bootstrapSession', {}, { as: NEWCOMER });
    const skin: SkinDoc = {
      id_skins: 'id-0002',
      username: 'User421',
      theme: 'CYBERPINK',
      is_main: true,
      data: T0,
      iconSkin: DEFAULT_AVATAR,
      idUser: NEWCOMER.uid,
    };
    expect(result.user.idGoogle).toBe(NEWCOMER.uid);
    expect(result).toEqual({ user: result.user, skins: [skin], selected: skin, createdDefaultSkin: true, admin: false });
    expect(world.db.get(paths.skin(NEWCOMER.uid, 'id-0002'))).toEqual(skin);
    expect(world.db.get(paths.pagina(NEWCOMER.uid, 'id-0002', MAIN_PAGE_ID))).toMatchObject({ nome: 'Home', is_main: true });
    expect(world.db.get(paths.username('User421'))).toEqual({ uid: NEWCOMER.uid, skinId: 'id-0002' });
  });

  it('draws another default name when the first one is taken', async () => {
    const draws = [0.0421, 0.0421, 0.5];
    const world = createWorld({ random: () => draws.shift() ?? 0.9 });
    await world.call('bootstrapSession', {}, { as: { ...NEWCOMER, uid: 'first' } });
    const result = await world.call('bootstrapSession', {}, { as: NEWCOMER });
    expect(result.selected?.username).toBe('User5000');
    expect(world.db.count(paths.logins(NEWCOMER.uid))).toBe(1);
  });

  it('still signs the user in, without a skin, when every default name drawn is taken', async () => {
    const world = createWorld({ random: () => 0.0421 });
    await world.call('bootstrapSession', {}, { as: { ...NEWCOMER, uid: 'first' } });
    // The same draw in the longer ranges: User42100 and User4210000.
    for (const username of ['User42100', 'User4210000'])
      await world.call('createSkin', { username, theme: 'CYBERPINK' }, { as: BRUNO });
    const result = await world.call('bootstrapSession', {}, { as: NEWCOMER });
    expect(result).toMatchObject({ skins: [], selected: null, createdDefaultSkin: false });
    expect(world.db.get(paths.user(NEWCOMER.uid))).not.toBeNull();
    expect(world.db.count(paths.logins(NEWCOMER.uid))).toBe(1);
    expect(world.logger.warn).toHaveBeenCalled();
  });

  it('selects the only skin of a user who has exactly one', async () => {
    const world = createWorld();
    const result = await world.call('bootstrapSession', {}, { as: ANA });
    expect(result.skins.map((s) => s.username)).toEqual(['ana']);
    expect(result.selected?.username).toBe('ana');
    expect(result.createdDefaultSkin).toBe(false);
  });

  it('selects nothing for a user with several skins, listed oldest first', async () => {
    const world = createWorld();
    const result = await world.call('bootstrapSession', {}, { as: BRUNO });
    expect(result.skins.map((s) => s.username)).toEqual(['bruno', 'bruno2']);
    expect(result.selected).toBeNull();
  });

  it('keeps an existing user document as it is', async () => {
    const world = createWorld();
    const before = world.db.get(paths.user(ANA.uid));
    const result = await world.call('bootstrapSession', {}, { as: { ...ANA, name: 'Outro Nome', givenName: 'Outro' } });
    expect(result.user).toEqual(before);
    expect(world.db.get(paths.user(ANA.uid))).toEqual(before);
  });

  it('reports owners from the admin claim, never from the stored isAdmin field', async () => {
    const world = createWorld();
    expect((await world.call('bootstrapSession', {}, { as: OWNER })).admin).toBe(true);
    expect((await world.call('bootstrapSession', {}, { as: { ...ANA, admin: false } })).admin).toBe(false);
    expect((await world.call('bootstrapSession', {}, { as: NEWCOMER })).user.isAdmin).toBe(false);
  });

  it('is idempotent: bootstrapping twice, over a minute apart, gives one user and two logins', async () => {
    const world = createWorld();
    await world.call('bootstrapSession', {}, { as: NEWCOMER });
    world.clock.now = T0 + LOGIN_COLLAPSE_MS + 1000;
    const again = await world.call('bootstrapSession', {}, { as: NEWCOMER });
    expect(again.createdDefaultSkin).toBe(false);
    expect(world.db.query({ collection: 'users' }).filter((u) => u.id === NEWCOMER.uid)).toHaveLength(1);
    expect(world.db.query({ collection: paths.logins(NEWCOMER.uid) }).map((l) => l.data)).toEqual([
      { data: T0, expiresAt: T0 + LOG_RETENTION_MS },
      { data: T0 + LOGIN_COLLAPSE_MS + 1000, expiresAt: T0 + LOGIN_COLLAPSE_MS + 1000 + LOG_RETENTION_MS },
    ]);
    expect(world.db.count(paths.skins(NEWCOMER.uid))).toBe(2); // the skin and its home page
  });

  it('creates one user and one default skin when two first sign-ins race', async () => {
    let draw = 0;
    const world = createWorld({ random: () => [0.1, 0.2][draw++ % 2] ?? 0.3 });
    const [a, b] = await Promise.all([
      world.call('bootstrapSession', {}, { as: NEWCOMER }),
      world.call('bootstrapSession', {}, { as: NEWCOMER }),
    ]);
    expect(world.db.query({ collection: paths.skins(NEWCOMER.uid) })).toHaveLength(1);
    expect(world.db.count(paths.logins(NEWCOMER.uid))).toBe(1);
    expect(a.selected).toEqual(b.selected);
    expect([a.createdDefaultSkin, b.createdDefaultSkin].sort()).toEqual([false, true]);
  });

  it('Login flood: sign-ins within a minute of the latest login make one logins entry', async () => {
    const world = createWorld();
    for (let i = 0; i < 20; i += 1) {
      world.clock.now = T0 + i * 2_000;
      await world.call('bootstrapSession', {}, { as: ANA });
    }
    expect(world.db.query({ collection: paths.logins(ANA.uid) }).map((l) => l.data)).toEqual([
      { data: T0, expiresAt: T0 + LOG_RETENTION_MS },
    ]);
    world.clock.now = T0 + LOGIN_COLLAPSE_MS;
    await world.call('bootstrapSession', {}, { as: ANA });
    expect(world.db.count(paths.logins(ANA.uid))).toBe(2);
  });

  it('Name squatting: a newcomer still gets a default skin when every four-digit User name is taken', async () => {
    const draws = [0.0421, 0.9, 0.5, 0.123456];
    const world = createWorld({ random: () => draws.shift() ?? 0.7 });
    const squatted: Record<string, DocData> = {};
    for (let n = 0; n < 10_000; n += 1) squatted[paths.username(`User${n}`)] = { uid: 'squatter', skinId: `s${n}` };
    world.db.load({ ...world.db.toJSON(), ...squatted });

    const result = await world.call('bootstrapSession', {}, { as: NEWCOMER });
    expect(result.createdDefaultSkin).toBe(true);
    expect(result.selected?.username).toMatch(/^User\d{5,}$/);
    expect(world.logger.warn).not.toHaveBeenCalled();
  });

  it('Identity: records the name and photo Google gave, not token claims changed with updateProfile', async () => {
    const world = createWorld();
    const disguised = { ...NEWCOMER, name: 'Laura Lab', givenName: 'Laura', picture: OWNER.picture };
    const result = await world.call('bootstrapSession', {}, { as: disguised });
    expect(result.user).toMatchObject({ nomeGoogle: 'Nina', nomeCompletoGoogle: 'Nina Nova Silva', picGoogle: DEFAULT_AVATAR });
  });

  it('Identity: records no e-mail that is not verified', async () => {
    const world = createWorld();
    const result = await world.call(
      'bootstrapSession',
      {},
      { as: { ...NEWCOMER, email: 'laura@lab.dev', emailVerified: false } },
    );
    expect(result.user.emailGoogle).toBe('');
  });

  it('Identity: records an account without a Google identity with no name and the default photo', async () => {
    const world = createWorld();
    world.accounts.delete(NEWCOMER.uid);
    const result = await world.call('bootstrapSession', {}, { as: NEWCOMER });
    expect(result.user).toMatchObject({ nomeGoogle: '', nomeCompletoGoogle: '', picGoogle: DEFAULT_AVATAR });
  });
});
