import type { ModerationAction, ReportRow } from '@lab/domain/moderation';
import { useBackend } from '../../../shared/backend/context';
import { useKeyedMutation } from '../../../shared/hooks/use-mutation';
import { dismissReport, moderateSkin } from '../api/moderation-api';

/** What runs on a report's row: hiding or restoring its skin, or dismissing it. */
export type ReportAction = ModerationAction | 'dispensar';

export interface ReportActions {
  run: (report: ReportRow, action: ReportAction) => Promise<void>;
  /** The action running on that report's row, if any, and why the last one failed. */
  stateOf: (reportId: string) => { running: ReportAction | null; error: string | null };
}

/**
 * The owners' decisions on a report: moderateSkin (naming the report it answers) or dismissReport.
 * One decision per row at a time; the list follows the result live, so nothing is re-read here.
 */
export function useReportActions(): ReportActions {
  const backend = useBackend();
  const keyOf = (report: ReportRow, action: ReportAction) => `${report.id}|${action}`;
  const deciding = useKeyedMutation(
    keyOf,
    (report: ReportRow, action: ReportAction) =>
      action === 'dispensar' ? dismissReport(backend, report.id) : moderateSkin(backend, report.skin, action, report.id),
    { logAs: 'Erro ao moderar a denúncia:', fallback: 'Não foi possível concluir. Tente de novo.' },
  );
  const actions: ReportAction[] = ['ocultar', 'restaurar', 'dispensar'];
  return {
    run: async (report, action) => {
      // A new decision replaces the row's last failure, whichever button it was on.
      for (const other of actions) if (other !== action) deciding.setError(`${report.id}|${other}`, null);
      await deciding.run(report, action);
    },
    stateOf: (reportId) => {
      const states = actions.map((action) => ({ action, ...deciding.stateOf(`${reportId}|${action}`) }));
      return {
        running: states.find((s) => s.pending)?.action ?? null,
        error: states.find((s) => s.error !== null)?.error ?? null,
      };
    },
  };
}
