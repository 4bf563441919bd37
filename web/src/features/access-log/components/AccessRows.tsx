import type { AcessoRow } from '../../../shared/backend/port';
import { DateText } from '../../../shared/ui/DateText';
import { accessCountry } from '../../../shared/stats/country-names';
import type { SeenMarking } from '../hooks/use-mark-seen';

export interface AccessRowsProps {
  rows: AcessoRow[];
  marking: SeenMarking;
}

const CAPTION = 'Acessos ao site, do mais recente ao mais antigo';

/** The desktop log: its seven columns, with the button to mark a row seen in its Visto cell. */
export function AccessTable({ rows, marking }: AccessRowsProps) {
  return (
    <div className="access-log" role="region" aria-labelledby="access-log-caption" tabIndex={0}>
      <table className="access-log__table">
        <caption id="access-log-caption" className="access-log__caption">
          {CAPTION}
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
              <td>{accessCountry(row)}</td>
              <td data-field="valorEmail">{row.valorEmail}</td>
              <td>{row.ip}</td>
              <td className="access-log__seen-cell">
                <SeenBadge seen={row.visto} />
                {!row.visto && <MarkSeenButton row={row} marking={marking} compact />}
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

/**
 * The phone log: each visitor's date, country and e-mail at a glance, and the rest (IP, region,
 * city, network) behind Detalhes, so nothing scrolls sideways at 375 px.
 */
export function AccessList({ rows, marking }: AccessRowsProps) {
  return (
    <ul className="access-list" aria-label={CAPTION}>
      {rows.map((row) => (
        <li key={row.id} className="access-card">
          <DateText className="access-card__date" at={row.data} />
          <dl className="access-card__facts">
            <div>
              <dt>País</dt>
              <dd>{accessCountry(row)}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd data-field="valorEmail">{row.valorEmail || '—'}</dd>
            </div>
            <div>
              <dt>Visto</dt>
              <dd>
                <SeenBadge seen={row.visto} />
              </dd>
            </div>
          </dl>
          {!row.visto && <MarkSeenButton row={row} marking={marking} />}
          <details className="access-card__details">
            <summary>Detalhes</summary>
            <dl className="access-card__facts">
              <div>
                <dt>IP</dt>
                <dd>{row.ip}</dd>
              </div>
              <div>
                <dt>Região</dt>
                <dd>{[row.city, row.region].filter(Boolean).join(', ')}</dd>
              </div>
              <div>
                <dt>Org</dt>
                <dd>{row.org}</dd>
              </div>
            </dl>
          </details>
        </li>
      ))}
    </ul>
  );
}

function SeenBadge({ seen }: { seen: boolean }) {
  return <span className={seen ? 'access-log__seen' : 'access-log__unseen'}>{seen ? 'Sim' : 'Não'}</span>;
}

/**
 * "Marcar como visto" for one access. In the table it is a check mark named by its label, so the
 * Visto cell still reads Não or Sim; in the list it says its label.
 */
function MarkSeenButton({ row, marking, compact = false }: { row: AcessoRow; marking: SeenMarking; compact?: boolean }) {
  const { pending, error } = marking.stateOf(row.hash);
  const errorId = `access-seen-error-${row.id}`;
  return (
    <>
      <button
        type="button"
        className={compact ? 'access-log__mark access-log__mark--icon' : 'neon-button access-log__mark'}
        onClick={() => void marking.markOne(row.hash)}
        disabled={pending}
        aria-busy={pending}
        aria-label={compact ? 'Marcar como visto' : undefined}
        aria-describedby={error === null ? undefined : errorId}
        title={compact ? 'Marcar como visto' : undefined}
      >
        {compact ? (
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M3 8.5l3.2 3.2L13 4.8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : (
          'Marcar como visto'
        )}
      </button>
      {error !== null && (
        <p id={errorId} className="access-log__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
