/**
 * A skin file carries the dates of its cards and containers: Exportar writes them, Importar and
 * Duplicar make them again (and publish only what is shown), and a file is held to the studio's
 * schema for them, refused in Portuguese with nothing written.
 */
import { MESSAGES } from '../../kernel/messages';
import { publishedPaths, type PublishedPageDoc } from '../../published';
import { skinFileOf } from '../skin-file-writer';
import type { SkinFile } from './skin-file-schema';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const HOUR = 3_600_000;

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

function fileWith(container: Record<string, unknown>, cards: Array<Record<string, unknown>>): unknown {
  return {
    formato: 'lab-skin',
    versao: 1,
    skin: { tema: 'sunshine', icone: '/seed/avatar-sol.svg' },
    paginas: [{ slug: 'home', nome: 'Início', conteudo: 'Olá', principal: true, containers: [0] }],
    containers: [{ titulo: 'Ofertas', tipo: 'cards', icone: '', cards: cards.map((_, i) => i), ...container }],
    cards: cards.map((card) => ({ ...CARD, ...card })),
  };
}

async function fileOf(world: World, username: string): Promise<SkinFile> {
  const site = await world.store.loadSkinSite(username);
  if (!site) throw new Error(`no skin ${username}`);
  return skinFileOf(site);
}

describe('a skin file carries the dates of its cards and containers', () => {
  it('Exportar writes them, Importar and Duplicar make them again, publishing only what is shown now', async () => {
    const world = createWorld();
    const now = world.clock.now;
    const file = fileWith({ inicio: now - HOUR, fim: now + 10 * HOUR }, [
      { titulo: 'Já', fim: now + HOUR },
      { titulo: 'Amanhã', inicio: now + 24 * HOUR },
    ]);
    await world.call('importSkin', { username: 'original', arquivo: file }, { as: ANA });
    const exported = await fileOf(world, 'original');
    expect(exported.containers[0]).toMatchObject({ inicio: now - HOUR, fim: now + 10 * HOUR });
    expect(exported.cards).toEqual([
      expect.objectContaining({ titulo: 'Já', fim: now + HOUR }),
      expect.objectContaining({ titulo: 'Amanhã', inicio: now + 24 * HOUR }),
    ]);

    await world.call('duplicateSkin', { skin: 'original', username: 'copia' }, { as: ANA });
    expect(await fileOf(world, 'copia')).toEqual(exported);
    const shown = world.db.get<PublishedPageDoc>(publishedPaths.page('copia', 'home'))?.cards.map((c) => c.titulo);
    expect(shown).toEqual(['Já']);
  });

  it.each([
    ['a card ending before it starts', fileWith({}, [{ inicio: Date.UTC(2030, 0, 2), fim: Date.UTC(2030, 0, 1) }])],
    ['a container ending before it starts', fileWith({ inicio: Date.UTC(2030, 0, 2), fim: Date.UTC(2030, 0, 1) }, [])],
  ])('%s: refused in Portuguese, writing nothing', async (_name, file) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('importSkin', { username: 'nova', arquivo: file }, { as: ANA });
      expect(refusal.message).toContain(MESSAGES.scheduleEndBeforeStart);
    });
  });

  it('a date that is none: refused in Portuguese, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal(
        'importSkin',
        { username: 'nova', arquivo: fileWith({ fim: 'depois' }, []) },
        { as: ANA },
      );
      expect(refusal.message).toContain(MESSAGES.scheduleDateInvalid);
    });
  });
});
