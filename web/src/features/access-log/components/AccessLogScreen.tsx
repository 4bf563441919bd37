import type { AcessoRow } from '../../../shared/backend/port';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { LiveList } from '../../../shared/ui/LiveList';
import { useMarkSeen } from '../hooks/use-mark-seen';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { AccessList, AccessTable } from './AccessRows';
import { VisitsSummary } from './VisitsSummary';
import './access-log.css';

/**
 * `menu/{userId}/acessos` (owners): the summary of the last days, then the live access log, newest
 * first, as a table, or on a phone as a list whose rows open their details. The Email column is the
 * access's valorEmail: the e-mail that session later gave in the contact form. One query for the
 * log, which the rules allow to owners only, and one for the summary's counters.
 */
export function AccessLogScreen() {
  const state = useLiveQuery<AcessoRow[]>('acessos', (backend, live) => backend.watchAccessLog(live), []);
  return (
    <div className="access-log-screen">
      <VisitsSummary />
      <LiveList state={state} loading="Carregando dados..." failed="Erro ao carregar acessos." empty="Nenhum acesso registrado.">
        {(rows) => <AccessLog rows={rows} />}
      </LiveList>
    </div>
  );
}

function AccessLog({ rows }: { rows: AcessoRow[] }) {
  const marking = useMarkSeen();
  const narrow = useNarrowScreen();
  const unseen = rows.filter((row) => !row.visto).length;
  const { pending, error } = marking.allState;
  return (
    <>
      <div className="access-log__toolbar">
        <p className="access-log__unseen">{unseen === 0 ? 'Todos os acessos foram vistos.' : unseenText(unseen)}</p>
        <button
          type="button"
          className="neon-button access-log__mark-all"
          onClick={() => void marking.markAll()}
          disabled={unseen === 0 || pending}
          aria-busy={pending}
          aria-describedby={error === null ? undefined : 'access-log-mark-all-error'}
        >
          {pending ? 'Marcando...' : 'Marcar todos como vistos'}
        </button>
        {error !== null && (
          <p id="access-log-mark-all-error" className="access-log__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {narrow ? <AccessList rows={rows} marking={marking} /> : <AccessTable rows={rows} marking={marking} />}
    </>
  );
}

function unseenText(n: number): string {
  return n === 1 ? '1 acesso não visto.' : `${n} acessos não vistos.`;
}
