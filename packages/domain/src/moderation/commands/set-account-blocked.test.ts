import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { SkinDoc } from '../../skins';
import type { UserDoc } from '../../kernel/types';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, SECOND_OWNER } from '../../handlers/test-support/world';

type World = ReturnType<typeof createWorld>;
const skinOf = (world: World, skinId: string) => world.db.get<SkinDoc>(paths.skin(BRUNO.uid, skinId));

async function brunoPublished(): Promise<World> {
  const world = createWorld();
  for (const skin of ['bruno', 'bruno2']) {
    await world.call('editSkin', { skin, change: { kind: 'updateSkin', theme: 'CYBERPINK' } }, { as: BRUNO });
  }
  return world;
}

describe('setAccountBlocked', () => {
  it('blocks an account: marked, every skin hidden by the block, Auth disabled, its sign-in refused', async () => {
    const world = await brunoPublished();
    await expect(world.call('setAccountBlocked', { uid: BRUNO.uid, bloqueado: true }, { as: OWNER })).resolves.toEqual({
      ok: true,
    });
    expect(world.db.get<UserDoc>(paths.user(BRUNO.uid))?.bloqueado).toBe(true);
    for (const skinId of ['skin-bruno', 'skin-bruno2'])
      expect(skinOf(world, skinId)).toMatchObject({ oculta: true, ocultaPor: 'bloqueio' });
    expect(await world.store.getPublished('sites/bruno')).toBeNull();
    expect(world.accounts.get(BRUNO.uid)?.disabled).toBe(true);
    // A token issued before the block still reaches the functions for up to an hour: the session is refused.
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('bootstrapSession', {}, { as: BRUNO });
      expect([refusal.code, refusal.message]).toEqual(['permission-denied', MESSAGES.accountBlocked]);
    });
  });

  it('unblocks it: restores only the skins the block hid, enables Auth; a skin still blocked cannot be restored alone', async () => {
    const world = await brunoPublished();
    await world.call('moderateSkin', { skin: 'bruno2', acao: 'ocultar' }, { as: OWNER });
    await world.call('setAccountBlocked', { uid: BRUNO.uid, bloqueado: true }, { as: OWNER });
    // The owner's earlier decision stays the reason: the block does not take it over.
    expect(skinOf(world, 'skin-bruno2')?.ocultaPor).toBe('denuncia');
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('moderateSkin', { skin: 'bruno', acao: 'restaurar' }, { as: OWNER });
      expect([refusal.code, refusal.message]).toEqual(['failed-precondition', MESSAGES.skinAccountBlocked]);
    });

    await world.call('setAccountBlocked', { uid: BRUNO.uid, bloqueado: false }, { as: OWNER });
    expect(world.db.get<UserDoc>(paths.user(BRUNO.uid))).not.toHaveProperty('bloqueado');
    expect(skinOf(world, 'skin-bruno')).not.toHaveProperty('oculta');
    expect(await world.store.getPublished('sites/bruno')).not.toBeNull();
    expect(skinOf(world, 'skin-bruno2')).toMatchObject({ oculta: true, ocultaPor: 'denuncia' });
    expect(world.accounts.get(BRUNO.uid)?.disabled).toBe(false);
    await expect(world.call('bootstrapSession', {}, { as: BRUNO })).resolves.toMatchObject({ user: { idGoogle: BRUNO.uid } });
  });

  it('refuses an owner account, the caller’s own and an unknown one, writing nothing and leaving Auth alone', async () => {
    const world = await brunoPublished();
    await expectNoWrites(world.db, async () => {
      const owner = await world.refusal('setAccountBlocked', { uid: SECOND_OWNER.uid, bloqueado: true }, { as: OWNER });
      expect([owner.code, owner.message]).toEqual(['failed-precondition', MESSAGES.blockOwnerRefused]);
      const self = await world.refusal('setAccountBlocked', { uid: OWNER.uid, bloqueado: true }, { as: OWNER });
      expect([self.code, self.message]).toEqual(['failed-precondition', MESSAGES.blockSelfRefused]);
      const none = await world.refusal('setAccountBlocked', { uid: 'ninguem', bloqueado: true }, { as: OWNER });
      expect([none.code, none.message]).toEqual(['not-found', MESSAGES.accountNotFound]);
    });
    expect([...world.accounts.values()].some((a) => a.disabled !== undefined)).toBe(false);
  });

  it('owners only, refused before anything is read', async () => {
    const world = await brunoPublished();
    await expectNoWrites(world.db, async () => {
      for (const as of [ANA, BRUNO]) {
        const refusal = await world.refusal('setAccountBlocked', { uid: BRUNO.uid, bloqueado: true }, { as });
        expect([refusal.code, refusal.message]).toEqual(['permission-denied', MESSAGES.permissionDenied]);
      }
    });
  });
});
