/**
 * A visitor's answers to her questions: checked against the questions of the form she saw, and made
 * the readable answers the conversation keeps. The public form runs it before sending (so each problem
 * shows under its question) and sendContactMessage runs it again on what arrives. It reads the public
 * messages only: every page with a form loads it.
 */
import { hasHiddenCharacters } from '../kernel/hidden-characters';
import { PUBLIC_MESSAGES } from '../kernel/public-messages';
import type { PerguntaFormulario, RespostaFormulario } from '../kernel/briefing-types';
import { budgetBands } from './budget';
import { BRIEFING_LIMITS as MAX } from './limits';

/**
 * What the form sends, by question id: a text, one of her options, a date as an `<input type="date">`
 * gives it (aaaa-mm-dd), a budget band's position ("0" for the first) or, for several choices, the
 * chosen options. Blank ("" or none chosen) is no answer.
 */
export type RespostasDigitadas = Readonly<Record<string, string | readonly string[]>>;

export type RespostasCheck =
  | { ok: true; respostas: RespostaFormulario[] }
  /**
   * `problems`: a person's mistakes, by question id, as the form shows them under each question.
   * `forged`: something no form sends (an unknown question, a value of the wrong shape).
   */
  | { ok: false; forged: boolean; problems: Readonly<Record<string, string>> };

type Answer = { ok: true; resposta: string } | { ok: false; problem: string | null };

const answered = (value: string | readonly string[] | undefined): boolean =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value.length > 0;

/** "2026-03-09" -> "09/03/2026", or null when it is no day of the calendar. */
export function readableDate(typed: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

function textAnswer(typed: string, lines: boolean, max: number, tooLong: string): Answer {
  if (hasHiddenCharacters(typed, { lines })) return { ok: false, problem: PUBLIC_MESSAGES.briefingAnswerInvalidChars };
  const resposta = lines ? typed.trim() : typed.trim().replace(/\s+/gu, ' ');
  return resposta.length > max ? { ok: false, problem: tooLong } : { ok: true, resposta };
}

function answerTo(question: PerguntaFormulario, value: string | readonly string[]): Answer {
  const opcoes = question.opcoes ?? [];
  if (question.tipo === 'multipla') {
    if (typeof value === 'string') return { ok: false, problem: null };
    const chosen = new Set(value);
    if (chosen.size !== value.length) return { ok: false, problem: null };
    if (value.some((option) => !opcoes.includes(option))) return { ok: false, problem: PUBLIC_MESSAGES.briefingChoiceUnknown };
    // In her order, whatever order they were ticked in.
    return { ok: true, resposta: opcoes.filter((option) => chosen.has(option)).join(', ') };
  }
  if (typeof value !== 'string') return { ok: false, problem: null };
  switch (question.tipo) {
    case 'curta':
      return textAnswer(value, false, MAX.respostaCurta, PUBLIC_MESSAGES.briefingShortTooLong);
    case 'longa':
      return textAnswer(value, true, MAX.respostaLonga, PUBLIC_MESSAGES.briefingLongTooLong);
    case 'escolha':
      return opcoes.includes(value)
        ? { ok: true, resposta: value }
        : { ok: false, problem: PUBLIC_MESSAGES.briefingChoiceUnknown };
    case 'data': {
      const date = readableDate(value);
      return date === null ? { ok: false, problem: PUBLIC_MESSAGES.briefingDateInvalid } : { ok: true, resposta: date };
    }
    case 'orcamento': {
      const band = /^\d{1,2}$/.test(value) ? budgetBands(question.faixas ?? [])[Number(value)] : undefined;
      return band === undefined ? { ok: false, problem: PUBLIC_MESSAGES.briefingChoiceUnknown } : { ok: true, resposta: band };
    }
  }
}

/** The answers to `perguntas` (her form's), in her order, or every problem found. */
export function checkRespostas(perguntas: readonly PerguntaFormulario[], typed: RespostasDigitadas): RespostasCheck {
  const known = new Set(perguntas.map((p) => p.id));
  const forged = Object.keys(typed).some((id) => !known.has(id));
  const problems: Record<string, string> = {};
  const respostas: RespostaFormulario[] = [];
  let malformed = false;
  for (const question of perguntas) {
    const value = Object.hasOwn(typed, question.id) ? typed[question.id] : undefined;
    if (value === undefined || !answered(value)) {
      if (question.obrigatoria) problems[question.id] = PUBLIC_MESSAGES.briefingAnswerMissing;
      continue;
    }
    const answer = answerTo(question, value);
    if (answer.ok) respostas.push({ id: question.id, pergunta: question.texto, tipo: question.tipo, resposta: answer.resposta });
    else if (answer.problem === null) malformed = true;
    else problems[question.id] = answer.problem;
  }
  if (forged || malformed || Object.keys(problems).length > 0) return { ok: false, forged: forged || malformed, problems };
  return { ok: true, respostas };
}

/**
 * The one refusal the server sends for a check that failed: a forged payload gets none of the form's
 * words; a missing answer, a sentence about the form (the form itself marks which question).
 */
export function answersRefusal(check: Extract<RespostasCheck, { ok: false }>): string | null {
  if (check.forged) return null;
  const first = Object.values(check.problems)[0];
  return first === PUBLIC_MESSAGES.briefingAnswerMissing ? PUBLIC_MESSAGES.briefingRequiredMissing : (first ?? null);
}
