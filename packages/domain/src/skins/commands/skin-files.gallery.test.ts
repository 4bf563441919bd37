/**
 * A skin file carries her gallery: Exportar writes its pictures, Importar and Duplicar make it again
 * (a picture the demo stored inline is stored again for the new skin), and a file is held to the
 * gallery's own schema and to the studio's rules for the container.
 */
import { MESSAGES } from '../../kernel/messages';
import type { GaleriaConfig } from '../../gallery';
import { skinFileOf } from '../skin-file-writer';
import type { SkinFile } from './skin-file-schema';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const GALERIA: GaleriaConfig = {
  imagens: [
    { id: 'a', src: 'https://cdn.example/a-large.webp', alt: 'Ensaio na praia', largura: 1600, altura: 1067 },
    { id: 'b', src: PNG, alt: '', largura: 1, altura: 1 },
  ],
};

const CARD = {
  name: 'x',
  nomeDescricao: '',
  titulo: 'Um card',
  descricao: '',
  imagem: '',
  atividade: '',
  criador: '',
  periodo: '',
  linkExterno: '',
  addOns: [],
};

function fileWith(container: Record<string, unknown>): unknown {
  return {
    formato: 'lab-skin',
    versao: 1,
    skin: { tema: 'sunshine', icone: '/seed/avatar-sol.svg' },
    paginas: [{ slug: 'home', nome: 'Início', conteudo: 'Olá', principal: true, containers: [0, 1] }],
    containers: [
      { titulo: 'Trabalhos', tipo: 'galeria', icone: '', galeria: GALERIA, cards: [], ...container },
      { titulo: 'Mais', tipo: 'galeria', icone: '', cards: [] },
    ],
    cards: [],
  };
}

async function fileOf(world: World, username: string): Promise<SkinFile> {
  const site = await world.store.loadSkinSite(username);
  if (!site) throw new Error(`no skin ${username}`);
  return skinFileOf(site);
}

describe('a skin file carries her gallery', () => {
  it('Exportar writes it, Importar and Duplicar make it again', async () => {
    const world = createWorld();
    await world.call('importSkin', { username: 'original', arquivo: fileWith({}) }, { as: ANA });
    const exported = await fileOf(world, 'original');
    expect(exported.containers[0]).toMatchObject({ tipo: 'galeria', galeria: GALERIA, cards: [] });
    // A gallery in a file without pictures starts as a new one does, and says so in the next export.
    expect(exported.containers[1]).toMatchObject({ tipo: 'galeria', galeria: { imagens: [] } });
    // The inline picture was stored again for the new skin, as a card's image is.
    expect(Object.keys(world.db.toJSON()).filter((path) => path.includes('/imagens/'))).toHaveLength(1);

    await world.call('duplicateSkin', { skin: 'original', username: 'copia' }, { as: ANA });
    expect(await fileOf(world, 'copia')).toEqual(exported);
  });

  it.each([
    ['pictures on a container of cards', fileWith({ tipo: 'cards' }), MESSAGES.galleryNotAGallery],
    ['a card in a gallery', { ...(fileWith({ cards: [0] }) as object), cards: [CARD] }, MESSAGES.galleryHoldsNoCards],
    [
      'a picture at a script address',
      fileWith({ galeria: { imagens: [{ ...GALERIA.imagens[0], src: 'javascript:alert(1)' }] } }),
      MESSAGES.imageUrlInvalid,
    ],
    [
      '31 pictures',
      fileWith({ galeria: { imagens: Array.from({ length: 31 }, (_, i) => ({ ...GALERIA.imagens[0], id: `i${i}` })) } }),
      MESSAGES.galleryImagesTooMany,
    ],
  ])('%s: refused, writing nothing', async (_name, file, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('importSkin', { username: 'nova', arquivo: file }, { as: ANA });
      expect(refusal.message).toContain(message);
    });
  });
});
