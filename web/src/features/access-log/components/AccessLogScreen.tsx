import type { AcessoRow } from '../../../shared/backend/port';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { DateText } from '../../../shared/ui/DateText';
import { LiveList } from '../../../shared/ui/LiveList';
import './access-log.css';

/**
 * `menu/{userId}/acessos` (owners): the live access table, newest first. The Email column is the
 * access's valorEmail: the e-mail that session later gave in the contact form. One query, which
 * the rules allow to owners only.
 */
export function AccessLogScreen() {
  const state = useLiveQuery<AcessoRow[]>('acessos', (backend, live) => backend.watchAccessLog(live), []);
  return (
    <LiveList state={state} loading="Carregando dados..." failed="Erro ao carregar acessos." empty="Nenhum acesso registrado.">
      {(rows) => <AccessTable rows={rows} />}
    </LiveList>
  );
}

function AccessTable({ rows }: { rows: AcessoRow[] }) {
  return (
    <div className="access-log" role="region" aria-labelledby="access-log-caption" tabIndex={0}>
      <table className="access-log__table">
        <caption id="access-log-caption" className="access-log__caption">
          Acessos ao site, do mais recente ao mais antigo
        </caption>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">País</th>
            <th scope="col">Email</th>
            <th scope="col">IP</th>
            <th scope="col">Visto</th>
            <th scope="col">Região</th>
            <th scope="col">Org</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <DateText at={row.data} />
              </td>
              <td>{row.country_name}</td>
              <td data-field="valorEmail">{row.valorEmail}</td>
              <td>{row.ip}</td>
              <td>
                <span className={row.visto ? 'access-log__seen' : 'access-log__unseen'}>{row.visto ? 'Sim' : 'Não'}</span>
              </td>
              <td>{row.region}</td>
              <td>{row.org}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
