/**
 * A skin file carries her clients' quotes: Exportar writes them, Importar and Duplicar make them
 * again, held to the testimonials' schema and to the studio's rules for the container.
 */
import { MESSAGES } from '../../kernel/messages';
import { skinFileOf } from '../skin-file-writer';
import type { SkinFile } from './skin-file-schema';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const QUOTES = {
  itens: [
    {
      id: 'd1',
      texto: 'Entregou antes do prazo.',
      nome: 'Joana Lima',
      papel: 'Padaria Pão Quente',
      foto: '/seed/avatar-sol.svg',
    },
    { id: 'd2', texto: 'Atenciosa.', nome: 'Rui', papel: '' },
  ],
};

function fileWith(container: Record<string, unknown>, cards: unknown[] = []): unknown {
  return {
    formato: 'lab-skin',
    versao: 1,
    skin: { tema: 'sunshine', icone: '/seed/avatar-sol.svg' },
    paginas: [{ slug: 'home', nome: 'Início', conteudo: 'Olá', principal: true, containers: [0] }],
    containers: [{ titulo: 'Depoimentos', tipo: 'depoimentos', icone: '', depoimentos: QUOTES, cards: [], ...container }],
    cards,
  };
}

async function fileOf(world: World, username: string): Promise<SkinFile> {
  const site = await world.store.loadSkinSite(username);
  if (!site) throw new Error(`no skin ${username}`);
  return skinFileOf(site);
}

describe('a skin file carries her quotes', () => {
  it('Exportar writes them, Importar and Duplicar make them again', async () => {
    const world = createWorld();
    await world.call('importSkin', { username: 'original', arquivo: fileWith({}) }, { as: ANA });
    const exported = await fileOf(world, 'original');
    expect(exported.containers[0]).toMatchObject({ tipo: 'depoimentos', depoimentos: QUOTES, cards: [] });
    await world.call('duplicateSkin', { skin: 'original', username: 'copia' }, { as: ANA });
    expect(await fileOf(world, 'copia')).toEqual(exported);
  });

  it.each([
    ['quotes on a container of cards', fileWith({ tipo: 'cards' }), MESSAGES.depoimentosNotTestimonials],
    [
      'a quote over 600 characters',
      fileWith({ depoimentos: { itens: [{ ...QUOTES.itens[1], texto: 'a'.repeat(601) }] } }),
      MESSAGES.depoimentoTextoTooLong,
    ],
  ])('%s: refused, writing nothing', async (_name, file, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('importSkin', { username: 'nova', arquivo: file }, { as: ANA });
      expect(refusal.message).toContain(message);
    });
  });
});
