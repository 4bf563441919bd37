import { MESSAGES } from '../kernel/messages';
import { checkPerguntas, type PerguntaDigitada } from './questions';

const question = (fields: Partial<PerguntaDigitada> = {}): PerguntaDigitada => ({
  id: 'p1',
  texto: 'Qual é o prazo?',
  tipo: 'curta',
  obrigatoria: true,
  ...fields,
});

const problemOf = (typed: PerguntaDigitada[]) => {
  const checked = checkPerguntas(typed);
  return checked.ok ? null : checked.problem;
};

describe('her questions on the form', () => {
  it('keeps each question normalised, in her order, with only what its type uses', () => {
    const checked = checkPerguntas([
      question({ id: 'a', texto: '  Qual   é o prazo? ', opcoes: ['x', 'y'], faixas: [1] }),
      question({ id: 'b', tipo: 'multipla', texto: 'Quais redes?', opcoes: [' Instagram ', 'TikTok'], obrigatoria: false }),
      question({ id: 'c', tipo: 'orcamento', texto: 'Orçamento', faixas: [500, 1000, 3000], opcoes: ['x'] }),
    ]);
    expect(checked).toEqual({
      ok: true,
      perguntas: [
        { id: 'a', texto: 'Qual é o prazo?', tipo: 'curta', obrigatoria: true },
        { id: 'b', texto: 'Quais redes?', tipo: 'multipla', obrigatoria: false, opcoes: ['Instagram', 'TikTok'] },
        { id: 'c', texto: 'Orçamento', tipo: 'orcamento', obrigatoria: true, faixas: [500, 1000, 3000] },
      ],
    });
  });

  it('an empty list is a form without questions', () => {
    expect(checkPerguntas([])).toEqual({ ok: true, perguntas: [] });
  });

  it.each<[string, PerguntaDigitada[], string]>([
    ['nine questions', Array.from({ length: 9 }, (_, i) => question({ id: `p${i}` })), MESSAGES.briefingQuestionsCount],
    ['a blank question', [question({ texto: '   ' })], MESSAGES.briefingQuestionEmpty],
    ['a question of 121 characters', [question({ texto: 'a'.repeat(121) })], MESSAGES.briefingQuestionTooLong],
    ['a line break in a question', [question({ texto: 'Prazo?\nBcc: x' })], MESSAGES.briefingQuestionInvalidChars],
    [
      'a bidi override in an option',
      [question({ tipo: 'escolha', opcoes: ['a\u202eb', 'c'] })],
      MESSAGES.briefingQuestionInvalidChars,
    ],
    ['a choice with one option', [question({ tipo: 'escolha', opcoes: ['Sim'] })], MESSAGES.briefingOptionsCount],
    ['a choice with no options', [question({ tipo: 'multipla' })], MESSAGES.briefingOptionsCount],
    [
      'a choice with eleven options',
      [question({ tipo: 'escolha', opcoes: 'abcdefghijk'.split('') })],
      MESSAGES.briefingOptionsCount,
    ],
    ['a blank option', [question({ tipo: 'escolha', opcoes: ['Sim', ' '] })], MESSAGES.briefingOptionEmpty],
    [
      'an option of 61 characters',
      [question({ tipo: 'escolha', opcoes: ['Sim', 'a'.repeat(61)] })],
      MESSAGES.briefingOptionTooLong,
    ],
    ['a repeated option', [question({ tipo: 'multipla', opcoes: ['Sim', ' Sim'] })], MESSAGES.briefingOptionRepeated],
    ['a budget without limits', [question({ tipo: 'orcamento' })], MESSAGES.briefingBudgetLimits],
    ['a budget out of order', [question({ tipo: 'orcamento', faixas: [1000, 500] })], MESSAGES.briefingBudgetLimits],
    ['a budget with cents', [question({ tipo: 'orcamento', faixas: [499.9] })], MESSAGES.briefingBudgetLimits],
    ['a budget of zero', [question({ tipo: 'orcamento', faixas: [0, 10] })], MESSAGES.briefingBudgetLimits],
    ['a budget above ten million', [question({ tipo: 'orcamento', faixas: [10_000_001] })], MESSAGES.briefingBudgetLimits],
    ['six budget limits', [question({ tipo: 'orcamento', faixas: [1, 2, 3, 4, 5, 6] })], MESSAGES.briefingBudgetLimits],
    ['a repeated id', [question(), question()], MESSAGES.invalidPayload],
    ['an id no studio makes', [question({ id: '../x' })], MESSAGES.invalidPayload],
  ])('refuses %s', (_, typed, problem) => {
    expect(problemOf(typed)).toBe(problem);
  });

  it('says which question a problem is about', () => {
    expect(checkPerguntas([question({ id: 'a' }), question({ id: 'b', texto: '' })])).toMatchObject({ ok: false, index: 1 });
  });
});
