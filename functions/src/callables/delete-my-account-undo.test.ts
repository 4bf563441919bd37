/**
 * **Excluir minha conta** with Desfazer: the account's public side goes at once, the person signs in
 * again within the window to undo it, and afterwards the sweeper deletes the documents, then the
 * images, then the sign-in account, finishing any run that stopped half-way.
 */
import { encodeBase64, MESSAGES, paths, UNDO_DELETION_MS } from '@lab/domain';
import type { DocData } from '@lab/domain/memory';
import { countingImages } from './test-support/counting-images';
import { publicPages } from './test-support/public-pages';
import { ANA, BRUNO, createWorld, expectNoWrites, HASH, OTHER_HASH, OWNER, type World } from './test-support/world';

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

/** Every document but the limit counters, which count the deletion and the undo themselves. */
function withoutCounters(all: Record<string, DocData>): Record<string, DocData> {
  return Object.fromEntries(Object.entries(all).filter(([path]) => !path.startsWith('rateLimits/')));
}

/** Paths that still name the account: its uid anywhere in a path, or a skin name it had. */
function leftOf(world: World): string[] {
  return Object.keys(world.db.toJSON()).filter(
    (path) => path.includes(BRUNO.uid) || /(^|\/)(bruno|bruno2)(\/|$)/.test(path.toLowerCase()),
  );
}

describe('deleteMyAccount: Desfazer for a short time, then the sweeper', () => {
  it('hides everything public of the account at once, and keeps the sign-in account for the window', async () => {
    const world = await brunoWorld();
    const page = publicPages(world.store);
    expect(await page('/bruno2/portfolio')).toBe(200);

    const result = await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    expect(result).toEqual({ deleted: true, undo: { id: ID, until: world.clock.now + UNDO_DELETION_MS } });
    for (const path of ['/bruno', '/bruno/home', '/bruno2', '/bruno2/portfolio']) expect(await page(path)).toBe(404);
    expect(await world.store.listSkins(BRUNO.uid)).toEqual([]);
    // The images, the names and the sign-in account wait for the sweep: Desfazer needs them.
    expect(world.images.stored.size).toBe(1);
    expect(world.accounts.has(BRUNO.uid)).toBe(true);
  });

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

  it('Desfazer within the window puts every document back as it was, its pages public again', async () => {
    const world = await brunoWorld();
    const before = withoutCounters(world.db.toJSON());
    const { undo } = await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    world.clock.now = undo!.until;

    expect(await world.call('undoDeletion', { id: ID }, { as: BRUNO })).toEqual({ restored: 'conta' });
    expect(withoutCounters(world.db.toJSON())).toEqual(before);
    expect(await publicPages(world.store)('/bruno2/portfolio')).toBe(200);
    await expect(
      world.call('editSkin', { skin: 'bruno', change: { kind: 'updateSkin', profileText: 'Fiquei' } }, { as: BRUNO }),
    ).resolves.toBeTruthy();
    // Nothing is left for the sweeper.
    world.clock.now += UNDO_DELETION_MS + 1;
    expect(await world.sweep()).toEqual({ finished: [], failed: [] });
    expect(world.accounts.has(BRUNO.uid)).toBe(true);
  });

  it('an account whose snapshots hold more documents than one transaction may write is hidden and brought back all the same', async () => {
    const world = await brunoWorld();
    // Published cards the size of two full skins (300 cards each): more than Firestore's 500 writes per commit.
    for (const skin of ['bruno', 'bruno2']) {
      await world.call('editSkin', { skin, change: { kind: 'updateSkin', profileText: 'Muitos cards' } }, { as: BRUNO });
      const cards = Array.from({ length: 300 }, (_, i) => `sites/${skin}/cardsPublicados/c${i}`);
      await world.db.batch(cards.map((path, i) => ({ kind: 'set', path, data: { i }, merge: false })));
    }
    const { undo } = await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    expect(world.db.count('sites/bruno') + world.db.count('sites/bruno2')).toBe(0);
    expect(await world.call('undoDeletion', { id: undo!.id }, { as: BRUNO })).toEqual({ restored: 'conta' });
    expect(await publicPages(world.store)('/bruno2/portfolio')).toBe(200);
    expect(await publicPages(world.store)('/bruno')).toBe(200);
  });

  it('a skin deleted just before the account cannot be brought back while the account is being deleted', async () => {
    const world = await brunoWorld();
    const { undo: skin } = await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('undoDeletion', { id: skin.id }, { as: BRUNO });
      expect([refusal.code, refusal.message]).toEqual(['failed-precondition', MESSAGES.accountBeingDeleted]);
    });
    expect(await publicPages(world.store)('/bruno2')).toBe(404);
    // Once the account is back, so is the way to undo the skin's own deletion.
    await world.call('undoDeletion', { id: ID }, { as: BRUNO });
    expect(await world.call('undoDeletion', { id: skin.id }, { as: BRUNO })).toEqual({ restored: 'skin' });
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

  it('a sweep killed after any number of writes is finished by the next run: nothing left, nothing refused twice', async () => {
    const commitsOf = async (world: World) => {
      let commits = 0;
      world.db.beforeCommit = () => {
        commits += 1;
      };
      await world.sweep();
      world.db.beforeCommit = null;
      return commits;
    };
    const counted = await brunoWorld();
    await counted.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    counted.clock.now += UNDO_DELETION_MS + 1;
    const total = await commitsOf(counted);
    expect(total).toBeGreaterThan(2);

    for (let killedAt = 1; killedAt <= total; killedAt += 1) {
      const world = await brunoWorld();
      await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
      world.clock.now += UNDO_DELETION_MS + 1;
      let commits = 0;
      world.db.beforeCommit = () => {
        commits += 1;
        if (commits === killedAt) throw new Error('killed');
      };
      expect(await world.sweep()).toEqual({ finished: [], failed: [ID] });
      world.db.beforeCommit = null;
      // Meanwhile nothing of it is public again, and Desfazer stays closed.
      expect(await publicPages(world.store)('/bruno2/portfolio')).toBe(404);
      expect(await world.sweep()).toEqual({ finished: [ID], failed: [] });
      expect([killedAt, leftOf(world)]).toEqual([killedAt, []]);
      expect([killedAt, world.images.stored.size, world.accounts.has(BRUNO.uid)]).toEqual([killedAt, 0, false]);
      expect(world.db.count(paths.exclusoes())).toBe(0);
    }
  });

  it('an account blocked while its deletion waits keeps, after the sweep, its skins hidden for the owners, their images and its block', async () => {
    const world = await brunoWorld();
    await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    await world.call('setAccountBlocked', { uid: BRUNO.uid, bloqueado: true }, { as: OWNER });
    world.clock.now += UNDO_DELETION_MS + 1;
    expect(await world.sweep()).toEqual({ finished: [ID], failed: [] });

    // As when a blocked account deletes itself: the skins the moderation hid stay whole, names taken.
    for (const skinId of ['skin-bruno', 'skin-bruno2']) {
      expect(world.db.get(paths.skin(BRUNO.uid, skinId))).toMatchObject({ oculta: true, ocultaPor: 'bloqueio' });
    }
    expect(world.db.get(paths.pagina(BRUNO.uid, 'skin-bruno2', 'portfolio'))).not.toBeNull();
    expect(world.db.get(paths.username('bruno2'))).not.toBeNull();
    expect(await publicPages(world.store)('/bruno2')).toBe(410);
    expect(world.images.stored.size).toBe(1);
    expect(world.db.get(paths.user(BRUNO.uid))).toBeNull();
    expect(world.accounts.has(BRUNO.uid)).toBe(false);
    const again = { ...BRUNO, uid: 'bruno-again-uid' };
    world.accounts.set(again.uid, { google: { name: BRUNO.name, picture: '' }, admin: false, googleUid: BRUNO.uid });
    expect(await world.refusal('bootstrapSession', {}, { as: again })).toMatchObject({ code: 'permission-denied' });
  });
});
