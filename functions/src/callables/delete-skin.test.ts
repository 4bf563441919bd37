import { encodeBase64, HTTPS_ONLY, MESSAGES, paths, type SkinChange, type SkinDoc } from '@lab/domain';
import type { SkinImages } from '@lab/domain/handlers';
import { createMemoryStore } from '@lab/domain/memory';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, type World } from './test-support/world';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Images kept in a map, so a test sees what deleteAll removed. */
function countingImages(): SkinImages & { stored: Set<string> } {
  const stored = new Set<string>();
  return {
    stored,
    ownAddresses: HTTPS_ONLY,
    async put({ uid, skinId, imageId }) {
      stored.add(`${uid}/${skinId}/${imageId}`);
      return { url: `https://cdn.example/${imageId}.webp`, thumbUrl: `https://cdn.example/${imageId}-thumb.webp` };
    },
    async remove({ uid, skinId, imageId }) {
      stored.delete(`${uid}/${skinId}/${imageId}`);
    },
    async deleteAll(uid, skinId) {
      for (const key of [...stored]) if (key.startsWith(`${uid}/${skinId}/`)) stored.delete(key);
    },
    read: async () => null,
  };
}

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

describe('deleteSkin', () => {
  it('removes the whole tree, its images and its name’s reservation, so the name is free again', async () => {
    const images = countingImages();
    const world = createWorld({ store: createMemoryStore, images });
    await brunoTree(world);
    expect(images.stored.size).toBe(1);

    await expect(world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO })).resolves.toEqual({ deleted: true });
    expect(world.db.count(paths.skin(BRUNO.uid, 'skin-bruno2'))).toBe(0);
    expect(world.db.get(paths.skin(BRUNO.uid, 'skin-bruno2'))).toBeNull();
    expect(world.db.get(paths.username('bruno2'))).toBeNull();
    expect(images.stored.size).toBe(0);
    expect(world.db.get(paths.skin(BRUNO.uid, 'skin-bruno'))).not.toBeNull();
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
    await expect(world.call('deleteSkin', { skin: 'BRUNO2' }, { as: OWNER })).resolves.toEqual({ deleted: true });
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
