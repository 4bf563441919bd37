/**
 * The dates as every writer takes them (the studio's card and container changes, a skin file, its
 * duplicate): one schema, so no path stores a window the studio would refuse.
 */
import { z } from 'zod';
import { MESSAGES } from '../kernel/messages';
import type { Janela } from './window';
import { scheduleProblem } from './problem';

/** Sane bounds only: a date far outside them is a typo or a hostile payload, not a plan. */
export const SCHEDULE_MIN = Date.UTC(2000, 0, 1);
export const SCHEDULE_MAX = Date.UTC(2100, 0, 1);

/** One bound: epoch milliseconds, null to clear it, absent to leave it as it is. */
export const scheduleInstant = z
  .number({ error: MESSAGES.scheduleDateInvalid })
  .int(MESSAGES.scheduleDateInvalid)
  .min(SCHEDULE_MIN, MESSAGES.scheduleDateInvalid)
  .max(SCHEDULE_MAX, MESSAGES.scheduleDateInvalid)
  .nullable()
  .optional();

export const scheduleShape = { inicio: scheduleInstant, fim: scheduleInstant };

/** For a schema's superRefine: the problem, on `fim`, where the studio shows it. */
export function refineSchedule(item: Janela, ctx: z.RefinementCtx): void {
  const problem = scheduleProblem(item);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['fim'] });
}
