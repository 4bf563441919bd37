/**
 * Her gallery in the studio: a container of kind 'galeria' that starts with no pictures, holds no
 * cards, and takes her whole list of pictures at once (each an image address the studio accepts, a
 * short description and its size). Every refusal writes nothing.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths, type PublishedPageDoc } from '../../published';
import type { GaleriaConfig, GaleriaImagem } from '../../gallery';
import type { CardFields } from '../card-content';
import type { ContainerDoc } from '../../skins';
import type { SkinChange } from '../studio-commands';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';
import { skinProblems } from '../../handlers/test-support/skin-tree';

const ANA_SKIN = 'skin-ana';
const containerDoc = (world: World, id: string) => world.db.get<ContainerDoc>(`${paths.containers(ANA.uid, ANA_SKIN)}/${id}`);
const publishedPage = (world: World, pageId: string) => world.db.get<PublishedPageDoc>(publishedPaths.page('ana', pageId));

const card: CardFields = {
  name: 'abrigo',
  nomeDescricao: '',
  titulo: 'Rede Abrigo RS',
  descricao: '',
  imagem: '',
  atividade: '',
  criador: '',
  periodo: '',
  linkExterno: '',
  addOns: [],
};

async function edit(world: World, change: SkinChange): Promise<string> {
  return (await world.call('editSkin', { skin: 'ana', change }, { as: ANA })).createdId ?? '';
}

const refusal = (world: World, change: unknown) => world.refusal('editSkin', { skin: 'ana', change }, { as: ANA });

const picture = (n: number, extra: Partial<GaleriaImagem> = {}): GaleriaImagem => ({
  id: `img${n}`,
  src: `https://cdn.example/fotos/${n}-large.webp`,
  alt: `Foto ${n}`,
  largura: 1600,
  altura: 1200,
  ...extra,
});

const MINE: GaleriaConfig = { imagens: [picture(1), picture(2, { alt: '' }), picture(3, { largura: 900, altura: 1600 })] };

/** Ana's home page with a container of cards ("Projetos", one card) and a gallery ("Trabalhos"). */
async function withGallery() {
  const world = createWorld();
  const cards = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Projetos' });
  const first = await edit(world, { kind: 'addCard', containerId: cards, card });
  const gallery = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Trabalhos', tipo: 'galeria' });
  return { world, cards, first, gallery };
}

describe('editSkin: a gallery container', () => {
  it('adds a gallery with no pictures yet, and publishes it on the page', async () => {
    const { world, gallery } = await withGallery();
    expect(containerDoc(world, gallery)).toEqual({
      id_container: gallery,
      titulo: 'Trabalhos',
      iconUrl: '',
      order: 1,
      tipo: 'galeria',
      galeria: { imagens: [] },
    });
    expect(publishedPage(world, 'home')?.containers.find((c) => c.id_container === gallery)).toMatchObject({
      tipo: 'galeria',
      galeria: { imagens: [] },
      cardIds: [],
    });
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('saves her pictures whole, in her order: one taken out is gone, and the page publishes them', async () => {
    const { world, gallery } = await withGallery();
    await edit(world, { kind: 'updateContainer', containerId: gallery, galeria: MINE });
    expect(containerDoc(world, gallery)?.galeria).toEqual(MINE);
    const fewer: GaleriaConfig = { imagens: [picture(3), picture(1)] };
    await edit(world, { kind: 'updateContainer', containerId: gallery, galeria: fewer });
    expect(containerDoc(world, gallery)?.galeria).toEqual(fewer);
    expect(publishedPage(world, 'home')?.containers.find((c) => c.id_container === gallery)?.galeria).toEqual(fewer);
    // Its title changes as any container's, and leaves the pictures alone.
    await edit(world, { kind: 'updateContainer', containerId: gallery, titulo: 'Portfólio' });
    expect(containerDoc(world, gallery)).toMatchObject({ titulo: 'Portfólio', galeria: fewer });
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('trims a description as the schema does', async () => {
    const { world, gallery } = await withGallery();
    await edit(world, { kind: 'updateContainer', containerId: gallery, galeria: { imagens: [picture(1, { alt: '  Mar  ' })] } });
    expect(containerDoc(world, gallery)?.galeria?.imagens[0]?.alt).toBe('Mar');
  });

  it('takes no card: adding one or moving one into it is refused, writing nothing', async () => {
    const { world, cards, first, gallery } = await withGallery();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addCard', containerId: gallery, card })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.galleryHoldsNoCards,
      });
      expect(
        await refusal(world, { kind: 'moveCard', cardId: first, fromContainerId: cards, toContainerId: gallery, toIndex: 0 }),
      ).toMatchObject({ code: 'failed-precondition', message: MESSAGES.galleryHoldsNoCards });
    });
  });

  it.each([
    ['31 pictures', { imagens: Array.from({ length: 31 }, (_, i) => picture(i)) }, MESSAGES.galleryImagesTooMany],
    ['a script address', { imagens: [picture(1, { src: 'javascript:alert(1)' })] }, MESSAGES.imageUrlInvalid],
    ['a plain http address', { imagens: [picture(1, { src: 'http://evil.example/a.png' })] }, MESSAGES.imageUrlInvalid],
    ['a picture without an address', { imagens: [picture(1, { src: '' })] }, MESSAGES.imageUrlInvalid],
    ['a description of 201 characters', { imagens: [picture(1, { alt: 'a'.repeat(201) })] }, MESSAGES.galleryAltTooLong],
    ['a width of 0', { imagens: [picture(1, { largura: 0 })] }, MESSAGES.galleryImageSizeInvalid],
    ['a height of 1.5', { imagens: [picture(1, { altura: 1.5 })] }, MESSAGES.galleryImageSizeInvalid],
    ['the same picture twice', { imagens: [picture(1), picture(1)] }, MESSAGES.invalidPayload],
    ['an id with a slash', { imagens: [picture(1, { id: 'a/b' })] }, MESSAGES.invalidPayload],
    ['a field a picture does not have', { imagens: [{ ...picture(1), onclick: 'x' }] }, `${MESSAGES.unknownField}onclick`],
  ])('refuses %s with invalid-argument in Portuguese, writing nothing', async (_name, galeria, message) => {
    const { world, gallery } = await withGallery();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'updateContainer', containerId: gallery, galeria })).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    });
  });

  it('gives pictures to a gallery only, and none to an absent container, writing nothing', async () => {
    const { world, cards } = await withGallery();
    const form = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Fale comigo', tipo: 'formulario' });
    await expectNoWrites(world.db, async () => {
      for (const containerId of [cards, form]) {
        expect(await refusal(world, { kind: 'updateContainer', containerId, galeria: MINE })).toMatchObject({
          code: 'failed-precondition',
          message: MESSAGES.galleryNotAGallery,
        });
      }
      expect(await refusal(world, { kind: 'updateContainer', containerId: 'nada', galeria: MINE })).toMatchObject({
        code: 'not-found',
      });
    });
  });

  it('moves, takes off, places back and deletes a gallery like any container; a page may show two', async () => {
    const { world, gallery } = await withGallery();
    await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Mais fotos', tipo: 'galeria' });
    await edit(world, { kind: 'moveContainer', pageId: 'home', containerId: gallery, toIndex: 0 });
    expect(publishedPage(world, 'home')?.containers.map((c) => c.titulo)).toEqual(['Trabalhos', 'Projetos', 'Mais fotos']);
    await edit(world, { kind: 'unplaceContainer', containerId: gallery, pageId: 'home' });
    await edit(world, { kind: 'placeContainer', containerId: gallery, pageId: 'home' });
    await edit(world, { kind: 'deleteContainer', containerId: gallery });
    expect(containerDoc(world, gallery)).toBeNull();
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });
});
