/**
 * Which image addresses the studio stores, by where the functions run: in production only https
 * addresses (what the pipeline returns, or typed by hand) and the site's pictures, never a data: URL
 * a client made up; on the emulators the Storage emulator's own addresses where it runs, and a clear
 * refusal of uploads where it does not, with deleting a skin still working.
 */
import { encodeBase64, MESSAGES, paths } from '@lab/domain/kernel';
import { HTTPS_ONLY } from '@lab/domain/studio';
import { type CardFields } from '@lab/domain/commands';
import type { SkinImages } from '@lab/domain/handlers';
import { createMemoryStore } from '@lab/domain/memory';
import { storageImageAddresses } from '../images/storage-images';
import { unavailableImages } from '../images/unavailable-images';
import { ANA, BRUNO, createWorld, expectNoWrites } from './test-support/world';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const DATA_PNG = `data:image/png;base64,${encodeBase64(PNG)}`;
const EMULATED = 'http://127.0.0.1:9199/v0/b/demo-lab-portfolio.appspot.com/o/skins%2Fa-large.webp?alt=media';

/** A store like the deployed one: it hands out the addresses `ownAddresses` says. */
const storeWith = (ownAddresses: SkinImages['ownAddresses']): SkinImages => ({
  ownAddresses,
  put: async ({ imageId }) => ({ url: `https://cdn.example/${imageId}.webp`, thumbUrl: `https://cdn.example/${imageId}-t.webp` }),
  remove: async () => undefined,
  deleteAll: async () => undefined,
  read: async () => null,
});

const card = (imagem: string): CardFields => ({
  name: 'x',
  nomeDescricao: '',
  titulo: 'Cartaz',
  descricao: '',
  imagem,
  atividade: '',
  criador: '',
  periodo: '',
  linkExterno: '',
  addOns: [],
});

async function containerOf(world: ReturnType<typeof createWorld>): Promise<string> {
  const { createdId } = await world.call('editSkin', {
    skin: 'ana',
    change: { kind: 'addContainer', pageId: 'home', titulo: 'C' },
  });
  return createdId ?? '';
}

describe('image addresses the studio stores', () => {
  it('data: images skip the image pipeline: refused in a card, a container icon and the skin icon where uploads are https', async () => {
    const world = createWorld({ store: createMemoryStore, images: storeWith(HTTPS_ONLY) });
    const containerId = await containerOf(world);
    for (const change of [
      { kind: 'addCard', containerId, card: card(DATA_PNG) },
      { kind: 'updateContainer', containerId, iconUrl: DATA_PNG },
      { kind: 'updateSkin', iconSkin: DATA_PNG },
    ] as const) {
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('editSkin', { skin: 'ana', change })).toMatchObject({
          code: 'invalid-argument',
          message: MESSAGES.imageUrlInvalid,
        });
      });
    }
    await expect(
      world.call('editSkin', { skin: 'ana', change: { kind: 'addCard', containerId, card: card('https://img.example/a.png') } }),
    ).resolves.toMatchObject({ createdId: expect.any(String) });
  });

  it('accepts the Storage emulator’s own addresses only where it is the image store', async () => {
    const emulated = createWorld({ store: createMemoryStore, images: storeWith(storageImageAddresses('127.0.0.1:9199')) });
    const inEmulated = await containerOf(emulated);
    await expect(
      emulated.call('editSkin', { skin: 'ana', change: { kind: 'addCard', containerId: inEmulated, card: card(EMULATED) } }),
    ).resolves.toMatchObject({ createdId: expect.any(String) });

    const deployed = createWorld({ store: createMemoryStore, images: storeWith(storageImageAddresses(undefined)) });
    const inDeployed = await containerOf(deployed);
    expect(
      await deployed.refusal('editSkin', {
        skin: 'ana',
        change: { kind: 'addCard', containerId: inDeployed, card: card(EMULATED) },
      }),
    ).toMatchObject({ message: MESSAGES.imageUrlInvalid });
  });

  it('refuses uploads with a message saying why where no Storage emulator runs, and still deletes skins', async () => {
    const world = createWorld({ store: createMemoryStore, images: unavailableImages() });
    expect(
      await world.refusal('uploadSkinImage', { skin: 'ana', contentType: 'image/png', base64: encodeBase64(PNG) }),
    ).toMatchObject({ code: 'failed-precondition', message: MESSAGES.imagesUnavailable });
    expect(world.db.count(paths.imagens(ANA.uid, 'skin-ana'))).toBe(0);
    await expect(world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO })).resolves.toMatchObject({ deleted: true });
  });
});
