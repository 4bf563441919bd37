/**
 * Her agenda in the studio: a container of kind 'agenda' that starts with one service and a working
 * week, sits at most once on a page, holds no cards, and takes her settings whole (checked by the
 * agenda's own schema, whose refusals name the day and the period). Every refusal writes nothing.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths, type PublishedPageDoc } from '../../published';
import { fillMessage, NEW_AGENDA, type Agenda } from '../../agenda';
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

/** Ana's home page with a container of cards ("Projetos", one card) and an agenda ("Agende"). */
async function withAgenda() {
  const world = createWorld();
  const cards = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Projetos' });
  const first = await edit(world, { kind: 'addCard', containerId: cards, card });
  const agenda = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Agende', tipo: 'agenda' });
  return { world, cards, first, agenda };
}

const MINE: Agenda = {
  servicos: [
    { id: 'conversa', nome: 'Conversa inicial', duracaoMin: 30 },
    { id: 'sessao', nome: 'Sessão de fotos', duracaoMin: 120, precoCentavos: 50_000, sinalCentavos: 10_000 },
  ],
  semana: [[], [{ inicio: '09:00', fim: '12:00' }], [], [], [], [], []].map((periodos) => ({ periodos })),
  intervaloMin: 15,
  antecedenciaMin: 1440,
  horizonteDias: 30,
  excecoes: { '2026-12-25': [] },
  fuso: 'America/Manaus',
};

describe('editSkin: an agenda container', () => {
  it('adds an agenda with the starting service and week, and publishes it whole on the page', async () => {
    const { world, agenda } = await withAgenda();
    expect(containerDoc(world, agenda)).toEqual({
      id_container: agenda,
      titulo: 'Agende',
      iconUrl: '',
      order: 1,
      tipo: 'agenda',
      agenda: NEW_AGENDA,
    });
    expect(NEW_AGENDA.servicos).toEqual([{ id: 'conversa', nome: 'Conversa inicial', duracaoMin: 30 }]);
    expect(NEW_AGENDA.semana[1]?.periodos).toEqual([
      { inicio: '09:00', fim: '12:00' },
      { inicio: '14:00', fim: '18:00' },
    ]);
    expect(NEW_AGENDA.semana[0]?.periodos).toEqual([]);
    expect(NEW_AGENDA.semana[6]?.periodos).toEqual([]);
    expect(publishedPage(world, 'home')?.containers.find((c) => c.id_container === agenda)).toMatchObject({
      tipo: 'agenda',
      agenda: NEW_AGENDA,
      cardIds: [],
    });
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('refuses a second agenda on a page, added or placed, writing nothing; another page may have its own', async () => {
    const { world } = await withAgenda();
    await edit(world, { kind: 'addPage', nome: 'contato' });
    const other = await edit(world, { kind: 'addContainer', pageId: 'contato', titulo: 'Outra', tipo: 'agenda' });
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addContainer', pageId: 'home', titulo: 'De novo', tipo: 'agenda' })).toMatchObject({
        code: 'already-exists',
        message: MESSAGES.agendaAlreadyOnPage,
      });
      expect(await refusal(world, { kind: 'placeContainer', containerId: other, pageId: 'home' })).toMatchObject({
        code: 'already-exists',
        message: MESSAGES.agendaAlreadyOnPage,
      });
    });
    // A form still joins a page that has an agenda: they are different kinds.
    await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Fale comigo', tipo: 'formulario' });
    expect(publishedPage(world, 'home')?.containers.map((c) => c.tipo ?? 'cards')).toEqual(['cards', 'agenda', 'formulario']);
  });

  it('takes no card: adding one or moving one into it is refused, writing nothing', async () => {
    const { world, cards, first, agenda } = await withAgenda();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addCard', containerId: agenda, card })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.agendaHoldsNoCards,
      });
      expect(
        await refusal(world, { kind: 'moveCard', cardId: first, fromContainerId: cards, toContainerId: agenda, toIndex: 0 }),
      ).toMatchObject({ code: 'failed-precondition', message: MESSAGES.agendaHoldsNoCards });
    });
  });

  it('saves her settings whole: a date or a price taken out is gone, and the page publishes them', async () => {
    const { world, agenda } = await withAgenda();
    await edit(world, { kind: 'updateContainer', containerId: agenda, agenda: MINE });
    expect(containerDoc(world, agenda)?.agenda).toEqual(MINE);
    const fewer: Agenda = { ...MINE, servicos: [{ id: 'sessao', nome: 'Sessão', duracaoMin: 60 }], excecoes: {} };
    await edit(world, { kind: 'updateContainer', containerId: agenda, agenda: fewer });
    expect(containerDoc(world, agenda)?.agenda).toEqual(fewer);
    expect(publishedPage(world, 'home')?.containers.find((c) => c.id_container === agenda)?.agenda).toEqual(fewer);
    // Its title changes as any container's, and leaves the settings alone.
    await edit(world, { kind: 'updateContainer', containerId: agenda, titulo: 'Horários' });
    expect(containerDoc(world, agenda)).toMatchObject({ titulo: 'Horários', agenda: fewer });
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('trims a service name as the schema does', async () => {
    const { world, agenda } = await withAgenda();
    const servicos = [{ id: 'a', nome: '  Aula  ', duracaoMin: 45 }];
    await edit(world, { kind: 'updateContainer', containerId: agenda, agenda: { ...MINE, servicos } });
    expect(containerDoc(world, agenda)?.agenda?.servicos).toEqual([{ id: 'a', nome: 'Aula', duracaoMin: 45 }]);
  });

  it.each([
    [
      'an end before a start on Monday',
      { ...MINE, semana: [[], [{ inicio: '12:00', fim: '09:00' }], [], [], [], [], []].map((periodos) => ({ periodos })) },
      fillMessage(MESSAGES.agendaPeriodOrder, { dia: 'Segunda-feira', n: 1 }),
    ],
    [
      'a deposit above the price',
      { ...MINE, servicos: [{ id: 'a', nome: 'A', duracaoMin: 30, precoCentavos: 100, sinalCentavos: 200 }] },
      MESSAGES.agendaServiceDepositInvalid,
    ],
    [
      'a duration of 7 minutes',
      { ...MINE, servicos: [{ id: 'a', nome: 'A', duracaoMin: 7 }] },
      MESSAGES.agendaServiceDurationInvalid,
    ],
    ['an unknown zone', { ...MINE, fuso: 'Marte/Olympus' }, MESSAGES.agendaTimeZoneInvalid],
    ['six days', { ...MINE, semana: MINE.semana.slice(1) }, MESSAGES.agendaWeekInvalid],
    ['a field the agenda does not have', { ...MINE, extra: 1 }, `${MESSAGES.unknownField}extra`],
  ])('refuses %s with invalid-argument in Portuguese, writing nothing', async (_name, agenda, message) => {
    const { world, agenda: id } = await withAgenda();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'updateContainer', containerId: id, agenda })).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    });
  });

  it('gives settings to an agenda only, and none to an absent container, writing nothing', async () => {
    const { world, cards } = await withAgenda();
    const form = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Fale comigo', tipo: 'formulario' });
    await expectNoWrites(world.db, async () => {
      for (const containerId of [cards, form]) {
        expect(await refusal(world, { kind: 'updateContainer', containerId, agenda: MINE })).toMatchObject({
          code: 'failed-precondition',
          message: MESSAGES.agendaNotAnAgenda,
        });
      }
      expect(await refusal(world, { kind: 'updateContainer', containerId: 'nada', agenda: MINE })).toMatchObject({
        code: 'not-found',
      });
    });
  });

  it('moves, takes off, places back and deletes an agenda like any container', async () => {
    const { world, agenda } = await withAgenda();
    await edit(world, { kind: 'moveContainer', pageId: 'home', containerId: agenda, toIndex: 0 });
    expect(publishedPage(world, 'home')?.containers.map((c) => c.titulo)).toEqual(['Agende', 'Projetos']);
    await edit(world, { kind: 'unplaceContainer', containerId: agenda, pageId: 'home' });
    await edit(world, { kind: 'placeContainer', containerId: agenda, pageId: 'home' });
    await edit(world, { kind: 'deleteContainer', containerId: agenda });
    expect(containerDoc(world, agenda)).toBeNull();
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });
});
