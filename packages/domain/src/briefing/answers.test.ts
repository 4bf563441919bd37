import { PUBLIC_MESSAGES } from '../kernel/public-messages';
import type { PerguntaFormulario } from '../kernel/briefing-types';
import { answersRefusal, checkRespostas, readableDate, type RespostasDigitadas } from './answers';

const FORM: PerguntaFormulario[] = [
  { id: 'prazo', texto: 'Qual é o prazo?', tipo: 'curta', obrigatoria: true },
  { id: 'ideia', texto: 'Conte a ideia', tipo: 'longa', obrigatoria: false },
  { id: 'tipo', texto: 'Tipo de projeto', tipo: 'escolha', obrigatoria: true, opcoes: ['Logo', 'Site'] },
  { id: 'redes', texto: 'Quais redes?', tipo: 'multipla', obrigatoria: false, opcoes: ['Instagram', 'TikTok', 'YouTube'] },
  { id: 'data', texto: 'Data do evento', tipo: 'data', obrigatoria: false },
  { id: 'verba', texto: 'Orçamento', tipo: 'orcamento', obrigatoria: false, faixas: [500, 1000, 3000] },
];

const REQUIRED: RespostasDigitadas = { prazo: 'Um mês', tipo: 'Logo' };

const problemsOf = (typed: RespostasDigitadas) => {
  const checked = checkRespostas(FORM, { ...REQUIRED, ...typed });
  return checked.ok ? null : checked;
};

describe("a visitor's answers to her questions", () => {
  it('makes readable answers, in her order, leaving out the ones left blank', () => {
    const checked = checkRespostas(FORM, {
      verba: '2',
      redes: ['YouTube', 'Instagram'],
      data: '2026-03-09',
      ideia: '  Uma marca\npara a padaria  ',
      tipo: 'Site',
      prazo: '  Um   mês ',
    });
    expect(checked).toEqual({
      ok: true,
      respostas: [
        { id: 'prazo', pergunta: 'Qual é o prazo?', tipo: 'curta', resposta: 'Um mês' },
        { id: 'ideia', pergunta: 'Conte a ideia', tipo: 'longa', resposta: 'Uma marca\npara a padaria' },
        { id: 'tipo', pergunta: 'Tipo de projeto', tipo: 'escolha', resposta: 'Site' },
        { id: 'redes', pergunta: 'Quais redes?', tipo: 'multipla', resposta: 'Instagram, YouTube' },
        { id: 'data', pergunta: 'Data do evento', tipo: 'data', resposta: '09/03/2026' },
        { id: 'verba', pergunta: 'Orçamento', tipo: 'orcamento', resposta: 'R$ 1.000 a R$ 3.000' },
      ],
    });
  });

  it('an optional question left blank is no answer', () => {
    expect(checkRespostas(FORM, { ...REQUIRED, ideia: '   ', redes: [] })).toMatchObject({ ok: true, respostas: [{}, {}] });
  });

  it('a form without questions takes no answers', () => {
    expect(checkRespostas([], {})).toEqual({ ok: true, respostas: [] });
    expect(checkRespostas([], { prazo: 'x' })).toMatchObject({ ok: false, forged: true });
  });

  it.each<[string, RespostasDigitadas, string]>([
    ['a required question left blank', { prazo: ' ' }, PUBLIC_MESSAGES.briefingAnswerMissing],
    ['an option she does not offer', { tipo: 'Vídeo' }, PUBLIC_MESSAGES.briefingChoiceUnknown],
    ['one of several choices she does not offer', { redes: ['Instagram', 'Orkut'] }, PUBLIC_MESSAGES.briefingChoiceUnknown],
    ['a day that does not exist', { data: '2026-02-30' }, PUBLIC_MESSAGES.briefingDateInvalid],
    ['a date in another format', { data: '09/03/2026' }, PUBLIC_MESSAGES.briefingDateInvalid],
    ['a budget band that does not exist', { verba: '4' }, PUBLIC_MESSAGES.briefingChoiceUnknown],
    ['a budget typed as a number of reais', { verba: '1500' }, PUBLIC_MESSAGES.briefingChoiceUnknown],
    ['a short answer of 201 characters', { prazo: 'a'.repeat(201) }, PUBLIC_MESSAGES.briefingShortTooLong],
    ['a long answer of 2001 characters', { ideia: 'a'.repeat(2001) }, PUBLIC_MESSAGES.briefingLongTooLong],
    ['a line break in a short answer', { prazo: 'Um mês\r\nBcc: x' }, PUBLIC_MESSAGES.briefingAnswerInvalidChars],
    ['a bidi override in a long answer', { ideia: 'abc\u202edef' }, PUBLIC_MESSAGES.briefingAnswerInvalidChars],
  ])('refuses %s, under its question', (_, typed, problem) => {
    const checked = problemsOf(typed);
    expect(checked?.forged).toBe(false);
    expect(Object.values(checked?.problems ?? {})).toEqual([problem]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown question', { outra: 'x' }],
    ['several choices sent as one text', { redes: 'Instagram' }],
    ['one choice sent as a list', { tipo: ['Logo'] }],
    ['a choice ticked twice', { redes: ['Instagram', 'Instagram'] }],
    ['an inherited key', { constructor: 'x' }],
  ])('takes %s for a forged payload', (_, typed) => {
    const checked = problemsOf(typed as RespostasDigitadas);
    expect(checked?.forged).toBe(true);
    expect(answersRefusal(checked!)).toBeNull();
  });

  it('the server says which kind of problem, about the form as a whole when an answer is missing', () => {
    expect(answersRefusal(problemsOf({ prazo: '' })!)).toBe(PUBLIC_MESSAGES.briefingRequiredMissing);
    expect(answersRefusal(problemsOf({ data: '2026-13-01' })!)).toBe(PUBLIC_MESSAGES.briefingDateInvalid);
  });

  it('reads a date as dd/mm/aaaa, a leap day only in a leap year', () => {
    expect(readableDate('2028-02-29')).toBe('29/02/2028');
    expect(readableDate('2026-02-29')).toBeNull();
    expect(readableDate('0000-01-01')).toBeNull();
  });
});
