import { useId } from 'react';
import { MOTIVOS_DENUNCIA } from '@lab/domain/moderation';
import type { ReportRow } from '../../../shared/backend/port';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { DateText } from '../../../shared/ui/DateText';
import type { ReportAction } from '../hooks/use-report-actions';
import { ESTADO_LABEL } from '../reports-model';

export interface ReportItemProps {
  report: ReportRow;
  /** The decision running on this row, if any. */
  running: ReportAction | null;
  /** Why the last decision on this row failed, or null. */
  error: string | null;
  onAction: (action: ReportAction) => void;
}

const RUNNING_LABEL: Record<ReportAction, string> = {
  ocultar: 'Ocultando...',
  restaurar: 'Restaurando...',
  dispensar: 'Dispensando...',
};

/** One report: the skin (a link to it), why, in the reporter's words, when, its state and what can be done. */
export function ReportItem({ report, running, error, onAction }: ReportItemProps) {
  const appPaths = useAppPaths();
  const skinId = useId();
  const errorId = useId();
  const toggle: ReportAction = report.skinOculta ? 'restaurar' : 'ocultar';
  const button = (action: ReportAction, label: string) => (
    <button
      type="button"
      className="neon-button"
      disabled={running !== null}
      aria-busy={running === action}
      aria-describedby={error ? `${skinId} ${errorId}` : skinId}
      onClick={() => onAction(action)}
    >
      {running === action ? RUNNING_LABEL[action] : label}
    </button>
  );
  return (
    <li className={`row-card report report--${report.estado}`} aria-busy={running !== null}>
      <div className="report__body">
        <p className="report__head">
          <a id={skinId} className="report__skin" href={appPaths.skinHome(report.skin)}>
            {report.skin}
          </a>
          <DateText className="row-meta" at={report.criadaEm} />
        </p>
        <p className="report__reason">{MOTIVOS_DENUNCIA[report.motivo]}</p>
        <p className="report__text">{report.texto}</p>
        <p className="report__states">
          <span className="report__state">
            <span className="visually-hidden">Situação: </span>
            {ESTADO_LABEL[report.estado]}
          </span>
          {report.skinOculta && <span className="report__state report__state--hidden">Skin oculta</span>}
        </p>
      </div>
      <div className="report__actions">
        {button(toggle, report.skinOculta ? 'Restaurar' : 'Ocultar skin')}
        {report.estado === 'aberta' && button('dispensar', 'Dispensar')}
        {error && (
          <p id={errorId} className="report__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
