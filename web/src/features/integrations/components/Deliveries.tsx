import type { DeliveryRow, DeliveryState, WebhookEventType } from '@lab/domain/webhooks';
import { DateText } from '../../../shared/ui/DateText';

const STATE_TEXT: Record<DeliveryState, string> = {
  entregue: 'Entregue',
  pendente: 'Tentando de novo',
  falhou: 'Falhou',
};

const EVENT_TEXT: Record<WebhookEventType, string> = {
  'lead.created': 'Novo contato',
  'lead.stage_changed': 'Etapa alterada',
  ping: 'Teste',
};

/** The latest deliveries, newest first: what went, when, how many attempts, the last status and where it stands. */
export function Deliveries({ rows }: { rows: readonly DeliveryRow[] }) {
  if (rows.length === 0) return <p className="webhook__muted">Nenhuma entrega ainda. Use “Enviar teste” para conferir.</p>;
  return (
    <section aria-label="Entregas recentes">
      <h3 className="webhook__subtitle">Entregas recentes</h3>
      <ul className="webhook__deliveries">
        {rows.map((row) => (
          <li key={row.id} className={`webhook__delivery webhook__delivery--${row.estado}`}>
            <span className="webhook__event">
              {EVENT_TEXT[row.tipo]} <code>{row.tipo}</code>
            </span>
            <DateText at={row.criadoEm} />
            <span>
              {row.tentativas === 1 ? '1 tentativa' : `${row.tentativas} tentativas`}
              {row.ultimoStatus !== null ? `, último status ${row.ultimoStatus}` : ''}
            </span>
            <strong>{row.tentativas === 0 && row.estado === 'pendente' ? 'Na fila' : STATE_TEXT[row.estado]}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
