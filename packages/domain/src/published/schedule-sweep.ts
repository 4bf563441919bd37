/**
 * The run a scheduled function makes every SCHEDULE_SWEEP_MINUTES (published-site.ts; functions/src/scheduled.ts), and
 * the demo in the browser: every skin whose card or container just reached a date gets its snapshot
 * made again. Overlapping runs are harmless: each skin's transaction checks that it is still due.
 */
import type { HandlerDeps } from '../handlers/handler-types';
/** Skins one run republishes at most; the next run takes the rest, most overdue first. */
const RUN_BATCH = 100;

export type ScheduleSweepDeps = Pick<HandlerDeps, 'store' | 'now' | 'logger'>;

export interface ScheduleSweepReport {
  /** Skins whose snapshot changed. */
  republished: string[];
  /** Skins a page of which would pass the size limit: left as published, and logged. */
  tooLarge: string[];
}

export async function runScheduleSweep(deps: ScheduleSweepDeps): Promise<ScheduleSweepReport> {
  const report: ScheduleSweepReport = { republished: [], tooLarge: [] };
  const now = deps.now();
  for (const username of await deps.store.dueScheduled(now, RUN_BATCH)) {
    try {
      const outcome = await deps.store.republishScheduled(username, now);
      if (outcome === 'too-large') report.tooLarge.push(username);
      else if (outcome > 0) report.republished.push(username);
    } catch (error) {
      // One skin failing (a contended transaction) leaves it due: the next run tries it again.
      deps.logger?.error('schedule: skin not republished', { username, error: String(error) });
    }
  }
  return report;
}
