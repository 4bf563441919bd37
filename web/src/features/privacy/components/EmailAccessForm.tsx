import { useId, useState } from 'react';
import { DATA_LINK_MS } from '@lab/domain/kernel';
import { Field } from '../../../shared/ui/field';
import { useRequestLink } from '../hooks/use-request-link';

const hours = Math.round(DATA_LINK_MS / (60 * 60 * 1000));

/**
 * For whoever wrote without an account: the link goes to the address typed, so only its owner sees
 * what was sent with it; the page says the same whatever the address.
 */
export function EmailAccessForm() {
  const { state, request } = useRequestLink();
  const [email, setEmail] = useState('');
  const id = useId();
  return (
    <section aria-labelledby="privacidade-email">
      <h2 id="privacidade-email">Seus dados pelo e-mail</h2>
      <p>
        Escreveu pelo formulário de contato sem entrar com o Google? Digite o e-mail que você usou: mandamos para ele um link,
        válido por {hours} horas, para ver, baixar ou excluir as mensagens enviadas com esse endereço.
      </p>
      <form
        className="privacy__form"
        onSubmit={(event) => {
          event.preventDefault();
          void request(email);
        }}
      >
        <Field id={id} label="Seu e-mail">
          {(control) => (
            <input
              {...control}
              type="email"
              className="neon-field"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="neon-button neon-button--filled" disabled={state.status === 'sending'}>
          {state.status === 'sending' ? 'Enviando...' : 'Enviar link'}
        </button>
      </form>
      <p role="status" aria-live="polite" className="privacy__status">
        {state.status === 'sent' && 'Se esse e-mail enviou mensagens por aqui, o link chega nele em alguns minutos.'}
      </p>
      {state.status === 'error' && (
        <p role="alert" className="privacy__error">
          {state.message}
        </p>
      )}
    </section>
  );
}
