import { useBackend } from '../../../shared/backend/context';
import type { MailRow } from '../../../shared/backend/port';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { LiveList } from '../../../shared/ui/LiveList';
import { useRetryMail } from '../hooks/use-retry-mail';
import { OutboxRow } from './OutboxRow';
import './outbox.css';

/**
 * `menu/{userId}/caixa-de-saida` (owners): every e-mail the site queued, newest first, with the
 * state the Trigger Email extension writes back, and a retry for a failed one. One query, which
 * the rules allow to owners only.
 */
export function OutboxScreen() {
  const backend = useBackend();
  const state = useLiveQuery<MailRow[]>('e-mails', (b, live) => b.watchOutbox(live), []);
  const retry = useRetryMail();
  return (
    <section className="outbox" aria-label="Caixa de saída">
      {/* Where nothing delivers e-mail (the demo), a queue that never moves is expected. */}
      {!backend.deliversMail && (
        <p className="outbox__note">No modo de demonstração nenhum e-mail é enviado: tudo fica na fila.</p>
      )}
      <LiveList
        state={state}
        loading="Carregando dados..."
        failed="Erro ao carregar a caixa de saída."
        empty="Nenhum e-mail na caixa de saída."
      >
        {(mails) => (
          <ul className="plain-list" aria-label="E-mails">
            {mails.map((mail) => {
              const { pending, error } = retry.stateOf(mail.id);
              return (
                <OutboxRow
                  key={mail.id}
                  mail={mail}
                  retrying={pending}
                  retryError={error}
                  onRetry={() => void retry.retry(mail.id)}
                />
              );
            })}
          </ul>
        )}
      </LiveList>
    </section>
  );
}
