/**
 * A skin's own contact form in the studio: a container of kind 'formulario', at most one per page,
 * holding no cards, whose subjects only the form itself takes. Every refusal writes nothing.
 */
import { MESSAGES } from '../../kernel/messages';
import { NEW_FORM_SUBJECTS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import { publishedPaths, type PublishedPageDoc } from '../../published';
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

/** Ana's home page with a container of cards ("Projetos", one card) and a form ("Fale comigo"). */
async function withForm() {
  const world = createWorld();
  const cards = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Projetos' });
  const first = await edit(world, { kind: 'addCard', containerId: cards, card });
  const form = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Fale comigo', tipo: 'formulario' });
  return { world, cards, first, form };
}

describe('editSkin: a contact form container', () => {
  it('adds a form with the starting subjects, and publishes its kind and subjects on the page', async () => {
    const { world, form, cards } = await withForm();
    expect(containerDoc(world, form)).toEqual({
      id_container: form,
      titulo: 'Fale comigo',
      iconUrl: '',
      order: 1,
      tipo: 'formulario',
      assuntos: [...NEW_FORM_SUBJECTS],
    });
    // A container of cards is stored as before, without a kind.
    expect(containerDoc(world, cards)).not.toHaveProperty('tipo');
    expect(containerDoc(world, cards)).not.toHaveProperty('assuntos');
    expect(publishedPage(world, 'home')?.containers.find((c) => c.id_container === form)).toMatchObject({
      tipo: 'formulario',
      assuntos: ['OUTRO'],
      cardIds: [],
    });
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('refuses a second form on a page, added or placed, writing nothing; another page may have its own', async () => {
    const { world } = await withForm();
    await edit(world, { kind: 'addPage', nome: 'contato' });
    const other = await edit(world, { kind: 'addContainer', pageId: 'contato', titulo: 'Outro', tipo: 'formulario' });
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addContainer', pageId: 'home', titulo: 'De novo', tipo: 'formulario' })).toMatchObject(
        {
          code: 'already-exists',
          message: MESSAGES.formAlreadyOnPage,
        },
      );
      expect(await refusal(world, { kind: 'placeContainer', containerId: other, pageId: 'home' })).toMatchObject({
        code: 'already-exists',
        message: MESSAGES.formAlreadyOnPage,
      });
    });
    // A container of cards still joins a page that has a form.
    await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Mais', tipo: 'cards' });
    expect(publishedPage(world, 'home')?.containers.map((c) => c.titulo)).toEqual(['Projetos', 'Fale comigo', 'Mais']);
  });

  it('takes no card: adding one or moving one into it is refused, writing nothing', async () => {
    const { world, cards, first, form } = await withForm();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addCard', containerId: form, card })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.formHoldsNoCards,
      });
      expect(
        await refusal(world, { kind: 'moveCard', cardId: first, fromContainerId: cards, toContainerId: form, toIndex: 0 }),
      ).toMatchObject({ code: 'failed-precondition', message: MESSAGES.formHoldsNoCards });
    });
  });

  it('keeps its subjects trimmed and in capitals, in the order given', async () => {
    const { world, form } = await withForm();
    await edit(world, { kind: 'updateContainer', containerId: form, assuntos: ['  orçamento ', 'Ação social', 'outro'] });
    expect(containerDoc(world, form)?.assuntos).toEqual(['ORÇAMENTO', 'AÇÃO SOCIAL', 'OUTRO']);
    expect(publishedPage(world, 'home')?.containers.find((c) => c.id_container === form)?.assuntos).toEqual([
      'ORÇAMENTO',
      'AÇÃO SOCIAL',
      'OUTRO',
    ]);
    // Its title changes as any container's, and leaves the subjects alone.
    await edit(world, { kind: 'updateContainer', containerId: form, titulo: 'Contato' });
    expect(containerDoc(world, form)).toMatchObject({ titulo: 'Contato', assuntos: ['ORÇAMENTO', 'AÇÃO SOCIAL', 'OUTRO'] });
  });

  it.each([
    ['no subject', [], MESSAGES.formSubjectsCount],
    ['nine subjects', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'], MESSAGES.formSubjectsCount],
    ['a hundred subjects', Array.from({ length: 100 }, (_, i) => `S${i}`), MESSAGES.formSubjectsCount],
    ['an empty subject', ['OUTRO', '   '], MESSAGES.formSubjectEmpty],
    ['a subject of 41 characters', ['x'.repeat(41)], MESSAGES.formSubjectTooLong],
    ['a subject of 500 characters', ['x'.repeat(500)], MESSAGES.formSubjectTooLong],
    ['the same subject twice, once in small letters', ['OUTRO', ' outro'], MESSAGES.formSubjectRepeated],
    ['a subject that is not text', ['OUTRO', 3], MESSAGES.invalidPayload],
    ['subjects that are not a list', 'OUTRO', MESSAGES.invalidPayload],
  ])('refuses %s with invalid-argument in Portuguese, writing nothing', async (_name, assuntos, message) => {
    const { world, form } = await withForm();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'updateContainer', containerId: form, assuntos })).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    });
  });

  it('accepts eight subjects of 40 characters', async () => {
    const { world, form } = await withForm();
    const eight = Array.from({ length: 8 }, (_, i) => `${i}`.padEnd(40, 'x'));
    await edit(world, { kind: 'updateContainer', containerId: form, assuntos: eight });
    expect(containerDoc(world, form)?.assuntos).toEqual(eight.map((s) => s.toUpperCase()));
  });

  it('gives subjects to a form only, and refuses an unknown kind, writing nothing', async () => {
    const { world, cards } = await withForm();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'updateContainer', containerId: cards, assuntos: ['OUTRO'] })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.formSubjectsNotAForm,
      });
      expect(await refusal(world, { kind: 'updateContainer', containerId: 'nada', assuntos: ['OUTRO'] })).toMatchObject({
        code: 'not-found',
      });
      expect(await refusal(world, { kind: 'addContainer', pageId: 'home', titulo: 'X', tipo: 'mural' })).toMatchObject({
        code: 'invalid-argument',
        message: MESSAGES.invalidPayload,
      });
    });
  });

  it('moves, takes off, places back and deletes a form like any container', async () => {
    const { world, form } = await withForm();
    await edit(world, { kind: 'moveContainer', pageId: 'home', containerId: form, toIndex: 0 });
    expect(publishedPage(world, 'home')?.containers.map((c) => c.titulo)).toEqual(['Fale comigo', 'Projetos']);
    await edit(world, { kind: 'unplaceContainer', containerId: form, pageId: 'home' });
    await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Novo', tipo: 'formulario' });
    // Back on a page that has a form again: refused; on a page without one, fine.
    expect(await refusal(world, { kind: 'placeContainer', containerId: form, pageId: 'home' })).toMatchObject({
      message: MESSAGES.formAlreadyOnPage,
    });
    await edit(world, { kind: 'addPage', nome: 'sobre' });
    await edit(world, { kind: 'placeContainer', containerId: form, pageId: 'sobre' });
    await edit(world, { kind: 'deleteContainer', containerId: form });
    expect(containerDoc(world, form)).toBeNull();
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });
});

describe('editSkin: Control characters in subjects, and in every other text a person reads', () => {
  it.each([
    ['CR', 'ORÇA\rMENTO'],
    ['LF', 'ORÇA\nMENTO'],
    ['CR LF and a header', 'OI\r\nBcc: todos@exemplo.com'],
    ['NUL', 'OUTRO\u0000'],
    ['a bidi override', 'PREÇO\u202E'],
  ])('refuses a subject holding %s, writing nothing', async (_, subject) => {
    const { world, form } = await withForm();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'updateContainer', containerId: form, assuntos: ['OUTRO', subject] })).toMatchObject({
        code: 'invalid-argument',
        message: MESSAGES.formSubjectInvalidChars,
      });
    });
  });

  it.each([
    ['a container title', (ids: Ids) => ({ kind: 'updateContainer', containerId: ids.cards, titulo: 'Proje\u202Etos' })],
    ['a new container title', () => ({ kind: 'addContainer', pageId: 'home', titulo: 'Linha\nnova' })],
    ['a page label', () => ({ kind: 'renamePage', pageId: 'home', nome: 'In\u2067icio' })],
    ['a page text', () => ({ kind: 'updatePage', pageId: 'home', conteudo: 'Olá\u0000' })],
    ['the profile text', () => ({ kind: 'updateSkin', profileText: 'Sobre\u202Dmim' })],
    ['a card name', (ids: Ids) => ({ kind: 'updateCard', cardId: ids.first, card: { ...card, name: 'abri\rgo' } })],
    ['a card title', (ids: Ids) => ({ kind: 'updateCard', cardId: ids.first, card: { ...card, titulo: 'Rede\u202A' } })],
    ['a card description', (ids: Ids) => ({ kind: 'updateCard', cardId: ids.first, card: { ...card, descricao: 'a\u0007b' } })],
    ['a card period', (ids: Ids) => ({ kind: 'updateCard', cardId: ids.first, card: { ...card, periodo: '2024\u2068' } })],
  ])('refuses control and bidi-override characters in %s, writing nothing', async (_, change) => {
    const { world, ...ids } = await withForm();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, change(ids))).toMatchObject({
        code: 'invalid-argument',
        message: MESSAGES.studioTextInvalidChars,
      });
    });
  });

  it('keeps line breaks and tabs in the texts written over several lines (page text, card description)', async () => {
    const { world, first } = await withForm();
    await edit(world, { kind: 'updatePage', pageId: 'home', conteudo: 'Linha 1\nLinha 2\n\tRecuo' });
    await edit(world, { kind: 'updateCard', cardId: first, card: { ...card, descricao: 'Um\nDois' } });
    expect(world.db.get(paths.pagina(ANA.uid, ANA_SKIN, 'home'))).toMatchObject({ conteudo: 'Linha 1\nLinha 2\n\tRecuo' });
  });
});

type Ids = { cards: string; first: string; form: string };
