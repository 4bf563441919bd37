/**
 * What the moderation hid stays hidden, and a blocked account changes nothing: no copy of a hidden
 * skin, no callable in the hour a blocked account's ID token still works (but the person's own data
 * rights: a copy, and deletion), no deletion that erases the block, and no fresh start for the same Google account under a new uid.
 */
import { PAGE_VIEW_CALLABLES } from '../../commands';
import { CALLABLE_NAMES } from '../../handlers/registry';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { SkinDoc } from '../../skins';
import { BRUNO, createWorld, expectNoWrites, HASH, OWNER, type World } from '../../handlers/test-support/world';
import type { Caller } from '../../kernel/types';

/** What the LGPD gives every person over their own data, a blocked one too: a copy, and deletion. */
const DATA_RIGHTS: readonly string[] = ['exportMyData', 'deleteMyAccount'];

const skinOf = (world: World, skinId: string) => world.db.get<SkinDoc>(paths.skin(BRUNO.uid, skinId));

async function blockedBruno(): Promise<World> {
  const world = createWorld();
  await world.call('editSkin', { skin: 'bruno', change: { kind: 'updateSkin', theme: 'CYBERPINK' } }, { as: BRUNO });
  await world.call('setAccountBlocked', { uid: BRUNO.uid, bloqueado: true }, { as: OWNER });
  return world;
}

describe('Copies of a hidden skin', () => {
  it('its creator, not blocked, cannot duplicate a skin the owners hid: refused, nothing written', async () => {
    const world = createWorld();
    await world.call('moderateSkin', { skin: 'bruno2', acao: 'ocultar' }, { as: OWNER });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('duplicateSkin', { skin: 'bruno2', username: 'outra' }, { as: BRUNO });
      expect([refusal.code, refusal.message]).toEqual(['failed-precondition', MESSAGES.hiddenSkinNotCopied]);
    });
    // A visible skin of the same account still copies.
    await expect(world.call('duplicateSkin', { skin: 'bruno', username: 'outra' }, { as: BRUNO })).resolves.toMatchObject({
      username: 'outra',
    });
  });

  it('a blocked account cannot duplicate its skins in the hour its ID token still works', async () => {
    const world = await blockedBruno();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('duplicateSkin', { skin: 'bruno', username: 'outra' }, { as: BRUNO });
      expect([refusal.code, refusal.message]).toEqual(['permission-denied', MESSAGES.accountBlocked]);
    });
  });
});

describe('A blocked account can change nothing', () => {
  it('every callable but the page-view loggers and the data rights refuses a blocked caller, writing nothing', async () => {
    const world = await blockedBruno();
    const guarded = CALLABLE_NAMES.filter((name) => !PAGE_VIEW_CALLABLES.has(name) && !DATA_RIGHTS.includes(name));
    await expectNoWrites(world.db, async () => {
      for (const name of guarded) {
        // A payload or a caller the command refuses on sight (a malformed payload, an owners-only
        // command) is refused as such, before any read; any other stops at its first read, as blocked.
        const refusal = await world.refusal(name, {}, { as: BRUNO });
        expect([name, ['invalid-argument', 'permission-denied'].includes(refusal.code)]).toEqual([name, true]);
      }
    });
  });

  it('a blocked caller with a well-formed command is refused as blocked at its first read', async () => {
    const world = await blockedBruno();
    const commands = [
      ['createSkin', { username: 'brunonova', theme: 'CYBERPINK' }],
      ['editSkin', { skin: 'bruno', change: { kind: 'updateSkin', theme: 'CYBERPINK' } }],
      ['duplicateSkin', { skin: 'bruno', username: 'outra' }],
      ['deleteSkin', { skin: 'bruno2' }],
      ['bootstrapSession', {}],
    ] as const;
    await expectNoWrites(world.db, async () => {
      for (const [name, data] of commands) {
        const refusal = await world.refusal(name, data, { as: BRUNO });
        expect([name, refusal.code, refusal.message]).toEqual([name, 'permission-denied', MESSAGES.accountBlocked]);
      }
    });
  });

  it('its page views are still logged, as an anonymous visitor’s: nothing under the account', async () => {
    const world = await blockedBruno();
    await expect(world.call('logNavigation', { navegacaoHash: HASH, path: '/bruno' }, { as: BRUNO })).resolves.toEqual({
      ok: true,
    });
    expect(world.db.count(paths.userNavigations(BRUNO.uid))).toBe(0);
    expect(world.db.get(paths.navegacao(HASH))).not.toBeNull();
  });

  it('a non-owner still cannot moderate, nor can an owner be blocked', async () => {
    const world = await blockedBruno();
    const owner = await world.refusal('setAccountBlocked', { uid: OWNER.uid, bloqueado: true }, { as: OWNER });
    expect(owner.message).toBe(MESSAGES.blockSelfRefused);
    const other = await world.refusal('moderateSkin', { skin: 'bruno', acao: 'restaurar' }, { as: BRUNO });
    expect(other.code).toBe('permission-denied');
  });
});

describe('A blocked account erases its block', () => {
  it('a blocked account deletes itself, and the deletion keeps the block and the skins the moderation hid', async () => {
    const world = await blockedBruno();
    await expect(world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO })).resolves.toEqual({ deleted: true });
    expect(world.accounts.has(BRUNO.uid)).toBe(false);
    expect(world.db.get(paths.user(BRUNO.uid))).toBeNull();
    // The hidden skins stay whole for the owners, their names still taken.
    expect(skinOf(world, 'skin-bruno')).toMatchObject({ oculta: true, ocultaPor: 'bloqueio' });
    expect(world.db.get(paths.username('bruno'))).not.toBeNull();
    // The same Google account, back under a new uid, is still blocked.
    const again: Caller = { ...BRUNO, uid: 'bruno-again-uid' };
    world.accounts.set(again.uid, { google: { name: BRUNO.name, picture: '' }, admin: false, googleUid: BRUNO.uid });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('bootstrapSession', {}, { as: again });
      expect([refusal.code, refusal.message]).toEqual(['permission-denied', MESSAGES.accountBlocked]);
    });
  });

  it('a blocked account still downloads its data', async () => {
    const world = await blockedBruno();
    await expect(world.call('exportMyData', {}, { as: BRUNO })).resolves.toBeTruthy();
  });

  it('the same Google account under a new uid (its Auth account deleted) stays blocked: no session, no skin', async () => {
    const world = await blockedBruno();
    // The Auth account and the user document gone (an operator's deletion, or one begun before the
    // block): the person signs in with the same Google account and Firebase gives a new uid.
    world.accounts.delete(BRUNO.uid);
    world.db.load(Object.fromEntries(Object.entries(world.db.toJSON()).filter(([path]) => path !== paths.user(BRUNO.uid))));
    const again: Caller = { ...BRUNO, uid: 'bruno-again-uid' };
    world.accounts.set(again.uid, { google: { name: BRUNO.name, picture: '' }, admin: false, googleUid: BRUNO.uid });
    await expectNoWrites(world.db, async () => {
      for (const [name, data] of [
        ['bootstrapSession', {}],
        ['createSkin', { username: 'brunonovo', theme: 'CYBERPINK' }],
      ] as const) {
        const refusal = await world.refusal(name, data, { as: again });
        expect([name, refusal.code, refusal.message]).toEqual([name, 'permission-denied', MESSAGES.accountBlocked]);
      }
    });
  });

  it('unblocking lifts the block for that Google account too', async () => {
    const world = await blockedBruno();
    await world.call('setAccountBlocked', { uid: BRUNO.uid, bloqueado: false }, { as: OWNER });
    const again: Caller = { ...BRUNO, uid: 'bruno-again-uid' };
    world.accounts.set(again.uid, { google: { name: BRUNO.name, picture: '' }, admin: false, googleUid: BRUNO.uid });
    await expect(world.call('bootstrapSession', {}, { as: again })).resolves.toMatchObject({ user: { idGoogle: again.uid } });
  });
});
