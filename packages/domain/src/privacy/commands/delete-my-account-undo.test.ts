/**
 * **Excluir minha conta** with Desfazer: the account's public side goes at once, the person signs in
 * again within the window to undo it, and afterwards the sweeper deletes the documents, then the
 * images, then the sign-in account, finishing any run that stopped half-way.
 */
import { encodeBase64 } from '../../kernel/base64';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { UNDO_DELETION_MS } from '../../kernel/constants';
import { countingImages } from '../../handlers/test-support/counting-images';
import { ANA, BRUNO, createWorld, expectNoWrites, HASH, OTHER_HASH, OWNER, type World } from '../../handlers/test-support/world';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ID = `conta_${BRUNO.uid}`;

/** Bruno with a page and an image on his second skin. */
async function brunoWorld(): Promise<World & { images: ReturnType<typeof countingImages> }> {
  const images = countingImages();
  const world = createWorld({ images });
  await world.call('editSkin', { skin: 'bruno2', change: { kind: 'addPage', nome: 'portfolio' } }, { as: BRUNO });
  await world.call('uploadSkinImage', { skin: 'bruno2', contentType: 'image/png', base64: encodeBase64(PNG) }, { as: BRUNO });
  return Object.assign(world, { images });
}

/** Paths that still name the account: its uid anywhere in a path, or a skin name it had. */
function leftOf(world: World): string[] {
  return Object.keys(world.db.toJSON()).filter(
    (path) => path.includes(BRUNO.uid) || /(^|\/)(bruno|bruno2)(\/|$)/.test(path.toLowerCase()),
  );
}

describe('deleteMyAccount: Desfazer for a short time, then the sweeper', () => {
  it('refuses every other command of the account meanwhile, writing nothing, and logs its page views as anonymous', async () => {
    const world = await brunoWorld();
    await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    await expectNoWrites(world.db, async () => {
      for (const [name, data] of [
        ['createSkin', { username: 'bruno3', theme: 'CYBERPINK' }],
        ['editSkin', { skin: 'bruno', change: { kind: 'updateSkin', profileText: 'Voltei' } }],
        ['deleteMyAccount', { confirmacao: 'bruno' }],
        ['deleteSkin', { skin: 'bruno2' }],
      ] as const) {
        const refusal = await world.refusal(name, data, { as: BRUNO });
        expect([name, refusal.code, refusal.message]).toEqual([name, 'failed-precondition', MESSAGES.accountBeingDeleted]);
      }
    });
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/ana/home' }, { as: BRUNO });
    expect(world.db.get(paths.navegacao(HASH))).not.toBeNull();
    expect(world.db.get(paths.userNavigation(BRUNO.uid, HASH))).toBeNull();
  });

  it("a visit to a deleted account's skin during the window counts nothing under it, so nothing outlives the sweep", async () => {
    const world = await brunoWorld();
    const visits = () =>
      world.db.count(`users/${BRUNO.uid}/skins/skin-bruno/visitas`) +
      world.db.count(`users/${BRUNO.uid}/skins/skin-bruno2/visitas`);
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/bruno2/portfolio' }, { as: null });
    expect(visits()).toBe(1);
    await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    await world.call('logNavigation', { navegacaoHash: OTHER_HASH, path: '/bruno' }, { as: null });
    await world.call('logNavigation', { navegacaoHash: OTHER_HASH, path: '/bruno2/portfolio' }, { as: null });
    expect(visits()).toBe(1);
  });

  it('signing in again within the window offers Desfazer, writing nothing and drawing no new skin', async () => {
    const world = await brunoWorld();
    const { undo } = await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    world.clock.now += UNDO_DELETION_MS / 2;
    await expectNoWrites(world.db, async () => {
      const session = await world.call('bootstrapSession', {}, { as: BRUNO });
      expect(session).toMatchObject({ skins: [], selected: null, createdDefaultSkin: false, exclusao: undo });
      expect(session.user).not.toHaveProperty('excluidaAte');
    });
  });

  it('lets only the account itself, or an owner, undo it: anyone else hears it does not exist', async () => {
    const world = await brunoWorld();
    await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('undoDeletion', { id: ID }, { as: ANA });
      expect([refusal.code, refusal.message]).toEqual(['not-found', MESSAGES.deletionNotFound]);
    });
    expect(await world.call('undoDeletion', { id: ID }, { as: OWNER })).toEqual({ restored: 'conta' });
  });

  it('after the window Desfazer is refused and the sweeper deletes the documents, then the images, then the sign-in account', async () => {
    const world = await brunoWorld();
    const order: string[] = [];
    const deleteAll = world.images.deleteAll;
    world.images.deleteAll = async (uid, skinId) => {
      // Its deletion's own record is all that may still name it.
      order.push(`images with ${leftOf(world).filter((path) => !path.startsWith('exclusoes/')).length} documents left`);
      await deleteAll(uid, skinId);
    };
    const deleteAccount = world.accounts.delete.bind(world.accounts);
    world.accounts.delete = (uid) => {
      order.push(`account with ${world.images.stored.size} images left`);
      return deleteAccount(uid);
    };
    await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    world.clock.now += UNDO_DELETION_MS + 1;
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('undoDeletion', { id: ID }, { as: BRUNO })).toMatchObject({ code: 'failed-precondition' });
    });

    expect(await world.sweep()).toEqual({ finished: [ID], failed: [] });
    expect(order).toEqual(['images with 0 documents left', 'images with 0 documents left', 'account with 0 images left']);
    expect(leftOf(world)).toEqual([]);
    expect(world.accounts.has(BRUNO.uid)).toBe(false);
  });
});
