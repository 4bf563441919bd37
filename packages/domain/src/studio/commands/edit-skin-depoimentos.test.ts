/**
 * Her clients' quotes in the studio: a container of kind 'depoimentos' starts empty, holds no cards,
 * and takes its list whole (checked by the testimonials' schema, whose refusals name the field).
 * Every refusal writes nothing.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths, type PublishedPageDoc } from '../../published';
import type { ContainerDoc } from '../../skins';
import type { DepoimentoConfig } from '../../testimonials';
import type { SkinChange } from '../studio-commands';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';
import { skinProblems } from '../../handlers/test-support/skin-tree';

const ANA_SKIN = 'skin-ana';
const containerDoc = (world: World, id: string) => world.db.get<ContainerDoc>(`${paths.containers(ANA.uid, ANA_SKIN)}/${id}`);
const publishedPage = (world: World) => world.db.get<PublishedPageDoc>(publishedPaths.page('ana', 'home'));

async function edit(world: World, change: SkinChange): Promise<string> {
  return (await world.call('editSkin', { skin: 'ana', change }, { as: ANA })).createdId ?? '';
}
const refusal = (world: World, change: unknown) => world.refusal('editSkin', { skin: 'ana', change }, { as: ANA });

const JOANA: DepoimentoConfig = {
  id: 'd1',
  texto: 'Entregou antes do prazo.\nRecomendo!',
  nome: 'Joana Lima',
  papel: 'Padaria Pão Quente',
};
const RUI: DepoimentoConfig = { id: 'd2', texto: 'Atenciosa do começo ao fim.', nome: 'Rui', papel: '' };

async function withTestimonials() {
  const world = createWorld();
  const cards = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Projetos' });
  const depoimentos = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Depoimentos', tipo: 'depoimentos' });
  return { world, cards, depoimentos };
}

describe('editSkin: a Depoimentos container', () => {
  it('adds an empty one, and publishes her quotes whole, in her order, trimmed', async () => {
    const { world, depoimentos } = await withTestimonials();
    expect(containerDoc(world, depoimentos)).toMatchObject({ tipo: 'depoimentos', depoimentos: { itens: [] } });
    const typed = [{ ...RUI, nome: '  Rui  ' }, JOANA];
    await edit(world, { kind: 'updateContainer', containerId: depoimentos, depoimentos: { itens: typed } });
    expect(containerDoc(world, depoimentos)?.depoimentos).toEqual({ itens: [RUI, JOANA] });
    expect(publishedPage(world)?.containers.find((c) => c.id_container === depoimentos)).toMatchObject({
      tipo: 'depoimentos',
      depoimentos: { itens: [RUI, JOANA] },
      cardIds: [],
    });
    // Taken out: one quote. The list is replaced, not merged.
    await edit(world, { kind: 'updateContainer', containerId: depoimentos, depoimentos: { itens: [JOANA] } });
    expect(containerDoc(world, depoimentos)?.depoimentos).toEqual({ itens: [JOANA] });
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('keeps a photo from her own images and drops an empty one', async () => {
    const { world, depoimentos } = await withTestimonials();
    const foto = '/seed/avatar-sol.svg';
    await edit(world, {
      kind: 'updateContainer',
      containerId: depoimentos,
      depoimentos: {
        itens: [
          { ...JOANA, foto },
          { ...RUI, foto: '' },
        ],
      },
    });
    expect(containerDoc(world, depoimentos)?.depoimentos?.itens).toEqual([{ ...JOANA, foto }, RUI]);
  });

  it.each([
    ['an empty quote', { itens: [{ ...JOANA, texto: '   ' }] }, MESSAGES.depoimentoTextoRequired],
    ['a quote over 600 characters', { itens: [{ ...JOANA, texto: 'a'.repeat(601) }] }, MESSAGES.depoimentoTextoTooLong],
    ['a quote with no name', { itens: [{ ...JOANA, nome: '' }] }, MESSAGES.depoimentoNomeRequired],
    ['a role over 80 characters', { itens: [{ ...JOANA, papel: 'x'.repeat(81) }] }, MESSAGES.depoimentoPapelTooLong],
    ['31 quotes', { itens: Array.from({ length: 31 }, (_, i) => ({ ...JOANA, id: `d${i}` })) }, MESSAGES.depoimentosTooMany],
    ['one id twice', { itens: [JOANA, { ...RUI, id: JOANA.id }] }, MESSAGES.depoimentoIdRepeated],
    ['a photo from elsewhere', { itens: [{ ...JOANA, foto: 'javascript:alert(1)' }] }, MESSAGES.imageUrlInvalid],
  ])('%s: refused with its message, writing nothing', async (_name, depoimentos, message) => {
    const { world, depoimentos: id } = await withTestimonials();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'updateContainer', containerId: id, depoimentos })).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    });
  });

  it('takes no card, and a container of cards takes no quotes, writing nothing', async () => {
    const { world, cards, depoimentos } = await withTestimonials();
    const card = {
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
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addCard', containerId: depoimentos, card })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.depoimentosHoldNoCards,
      });
      expect(
        await refusal(world, { kind: 'updateContainer', containerId: cards, depoimentos: { itens: [JOANA] } }),
      ).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.depoimentosNotTestimonials,
      });
    });
  });
});
