/**
 * The payloads' shapes: her questions as the studio and a skin file send them, and a visitor's
 * answers as the contact form sends them. The bounds here only keep a hostile payload small and of
 * the right types; the rules (checkPerguntas, checkRespostas) say what a person reads.
 */
import { z } from 'zod';
import { MESSAGES } from '../kernel/messages';
import { text } from '../kernel/commands/schemas';
import type { PerguntaFormulario, RespostaFormulario } from '../kernel/briefing-types';
import { checkPerguntas, TIPOS_PERGUNTA } from './questions';
import { BRIEFING_LIMITS as MAX, QUESTION_ID_PATTERN } from './limits';

const questionId = z.string({ error: MESSAGES.invalidPayload }).regex(QUESTION_ID_PATTERN, MESSAGES.invalidPayload);

export const perguntaDigitada = z.strictObject(
  {
    id: questionId,
    texto: text(MAX.textoPergunta * 4, MESSAGES.briefingQuestionTooLong),
    tipo: z.enum(TIPOS_PERGUNTA, { error: MESSAGES.invalidPayload }),
    obrigatoria: z.boolean({ error: MESSAGES.invalidPayload }),
    opcoes: z
      .array(text(MAX.opcao * 4, MESSAGES.briefingOptionTooLong), { error: MESSAGES.invalidPayload })
      .max(MAX.opcoesMax * 4, MESSAGES.briefingOptionsCount)
      .optional(),
    faixas: z
      .array(z.number({ error: MESSAGES.briefingBudgetLimits }), { error: MESSAGES.invalidPayload })
      .max(MAX.faixasMax * 4, MESSAGES.briefingBudgetLimits)
      .optional(),
  },
  { error: MESSAGES.invalidPayload },
);

/** Her whole list of questions, normalised by checkPerguntas. */
export const perguntasFormulario = z
  .array(perguntaDigitada, { error: MESSAGES.invalidPayload })
  .max(MAX.perguntas * 4, MESSAGES.briefingQuestionsCount)
  .transform((typed, ctx) => {
    const checked = checkPerguntas(typed);
    if (checked.ok) return checked.perguntas;
    ctx.addIssue({ code: 'custom', message: checked.problem });
    return z.NEVER;
  });

/** A question as the payloads carry it. */
export type PerguntaFormularioPayload = z.input<typeof perguntaDigitada>;

const isSmallRecord = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length <= MAX.perguntas &&
  Object.keys(value).every((key) => QUESTION_ID_PATTERN.test(key));

const answerValue = z.union(
  [
    // A long answer may carry spaces around it that the rule trims; anything beyond is no person's.
    text(MAX.respostaLonga + 200, MESSAGES.briefingLongTooLong),
    z.array(text(MAX.opcao, MESSAGES.briefingChoiceUnknown)).max(MAX.opcoesMax, MESSAGES.invalidPayload),
  ],
  { error: MESSAGES.invalidPayload },
);

/**
 * A visitor's answers by question id: at most one per question a form may have, each key short,
 * checked before zod walks the values, so a huge record costs nothing.
 */
export const respostasDigitadas = z
  .custom<Record<string, unknown>>(isSmallRecord, { error: MESSAGES.invalidPayload })
  .pipe(z.record(z.string(), answerValue));

/** What the contact form sends as its answers. */
export type RespostasPayload = z.input<typeof respostasDigitadas>;

/** A stored answer, as the rules make it; the build fails when it drifts from the stored shape. */
export const respostaFormulario = z.strictObject({
  id: z.string(),
  pergunta: z.string(),
  tipo: z.enum(TIPOS_PERGUNTA),
  resposta: z.string(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const storedShapesAgree: [
  Same<z.output<typeof respostaFormulario>, RespostaFormulario>,
  Same<Required<z.output<typeof perguntaDigitada>>, Required<PerguntaFormulario>>,
] = [true, true];
void storedShapesAgree;
