/** What saveBusinessHours accepts: every weekday's periods checked, each problem told in Portuguese with its day. */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { hasHiddenCharacters } from '../../kernel/hidden-characters';
import { FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';
import { AUTOMATIC_TEXT_MAX_LENGTH } from '../atendimento';
import { isValidTimeZone, MAX_PERIODS_PER_DAY, periodProblem, WEEKDAYS, type DiaSemana, type PeriodProblem } from '../hours';

type Capitalized<S extends string> = S extends `${infer F}${infer R}` ? `${Uppercase<F>}${R}` : S;
type ProblemKey = 'hoursInvalid' | 'hoursOverlap' | 'hoursTooMany';

const PROBLEM_KEY: Record<PeriodProblem, ProblemKey> = {
  invalid: 'hoursInvalid',
  overlap: 'hoursOverlap',
  'too-many': 'hoursTooMany',
};

/** The message of a day's problem: it starts with the day's name, so a person knows which row to fix. */
export function dayProblemMessage(day: DiaSemana, problem: PeriodProblem): string {
  const key = `${PROBLEM_KEY[problem]}${(day.charAt(0).toUpperCase() + day.slice(1)) as Capitalized<DiaSemana>}` as const;
  return MESSAGES[key];
}

/** The weekday a refusal of saveBusinessHours is about, for the screen to show it beside that day; null for none. */
export function dayOfMessage(message: string): DiaSemana | null {
  for (const day of WEEKDAYS)
    for (const problem of Object.keys(PROBLEM_KEY) as PeriodProblem[])
      if (dayProblemMessage(day, problem) === message) return day;
  return null;
}

function dayPeriods(day: DiaSemana) {
  const time = z.string({ error: dayProblemMessage(day, 'invalid') }).max(5, dayProblemMessage(day, 'invalid'));
  return z
    .array(z.strictObject({ inicio: time, fim: time }), { error: MESSAGES.invalidPayload })
    .max(MAX_PERIODS_PER_DAY, dayProblemMessage(day, 'too-many'))
    .superRefine((periods, ctx) => {
      const problem = periodProblem(periods);
      if (problem) ctx.addIssue({ code: 'custom', message: dayProblemMessage(day, problem) });
    });
}

function automaticText(tooLong: string) {
  return text(AUTOMATIC_TEXT_MAX_LENGTH, tooLong).refine(
    (value) => !hasHiddenCharacters(value, { lines: true }),
    MESSAGES.hoursTextInvalidChars,
  );
}

export const businessHoursSchema = z.strictObject({
  /** A skin of hers, or `lab` (the site's own inbox) for an owner. */
  skin: text(FORM_TEXT_MAX_LENGTH, MESSAGES.hoursSkinInvalid, MESSAGES.hoursSkinInvalid),
  ativo: z.boolean({ error: MESSAGES.invalidPayload }),
  fusoHorario: text(64, MESSAGES.hoursTimeZoneInvalid, MESSAGES.hoursTimeZoneInvalid).refine(
    isValidTimeZone,
    MESSAGES.hoursTimeZoneInvalid,
  ),
  semana: z.strictObject(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayPeriods(day)])) as Record<DiaSemana, ReturnType<typeof dayPeriods>>,
  ),
  foraDoHorario: automaticText(MESSAGES.hoursAnswerTooLong),
  confirmacao: automaticText(MESSAGES.hoursAckTooLong),
  silencioso: z.boolean({ error: MESSAGES.invalidPayload }),
});

export type SaveBusinessHoursPayload = z.input<typeof businessHoursSchema>;
