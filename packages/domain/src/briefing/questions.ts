/**
 * Her questions on her contact form, as the studio sends them and the form's container keeps them:
 * the rule that says what a person reads when a list is refused. Pure, so the studio runs it before
 * saving and editSkin runs it again on what arrives.
 */
import { hasHiddenCharacters } from '../kernel/hidden-characters';
import { MESSAGES } from '../kernel/messages';
import { TIPOS_PERGUNTA, type PerguntaFormulario, type TipoPergunta } from '../kernel/briefing-types';
import { BRIEFING_LIMITS as MAX, QUESTION_ID_PATTERN } from './limits';

export { TIPOS_PERGUNTA };

/** How the studio names each type. */
export const TIPO_PERGUNTA_ROTULOS: Readonly<Record<TipoPergunta, string>> = {
  curta: 'Resposta curta',
  longa: 'Resposta longa',
  escolha: 'Uma escolha',
  multipla: 'Várias escolhas',
  data: 'Data',
  orcamento: 'Orçamento em reais',
};

/** The types whose visitor picks among her options. */
export const hasOptions = (tipo: TipoPergunta): boolean => tipo === 'escolha' || tipo === 'multipla';

/** A question as typed: options and bands may be there whatever the type (the studio keeps them while she switches). */
export interface PerguntaDigitada {
  id: string;
  texto: string;
  tipo: TipoPergunta;
  obrigatoria: boolean;
  opcoes?: readonly string[];
  faixas?: readonly number[];
}

export type PerguntasCheck =
  | { ok: true; perguntas: PerguntaFormulario[] }
  /** `index`: the question the problem is about, null for the list as a whole. */
  | { ok: false; problem: string; index: number | null };

/** One line of text as a person reads it: trimmed, inner runs of spaces made one. */
const oneLine = (typed: string) => typed.trim().replace(/\s+/gu, ' ');

function checkOptions(typed: readonly string[] | undefined): { ok: true; opcoes: string[] } | { ok: false; problem: string } {
  const raw = typed ?? [];
  if (raw.length < MAX.opcoesMin || raw.length > MAX.opcoesMax) return { ok: false, problem: MESSAGES.briefingOptionsCount };
  if (raw.some((o) => hasHiddenCharacters(o))) return { ok: false, problem: MESSAGES.briefingQuestionInvalidChars };
  const opcoes = raw.map(oneLine);
  if (opcoes.some((o) => o === '')) return { ok: false, problem: MESSAGES.briefingOptionEmpty };
  if (opcoes.some((o) => o.length > MAX.opcao)) return { ok: false, problem: MESSAGES.briefingOptionTooLong };
  if (new Set(opcoes).size !== opcoes.length) return { ok: false, problem: MESSAGES.briefingOptionRepeated };
  return { ok: true, opcoes };
}

/** Whole reais, from R$ 1 to the highest limit, each above the one before. */
export function budgetLimitsValid(limits: readonly number[]): boolean {
  if (limits.length < MAX.faixasMin || limits.length > MAX.faixasMax) return false;
  return limits.every(
    (value, i) => Number.isInteger(value) && value >= 1 && value <= MAX.faixaMax && value > (limits[i - 1] ?? 0),
  );
}

function checkOne(typed: PerguntaDigitada): { ok: true; pergunta: PerguntaFormulario } | { ok: false; problem: string } {
  if (hasHiddenCharacters(typed.texto)) return { ok: false, problem: MESSAGES.briefingQuestionInvalidChars };
  const texto = oneLine(typed.texto);
  if (texto === '') return { ok: false, problem: MESSAGES.briefingQuestionEmpty };
  if (texto.length > MAX.textoPergunta) return { ok: false, problem: MESSAGES.briefingQuestionTooLong };
  const pergunta: PerguntaFormulario = { id: typed.id, texto, tipo: typed.tipo, obrigatoria: typed.obrigatoria };
  // What does not apply to its type is left behind: a question keeps only what its form shows.
  if (hasOptions(typed.tipo)) {
    const options = checkOptions(typed.opcoes);
    if (!options.ok) return options;
    pergunta.opcoes = options.opcoes;
  }
  if (typed.tipo === 'orcamento') {
    const limits = [...(typed.faixas ?? [])];
    if (!budgetLimitsValid(limits)) return { ok: false, problem: MESSAGES.briefingBudgetLimits };
    pergunta.faixas = limits;
  }
  return { ok: true, pergunta };
}

/** Her whole list of questions, normalised, or the first problem and the question it is about. */
export function checkPerguntas(typed: readonly PerguntaDigitada[]): PerguntasCheck {
  if (typed.length > MAX.perguntas) return { ok: false, problem: MESSAGES.briefingQuestionsCount, index: null };
  const ids = typed.map((p) => p.id);
  // Ids are the studio's, never typed: a bad or repeated one is not a person's mistake.
  if (new Set(ids).size !== ids.length || ids.some((id) => !QUESTION_ID_PATTERN.test(id))) {
    return { ok: false, problem: MESSAGES.invalidPayload, index: null };
  }
  const perguntas: PerguntaFormulario[] = [];
  for (const [index, question] of typed.entries()) {
    const checked = checkOne(question);
    if (!checked.ok) return { ok: false, problem: checked.problem, index };
    perguntas.push(checked.pergunta);
  }
  return { ok: true, perguntas };
}
