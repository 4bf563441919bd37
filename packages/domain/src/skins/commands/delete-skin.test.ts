import { encodeBase64 } from '../../kernel/base64';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { UNDO_DELETION_MS } from '../../kernel/constants';
import type { SkinChange } from '../../studio';
import type { SkinDoc } from '../skin-types';
import { createMemoryStore } from '../../memory/memory-store';
import { countingImages } from '../../handlers/test-support/counting-images';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, type World } from '../../handlers/test-support/world';

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

/** Past the window Desfazer had, then one run of the sweeper. */
async function afterTheWindow(world: World): Promise<void> {
  world.clock.now += UNDO_DELETION_MS + 1;
  await world.sweep();
}

describe('deleteSkin', () => {
  it('after the undo window, removes the whole tree, its images and its name’s reservation, so the name is free again', async () => {
    const images = countingImages();
    const world = createWorld({ store: createMemoryStore, images });
    await brunoTree(world);
    expect(images.stored.size).toBe(1);

    await expect(world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO })).resolves.toEqual({
      deleted: true,
      undo: { id: 'skin_bruno-uid_skin-bruno2', until: world.clock.now + UNDO_DELETION_MS },
    });
    await afterTheWindow(world);
    expect(world.db.count(paths.skin(BRUNO.uid, 'skin-bruno2'))).toBe(0);
    expect(world.db.get(paths.skin(BRUNO.uid, 'skin-bruno2'))).toBeNull();
    expect(world.db.get(paths.username('bruno2'))).toBeNull();
    expect(images.stored.size).toBe(0);
    expect(world.db.get(paths.skin(BRUNO.uid, 'skin-bruno'))).not.toBeNull();
    expect(world.db.count(paths.exclusoes())).toBe(0);
    await expect(world.call('createSkin', { username: 'bruno2', theme: 'CYBERPINK' }, { as: ANA })).resolves.toMatchObject({
      username: 'bruno2',
    });
  });

  it('passes "main skin" on to the oldest remaining skin when the main one is deleted', async () => {
    const world = createWorld();
    await world.call('deleteSkin', { skin: 'bruno' }, { as: BRUNO });
    expect(world.db.get<SkinDoc>(paths.skin(BRUNO.uid, 'skin-bruno2'))?.is_main).toBe(true);
  });

  it('refuses a user’s last skin with failed-precondition, removing nothing', async () => {
    const images = countingImages();
    const world = createWorld({ store: createMemoryStore, images });
    await world.call('uploadSkinImage', { skin: 'ana', contentType: 'image/png', base64: encodeBase64(PNG) });
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('deleteSkin', { skin: 'ana' })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.lastSkinUndeletable,
      });
      // Owners cannot leave a user without a skin either.
      expect(await world.refusal('deleteSkin', { skin: 'ana' }, { as: OWNER })).toMatchObject({ code: 'failed-precondition' });
    });
    expect(images.stored.size).toBe(1);
  });

  it('refuses anonymous callers; a stranger’s skin and an absent one get the same not-found, removing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('deleteSkin', { skin: 'bruno2' }, { as: null })).toMatchObject({ code: 'unauthenticated' });
      const others = await world.refusal('deleteSkin', { skin: 'bruno2' }, { as: ANA });
      const absent = await world.refusal('deleteSkin', { skin: 'ninguem' }, { as: ANA });
      expect(others).toMatchObject({ code: 'not-found', message: MESSAGES.skinNotFound });
      expect({ code: absent.code, message: absent.message }).toEqual({ code: others.code, message: others.message });
      expect(await world.refusal('deleteSkin', { skin: 'bruno2', force: true }, { as: BRUNO })).toMatchObject({
        code: 'invalid-argument',
      });
    });
  });

  it('lets an owner delete any user’s skin but the last one', async () => {
    const world = createWorld();
    await brunoTree(world);
    await expect(world.call('deleteSkin', { skin: 'BRUNO2' }, { as: OWNER })).resolves.toMatchObject({ deleted: true });
    await afterTheWindow(world);
    expect(world.db.count(paths.skin(BRUNO.uid, 'skin-bruno2'))).toBe(0);
  });

  it('of two concurrent deletes of a user’s last two skins, one wins and the other skin stays whole', async () => {
    const world = createWorld();
    await brunoTree(world);
    const outcomes = await Promise.allSettled([
      world.call('deleteSkin', { skin: 'bruno' }, { as: BRUNO }),
      world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const skins = world.db.query<SkinDoc>({ collection: paths.skins(BRUNO.uid) });
    expect(skins).toHaveLength(1);
    const [left] = skins;
    expect(world.db.get(paths.pagina(BRUNO.uid, left?.id ?? '', 'home'))).toMatchObject({ is_main: true });
  });
});

describe('deleteSkin with Desfazer', () => {
  it('lets only whoever deleted it, or an owner, undo: a stranger gets the answer an absent deletion gets', async () => {
    const world = createWorld();
    const { undo } = await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    await expectNoWrites(world.db, async () => {
      const stranger = await world.refusal('undoDeletion', { id: undo.id }, { as: ANA });
      const absent = await world.refusal('undoDeletion', { id: 'skin_ninguem_nada' }, { as: ANA });
      expect(stranger).toMatchObject({ code: 'not-found', message: MESSAGES.deletionNotFound });
      expect({ code: absent.code, message: absent.message }).toEqual({ code: stranger.code, message: stranger.message });
      expect(await world.refusal('undoDeletion', { id: undo.id }, { as: null })).toMatchObject({ code: 'unauthenticated' });
      expect(await world.refusal('undoDeletion', { id: undo.id, extra: 1 }, { as: BRUNO })).toMatchObject({
        code: 'invalid-argument',
      });
      expect(await world.refusal('undoDeletion', { id: '../x' }, { as: BRUNO })).toMatchObject({ code: 'invalid-argument' });
    });
    await expect(world.call('undoDeletion', { id: undo.id }, { as: OWNER })).resolves.toEqual({ restored: 'skin' });
  });

  it('limits how many deletions one account undoes in an hour', async () => {
    const world = createWorld();
    for (let i = 0; i < 30; i += 1) {
      const { undo } = await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
      await world.call('undoDeletion', { id: undo.id }, { as: BRUNO });
    }
    const { undo } = await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('undoDeletion', { id: undo.id }, { as: BRUNO })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.undoRateLimited,
      });
    });
  });

  it('images are removed after the documents', async () => {
    const images = countingImages();
    const world = createWorld({ store: createMemoryStore, images });
    await brunoTree(world);
    let leftWhenImagesWent = -1;
    const deleteAll = images.deleteAll;
    images.deleteAll = async (uid, skinId) => {
      leftWhenImagesWent = world.db.count(paths.skin(uid, skinId)) + (world.db.get(paths.username('bruno2')) ? 1 : 0);
      await deleteAll(uid, skinId);
    };
    await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    expect(images.stored.size).toBe(1);
    await afterTheWindow(world);
    expect(leftWhenImagesWent).toBe(0);
    expect(images.stored.size).toBe(0);
  });
});
