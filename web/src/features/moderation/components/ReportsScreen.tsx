import { useState } from 'react';
import type { ReportRow } from '../../../shared/backend/port';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LiveList } from '../../../shared/ui/LiveList';
import { useReportActions, type ReportAction } from '../hooks/use-report-actions';
import { orderReports } from '../reports-model';
import { ReportItem } from './ReportItem';
import './reports.css';

/**
 * `menu/{userId}/denuncias` (owners): every report of a skin, open ones first, newest first, with
 * what can be decided on each: hide the skin (asked first: the public stops seeing it) or restore
 * it, and dismiss an open report. One live query, which the rules allow to owners only; a decision
 * shows up in the list as the server records it.
 */
export function ReportsScreen() {
  const state = useLiveQuery<ReportRow[]>('denúncias', (backend, live) => backend.watchReports(live), []);
  const actions = useReportActions();
  const [hiding, setHiding] = useState<ReportRow | null>(null);
  const decide = (report: ReportRow, action: ReportAction) => {
    if (action === 'ocultar') setHiding(report);
    else void actions.run(report, action);
  };
  return (
    <section className="reports" aria-label="Denúncias">
      <LiveList state={state} loading="Carregando dados..." failed="Erro ao carregar as denúncias." empty="Nenhuma denúncia.">
        {(reports) => (
          <ul className="plain-list" aria-label="Denúncias recebidas">
            {orderReports(reports).map((report) => (
              <ReportItem
                key={report.id}
                report={report}
                {...actions.stateOf(report.id)}
                onAction={(action) => decide(report, action)}
              />
            ))}
          </ul>
        )}
      </LiveList>
      <ConfirmDialog
        open={hiding !== null}
        title="Ocultar skin"
        confirmLabel="Ocultar skin"
        onCancel={() => setHiding(null)}
        onConfirm={() => {
          if (hiding) void actions.run(hiding, 'ocultar');
          setHiding(null);
        }}
      >
        Ocultar a skin {hiding?.skin}? Ela deixa de ser exibida ao público.
      </ConfirmDialog>
    </section>
  );
}
