/**
 * A skin file carries her form's own questions (briefing): Exportar writes them, Importar and
 * Duplicar make them again, and a file is held to the studio's rules for them.
 */
import { MESSAGES } from '../../kernel/messages';
import { skinFileOf } from '../skin-file-writer';
import type { SkinFile } from './skin-file-schema';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const QUESTIONS = [
  { id: 'tipo', texto: 'Tipo de projeto', tipo: 'escolha' as const, obrigatoria: true, opcoes: ['Logo', 'Site'] },
  { id: 'verba', texto: 'Orçamento', tipo: 'orcamento' as const, obrigatoria: false, faixas: [500, 1000, 3000] },
  { id: 'data', texto: 'Para quando?', tipo: 'data' as const, obrigatoria: false },
];

function fileWith(container: Record<string, unknown>): unknown {
  return {
    formato: 'lab-skin',
    versao: 1,
    skin: { tema: 'sunshine', icone: '/seed/avatar-sol.svg' },
    paginas: [{ slug: 'home', nome: 'Início', conteudo: 'Olá', principal: true, containers: [0] }],
    containers: [{ titulo: 'Fale comigo', tipo: 'formulario', icone: '', assuntos: ['OUTRO'], cards: [], ...container }],
    cards: [],
  };
}

async function fileOf(world: World, username: string): Promise<SkinFile> {
  const site = await world.store.loadSkinSite(username);
  if (!site) throw new Error(`no skin ${username}`);
  return skinFileOf(site);
}

describe('a skin file carries the questions of its form', () => {
  it('Exportar writes them, Importar and Duplicar make them again, in her order', async () => {
    const world = createWorld();
    await world.call('importSkin', { username: 'original', arquivo: fileWith({ perguntas: QUESTIONS }) }, { as: ANA });
    const exported = await fileOf(world, 'original');
    expect(exported.containers[0]?.perguntas).toEqual(QUESTIONS);

    await world.call('duplicateSkin', { skin: 'original', username: 'copia' }, { as: ANA });
    expect(await fileOf(world, 'copia')).toEqual(exported);
  });

  it('a form without questions writes the file it always did', async () => {
    const world = createWorld();
    await world.call('importSkin', { username: 'original', arquivo: fileWith({}) }, { as: ANA });
    expect((await fileOf(world, 'original')).containers[0]).not.toHaveProperty('perguntas');
  });

  it('Questions in a file on a container of cards: refused, naming where, writing nothing', async () => {
    const world = createWorld();
    const file = fileWith({ tipo: 'cards', assuntos: undefined, perguntas: QUESTIONS });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('importSkin', { username: 'nova', arquivo: file }, { as: ANA });
      expect(refusal.message).toContain(MESSAGES.briefingNotAForm);
      expect(refusal.message).toContain('container 1 › perguntas');
    });
  });

  it('Hostile questions in a file (a choice with one option): refused with the studio’s message, writing nothing', async () => {
    const world = createWorld();
    const file = fileWith({ perguntas: [{ ...QUESTIONS[0], opcoes: ['Logo'] }] });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('importSkin', { username: 'nova', arquivo: file }, { as: ANA });
      expect(refusal.message).toContain(MESSAGES.briefingOptionsCount);
    });
  });
});
