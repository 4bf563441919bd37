/**
 * Her own questions on her contact form (briefing), as the studio saves them: the whole list at once,
 * checked and normalised, only on a form, carried to the published page its visitors' answers are
 * checked against. Every refusal writes nothing.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths, type PublishedPageDoc } from '../../published';
import type { ContainerDoc } from '../../skins';
import type { SkinChange } from '../studio-commands';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';
import { skinProblems } from '../../handlers/test-support/skin-tree';

const ANA_SKIN = 'skin-ana';
const containerDoc = (world: World, id: string) => world.db.get<ContainerDoc>(`${paths.containers(ANA.uid, ANA_SKIN)}/${id}`);
const publishedForm = (world: World, id: string) =>
  world.db.get<PublishedPageDoc>(publishedPaths.page('ana', 'home'))?.containers.find((c) => c.id_container === id);

async function edit(world: World, change: SkinChange): Promise<string> {
  return (await world.call('editSkin', { skin: 'ana', change }, { as: ANA })).createdId ?? '';
}

const questionsOf = (form: string, perguntas: unknown) => ({ kind: 'updateContainer', containerId: form, perguntas });
const refusal = (world: World, change: unknown) => world.refusal('editSkin', { skin: 'ana', change }, { as: ANA });

async function withForm() {
  const world = createWorld();
  const cards = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Projetos' });
  const form = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Fale comigo', tipo: 'formulario' });
  return { world, cards, form };
}

const PRAZO = { id: 'prazo', texto: '  Qual é o   prazo? ', tipo: 'curta', obrigatoria: true };
const VERBA = { id: 'verba', texto: 'Orçamento', tipo: 'orcamento', obrigatoria: false, faixas: [500, 1000, 3000] };
const TIPO = { id: 'tipo', texto: 'Tipo de projeto', tipo: 'escolha', obrigatoria: true, opcoes: ['Logo', 'Site'], faixas: [1] };

describe('editSkin: her questions on the contact form', () => {
  it('saves her questions normalised, in her order, and publishes them with the form', async () => {
    const { world, form } = await withForm();
    await world.call('editSkin', { skin: 'ana', change: questionsOf(form, [TIPO, PRAZO, VERBA]) }, { as: ANA });

    const stored = [
      { id: 'tipo', texto: 'Tipo de projeto', tipo: 'escolha', obrigatoria: true, opcoes: ['Logo', 'Site'] },
      { id: 'prazo', texto: 'Qual é o prazo?', tipo: 'curta', obrigatoria: true },
      { id: 'verba', texto: 'Orçamento', tipo: 'orcamento', obrigatoria: false, faixas: [500, 1000, 3000] },
    ];
    expect(containerDoc(world, form)?.perguntas).toEqual(stored);
    expect(publishedForm(world, form)?.perguntas).toEqual(stored);
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('an empty list takes every question off the form', async () => {
    const { world, form } = await withForm();
    await world.call('editSkin', { skin: 'ana', change: questionsOf(form, [PRAZO]) }, { as: ANA });
    await world.call('editSkin', { skin: 'ana', change: questionsOf(form, []) }, { as: ANA });
    expect(containerDoc(world, form)?.perguntas).toEqual([]);
    expect(publishedForm(world, form)?.perguntas).toEqual([]);
  });

  it('Questions on a container of cards: refused, writing nothing', async () => {
    const { world, cards } = await withForm();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, questionsOf(cards, [PRAZO]))).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.briefingNotAForm,
      });
    });
  });

  it.each<[string, unknown, string]>([
    ['nine questions', Array.from({ length: 9 }, (_, i) => ({ ...PRAZO, id: `p${i}` })), MESSAGES.briefingQuestionsCount],
    ['a choice with one option', [{ ...TIPO, opcoes: ['Logo'] }], MESSAGES.briefingOptionsCount],
    ['an option of 61 characters', [{ ...TIPO, opcoes: ['Logo', 'x'.repeat(61)] }], MESSAGES.briefingOptionTooLong],
    ['budget limits out of order', [{ ...VERBA, faixas: [3000, 500] }], MESSAGES.briefingBudgetLimits],
    ['a blank question', [{ ...PRAZO, texto: ' ' }], MESSAGES.briefingQuestionEmpty],
    ['a control character in a question', [{ ...PRAZO, texto: 'Prazo?\u0007' }], MESSAGES.briefingQuestionInvalidChars],
    ['an unknown type', [{ ...PRAZO, tipo: 'arquivo' }], MESSAGES.invalidPayload],
    ['an unknown field', [{ ...PRAZO, html: '<b>' }], `${MESSAGES.unknownField}html`],
    ['questions that are not a list', { prazo: PRAZO }, MESSAGES.invalidPayload],
    ['a huge list', Array.from({ length: 10_000 }, (_, i) => ({ ...PRAZO, id: `p${i}` })), MESSAGES.briefingQuestionsCount],
    ['a huge text', [{ ...PRAZO, texto: 'x'.repeat(100_000) }], MESSAGES.briefingQuestionTooLong],
    ['a repeated id', [PRAZO, PRAZO], MESSAGES.invalidPayload],
  ])('Hostile or mistaken questions (%s): refused with a clear message, writing nothing', async (_, perguntas, message) => {
    const { world, form } = await withForm();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, questionsOf(form, perguntas))).toMatchObject({ code: 'invalid-argument', message });
    });
  });
});
