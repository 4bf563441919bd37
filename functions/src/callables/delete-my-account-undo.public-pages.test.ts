/**
 * **Excluir minha conta** with Desfazer as a visitor sees it: the account's public addresses,
 * answered by the page function on the same store, go at once, come back with Desfazer, stay gone
 * while a half-finished sweep waits for its next run, and answer as hidden for a blocked account.
 * The handlers' own rules are in packages/domain/src/privacy/commands/delete-my-account-undo.test.ts.
 */
import { encodeBase64, MESSAGES, paths, UNDO_DELETION_MS } from '@lab/domain/kernel';
import { countingImages } from '@lab/domain/handler-world';
import type { DocData } from '@lab/domain/memory';
import { publicPages } from './test-support/public-pages';
import { BRUNO, createWorld, expectNoWrites, OWNER, type World } from './test-support/world';

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
