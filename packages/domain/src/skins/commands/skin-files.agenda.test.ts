/**
 * A skin file carries her agenda: Exportar writes its settings, Importar and Duplicar make it again,
 * and a file is held to the agenda's own schema and to the studio's rules for the container.
 */
import { MESSAGES } from '../../kernel/messages';
import { fillMessage, NEW_AGENDA, type Agenda } from '../../agenda';
import { skinFileOf } from '../skin-file-writer';
import type { SkinFile } from './skin-file-schema';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const AGENDA: Agenda = {
  servicos: [{ id: 'aula', nome: 'Aula de violão', duracaoMin: 50, precoCentavos: 12_000, sinalCentavos: 3_000 }],
  semana: [[], [], [{ inicio: '18:00', fim: '21:00' }], [], [{ inicio: '18:00', fim: '21:00' }], [], []].map((periodos) => ({
    periodos,
  })),
  intervaloMin: 10,
  antecedenciaMin: 60,
  horizonteDias: 21,
  excecoes: { '2026-12-23': [{ inicio: '10:00', fim: '12:00' }] },
  fuso: 'America/Recife',
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

function fileWith(container: Record<string, unknown>, pageContainers = [0]): unknown {
  return {
    formato: 'lab-skin',
    versao: 1,
    skin: { tema: 'sunshine', icone: '/seed/avatar-sol.svg' },
    paginas: [{ slug: 'home', nome: 'Início', conteudo: 'Olá', principal: true, containers: pageContainers }],
    containers: [
      { titulo: 'Agende', tipo: 'agenda', icone: '', agenda: AGENDA, cards: [], ...container },
      { titulo: 'Outra', tipo: 'agenda', icone: '', cards: [] },
    ],
    cards: [],
  };
}

async function fileOf(world: World, username: string): Promise<SkinFile> {
  const site = await world.store.loadSkinSite(username);
  if (!site) throw new Error(`no skin ${username}`);
  return skinFileOf(site);
}

describe('a skin file carries her agenda', () => {
  it('Exportar writes it, Importar and Duplicar make it again', async () => {
    const world = createWorld();
    await world.call('importSkin', { username: 'original', arquivo: fileWith({}) }, { as: ANA });
    const exported = await fileOf(world, 'original');
    expect(exported.containers[0]).toMatchObject({ tipo: 'agenda', agenda: AGENDA, cards: [] });
    // An agenda container in a file without settings starts as a new one does.
    expect(exported.containers[1]).toMatchObject({ tipo: 'agenda', agenda: NEW_AGENDA });

    await world.call('duplicateSkin', { skin: 'original', username: 'copia' }, { as: ANA });
    expect(await fileOf(world, 'copia')).toEqual(exported);
  });

  it('An end before a start in a file: refused with the message naming the day, writing nothing', async () => {
    const world = createWorld();
    const semana = AGENDA.semana.map((day, i) => (i === 2 ? { periodos: [{ inicio: '21:00', fim: '18:00' }] } : day));
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal(
        'importSkin',
        { username: 'nova', arquivo: fileWith({ agenda: { ...AGENDA, semana } }) },
        { as: ANA },
      );
      expect(refusal.message).toContain(fillMessage(MESSAGES.agendaPeriodOrder, { dia: 'Terça-feira', n: 1 }));
      expect(refusal.message).toContain('container 1 › agenda');
    });
  });

  it.each([
    ['agenda settings on a container of cards', fileWith({ tipo: 'cards' }), MESSAGES.agendaNotAnAgenda],
    ['a card in an agenda', { ...(fileWith({ cards: [0] }) as object), cards: [CARD] }, MESSAGES.agendaHoldsNoCards],
    ['two agendas on one page', fileWith({}, [0, 1]), MESSAGES.agendaAlreadyOnPage],
  ])('%s: refused, writing nothing', async (_name, file, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('importSkin', { username: 'nova', arquivo: file }, { as: ANA });
      expect(refusal.message).toContain(message);
    });
  });
});
