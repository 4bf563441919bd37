/**
 * A skin from a file or a copy takes its hourly limit before any image is read or stored: reading
 * back and re-encoding images is the paid part, so calls the limit refuses must cost none of it,
 * however many arrive at once.
 */
import { HTTPS_ONLY } from '../../studio';
import { MESSAGES } from '../../kernel/messages';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import type { SkinFile, SkinFileCard } from './skin-file-schema';
import { InvalidImageError, type SkinImages } from '../../handlers/handler-types';
import { ANA, createWorld, type World } from '../../handlers/test-support/world';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const OWN = 'https://storage.example/';
const IMAGES = 10;
const CALLS = 20;

/** Cloud Storage as the image store, counting what it reads back and what it re-encodes and stores. */
function countingImages() {
  const objects = new Map<string, Uint8Array>();
  const counts = { reads: 0, puts: 0 };
  const images: SkinImages = {
    ownAddresses: HTTPS_ONLY,
    async put({ uid, skinId, imageId, bytes }) {
      counts.puts += 1;
      objects.set(`${uid}/${skinId}/${imageId}`, bytes);
      const url = `${OWN}${uid}/${skinId}/${imageId}`;
      return { url, thumbUrl: `${url}?thumb` };
    },
    async remove({ uid, skinId, imageId }) {
      objects.delete(`${uid}/${skinId}/${imageId}`);
    },
    async deleteAll(uid, skinId) {
      for (const key of [...objects.keys()]) if (key.startsWith(`${uid}/${skinId}/`)) objects.delete(key);
    },
    async read(url) {
      if (!url.startsWith(OWN)) return null;
      counts.reads += 1;
      const bytes = objects.get(url.slice(OWN.length));
      if (!bytes) throw new InvalidImageError(`no object at ${url}`);
      return { bytes, contentType: 'image/png' };
    },
  };
  return { images, counts };
}

/** A card of the file, showing `imagem`. */
function card(name: string, imagem: string): SkinFileCard {
  return {
    name,
    nomeDescricao: '',
    titulo: name,
    descricao: '',
    imagem,
    atividade: '',
    criador: '',
    periodo: '',
    linkExterno: '',
    addOns: [],
  };
}

/** Ten images uploaded to Ana's skin, a file showing one per card, and Ana's skin "fonte" made from it. */
async function skinWithImages(): Promise<{ world: World; counts: { reads: number; puts: number }; file: SkinFile }> {
  const { images, counts } = countingImages();
  const world = createWorld({ images });
  const urls: string[] = [];
  for (let i = 0; i < IMAGES; i += 1) {
    urls.push((await world.call('uploadSkinImage', { skin: 'ana', contentType: 'image/png', base64: PNG_BASE64 })).url);
  }
  const file: SkinFile = {
    formato: 'lab-skin',
    versao: 1,
    skin: { tema: 'sunshine', icone: '/seed/avatar-sol.svg' },
    paginas: [{ slug: 'home', nome: 'Início', conteudo: 'Olá', principal: true, containers: [0] }],
    containers: [{ titulo: 'Projetos', tipo: 'cards', icone: '', cards: urls.map((_, i) => i) }],
    cards: urls.map((url, i) => card(`Projeto ${i}`, url)),
  };
  // Ana's skin "fonte" made from it, for the copies; then an hour passes, so every limit is whole again.
  await world.call('importSkin', { username: 'fonte', arquivo: file }, { as: ANA });
  world.clock.now += RATE_LIMITS.createSkinPerUser.windowMs;
  counts.reads = 0;
  counts.puts = 0;
  return { world, counts, file };
}

describe('Imports race their limit', () => {
  const allowed = RATE_LIMITS.createSkinPerUser.max;

  it(`${CALLS} concurrent importSkin calls naming ${IMAGES} stored images each read and store only the allowed skins' images`, async () => {
    const { world, counts, file } = await skinWithImages();
    const results = await Promise.allSettled(
      Array.from({ length: CALLS }, (_, i) =>
        world.call('importSkin', { username: `importada${i}`, arquivo: file }, { as: ANA }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(allowed);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(new Set(refused.map((r) => (r.reason as Error).message))).toEqual(new Set([MESSAGES.skinRateLimited]));
    expect(counts.reads).toBe(allowed * IMAGES);
    expect(counts.puts).toBe(allowed * IMAGES);
  });

  it(`${CALLS} concurrent duplicateSkin calls of a skin with ${IMAGES} stored images do the same`, async () => {
    const { world, counts } = await skinWithImages();
    const results = await Promise.allSettled(
      Array.from({ length: CALLS }, (_, i) => world.call('duplicateSkin', { skin: 'fonte', username: `copia${i}` }, { as: ANA })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(allowed);
    expect(counts.reads).toBe(allowed * IMAGES);
    expect(counts.puts).toBe(allowed * IMAGES);
  });
});
