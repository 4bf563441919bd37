/**
 * deleteSkin's Desfazer as a visitor sees it: the skin's public addresses, answered by the page
 * function on the same store, say it is gone at once, come back with the undo and stay gone while a
 * half-finished deletion waits for the sweeper. The handler's own rules are in
 * packages/domain/src/skins/commands/delete-skin.test.ts.
 */
import { encodeBase64, MESSAGES, paths, UNDO_DELETION_MS, type SkinDoc } from '@lab/domain/kernel';
import { type SkinChange } from '@lab/domain/studio';
import { countingImages } from '@lab/domain/handler-world';
import { createMemoryStore } from '@lab/domain/memory';
import { withPublishedSnapshots } from '@lab/domain/store';
import { publicPages } from './test-support/public-pages';
import { ANA, BRUNO, createWorld, expectNoWrites, type World } from './test-support/world';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Bruno's second skin with pages, containers, cards, add-on refs and an image. */
async function brunoTree(world: World): Promise<void> {
  const edit = async (change: SkinChange) =>
    (await world.call('editSkin', { skin: 'bruno2', change }, { as: BRUNO })).createdId ?? '';
  await edit({ kind: 'addPage', nome: 'portfolio' });
  const container = await edit({ kind: 'addContainer', pageId: 'portfolio', titulo: 'Obras' });
  await edit({ kind: 'placeContainer', containerId: container, pageId: 'home' });
  const { url } = await world.call(
    'uploadSkinImage',
    { skin: 'bruno2', contentType: 'image/png', base64: encodeBase64(PNG) },
    { as: BRUNO },
  );
  const card = {
    name: 'x',
    nomeDescricao: '',
    titulo: 'Obra',
    descricao: '',
    imagem: url,
    atividade: '',
    criador: '',
    periodo: '',
    linkExterno: '',
    addOns: ['figma', 'react'],
  };
  await edit({ kind: 'addCard', containerId: container, card });
}

describe('deleteSkin with Desfazer', () => {
  it('hides the skin at once: gone from its user’s skins, its public pages answer as deleted, its name stays reserved', async () => {
    const world = createWorld();
    await brunoTree(world);
    const page = publicPages(world.store);
    expect(await page('/bruno2')).toBe(200);

    await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    expect((await world.store.listSkins(BRUNO.uid)).map((s) => s.username)).toEqual(['bruno']);
    expect(await page('/bruno2')).toBe(404);
    expect(await page('/bruno2/portfolio')).toBe(404);
    expect(
      await world.refusal('editSkin', { skin: 'bruno2', change: { kind: 'addPage', nome: 'outra' } }, { as: BRUNO }),
    ).toMatchObject({
      code: 'not-found',
    });
    // Nobody takes the name while it can still come back.
    expect(await world.refusal('createSkin', { username: 'bruno2', theme: 'CYBERPINK' }, { as: ANA })).toMatchObject({
      code: 'already-exists',
    });
  });

  it('undo within the window restores everything; after the window it is refused', async () => {
    const world = createWorld();
    // Every skin published, as in production (the world's seed holds only the sources).
    world.db.load(withPublishedSnapshots(world.db.toJSON()));
    await brunoTree(world);
    const page = publicPages(world.store);
    const before = world.db.toJSON();
    const { undo } = await world.call('deleteSkin', { skin: 'bruno' }, { as: BRUNO });
    // The main skin went: the other became main meanwhile.
    expect(world.db.get<SkinDoc>(paths.skin(BRUNO.uid, 'skin-bruno2'))?.is_main).toBe(true);

    world.clock.now = undo.until;
    await expect(world.call('undoDeletion', { id: undo.id }, { as: BRUNO })).resolves.toEqual({ restored: 'skin' });
    const { [paths.rateLimit(`undo:${BRUNO.uid}`)]: _limit, ...after } = world.db.toJSON();
    expect(after).toEqual(before);
    expect(await page('/bruno')).toBe(200);

    const again = await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    world.clock.now = again.undo.until + 1;
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('undoDeletion', { id: again.undo.id }, { as: BRUNO })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.undoExpired,
      });
    });
    await world.sweep();
    expect(await world.refusal('undoDeletion', { id: again.undo.id }, { as: BRUNO })).toMatchObject({ code: 'not-found' });
    expect(world.db.count(paths.skin(BRUNO.uid, 'skin-bruno2'))).toBe(0);
  });

  it('a skin deletion killed half-way is finished by the sweeper and its public page answers as deleted meanwhile', async () => {
    const images = countingImages();
    const world = createWorld({ store: createMemoryStore, images });
    await brunoTree(world);
    const page = publicPages(world.store);
    await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    world.clock.now += UNDO_DELETION_MS + 1;

    // The run dies after the tree's documents are gone, before the images: the process is killed.
    const deleteAll = images.deleteAll;
    images.deleteAll = async () => {
      throw new Error('killed');
    };
    expect(await world.sweep()).toEqual({ finished: [], failed: ['skin_bruno-uid_skin-bruno2'] });
    expect(await page('/bruno2')).toBe(404);
    expect(await page('/bruno2/portfolio')).toBe(404);
    expect((await world.store.listSkins(BRUNO.uid)).map((s) => s.username)).toEqual(['bruno']);
    expect(await world.refusal('undoDeletion', { id: 'skin_bruno-uid_skin-bruno2' }, { as: BRUNO })).toMatchObject({
      code: 'failed-precondition',
    });

    images.deleteAll = deleteAll;
    expect(await world.sweep()).toEqual({ finished: ['skin_bruno-uid_skin-bruno2'], failed: [] });
    expect(images.stored.size).toBe(0);
    expect(world.db.count(paths.skin(BRUNO.uid, 'skin-bruno2'))).toBe(0);
    expect(world.db.get(paths.username('bruno2'))).toBeNull();
    expect(world.db.count(paths.exclusoes())).toBe(0);
    // Once more changes nothing: the sweep is idempotent.
    await expectNoWrites(world.db, async () => expect(await world.sweep()).toEqual({ finished: [], failed: [] }));
  });
});
