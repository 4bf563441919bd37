import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Field } from '../../../shared/ui/field';
import { useWebhook, type WebhookActions } from '../hooks/use-webhook';
import { Deliveries } from './Deliveries';
import { SecretLine } from './SecretLine';

/** One skin's webhook: its address, Salvar, its secret, Enviar teste, Remover and its deliveries. */
export function WebhookPanel({ skin }: { skin: string }) {
  const webhook = useWebhook(skin);
  const { state, busy, notice, save } = webhook;
  const saved = state.status === 'ready' ? state.webhook.url : null;
  const id = `webhook-${skin}`;

  return (
    <section className="webhook" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="webhook__title">
        Skin {skin}
      </h2>
      {state.status === 'loading' && <p className="webhook__muted">Carregando…</p>}
      {state.status === 'error' && (
        <p className="integrations__error" role="alert">
          {state.message}
        </p>
      )}
      {/* The field starts from what is saved: a new saved address (or none, once removed) starts it afresh. */}
      <WebhookForm key={saved ?? ''} id={id} saved={saved} actions={webhook} />
      <p className="webhook__status" role="status" aria-live="polite">
        {notice?.kind === 'ok' ? notice.text : ''}
      </p>
      {state.status === 'ready' && state.webhook.segredo && (
        <SecretLine secret={state.webhook.segredo} busy={busy} onRotate={() => void save(saved ?? '', true)} />
      )}
      {state.status === 'ready' && saved !== null && <Deliveries rows={state.webhook.entregas} />}
    </section>
  );
}

function WebhookForm({ id, saved, actions }: { id: string; saved: string | null; actions: WebhookActions }) {
  const { busy, notice, save, remove, test } = actions;
  const [url, setUrl] = useState(saved ?? '');
  const [confirming, setConfirming] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(url);
  };
  const error = notice?.kind === 'error' ? notice.text : null;
  return (
    <form className="webhook__form" onSubmit={onSubmit}>
      <Field id={`${id}-url`} label="Endereço do webhook" hint="Começa com https://" error={error} announceError>
        {(control) => (
          <input
            {...control}
            className="neon-field"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            maxLength={540}
            placeholder="https://hooks.zapier.com/..."
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </Field>
      <div className="webhook__actions">
        <button type="submit" className="neon-button neon-button--filled" disabled={busy || url.trim() === ''}>
          Salvar
        </button>
        {saved !== null && (
          <>
            <button type="button" className="neon-button" disabled={busy} onClick={() => void test()}>
              Enviar teste
            </button>
            <button type="button" className="neon-button" disabled={busy} onClick={() => setConfirming(true)}>
              Remover
            </button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remover webhook"
        confirmLabel="Remover webhook"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void remove();
        }}
      >
        Os novos contatos deixam de ser enviados para esse endereço, e o segredo atual é apagado.
      </ConfirmDialog>
    </form>
  );
}
