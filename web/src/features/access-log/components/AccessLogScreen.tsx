import { Loading } from '../../../shared/ui/Loading';
import { useAccessLog } from '../hooks/use-access-log';
import './access-log.css';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * `menu/{userId}/acessos` (owners): the live access table, newest first. The Email column is the
 * access's valorEmail: the e-mail that session later gave in the contact form.
 */
export function AccessLogScreen() {
  const state = useAccessLog();
  if (state.status === 'loading') return <Loading text="Carregando dados..." />;
  if (state.status === 'error') {
    return (
      <p className="menu-state menu-state--error" role="alert">
        Erro ao carregar acessos.
      </p>
    );
  }
  if (state.rows.length === 0) return <p className="menu-state">Nenhum acesso registrado.</p>;
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
          {state.rows.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={new Date(row.data).toISOString()}>{dateTime.format(row.data)}</time>
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
