/**
 * The rule across a window's two dates, apart from the schema: the studio's forms ask it before
 * sending without loading zod.
 */
import { MESSAGES } from '../kernel/messages';
import type { Janela } from './window';

/** What is wrong with a window, in Portuguese, or null. */
export function scheduleProblem(item: Janela): string | null {
  const { inicio, fim } = item;
  return typeof inicio === 'number' && typeof fim === 'number' && fim <= inicio ? MESSAGES.scheduleEndBeforeStart : null;
}
