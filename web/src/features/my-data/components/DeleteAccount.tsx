import { useId, useState } from 'react';
import { UNDO_DELETION_MS } from '@lab/domain/kernel';
import { Field } from '../../../shared/ui/field';
import { useDeleteAccount } from '../hooks/use-delete-account';

const UNDO_MINUTES = UNDO_DELETION_MS / 60_000;

/**
 * The right to have one's data deleted, in one place: what goes, what the other side of a conversation
 * keeps, and a confirmation typed by hand (the main skin's name), as GitHub and Vercel ask for.
 */
export function DeleteAccount({ uid }: { uid: string }) {
  const { word, state, remove } = useDeleteAccount(uid);
  const [typed, setTyped] = useState('');
  const fieldId = useId();
  const matches = word !== null && typed.trim().toLowerCase() === word.toLowerCase();
  return (
    <section className="my-data__delete" aria-labelledby="my-data-delete-title">
      <h2 id="my-data-delete-title" className="my-data__title">
        Excluir minha conta
      </h2>
      <p>
        Apaga sua conta, suas skins (com páginas, cards e imagens, e os nomes ficam livres), suas entradas, sua navegação e os
        e-mails enviados a você. Nas conversas com outras pessoas, suas mensagens passam a dizer “Mensagem removida” e seu nome,
        “Conta excluída”. Suas skins saem do ar na hora e a sessão é encerrada; por {UNDO_MINUTES} minutos dá para desfazer: entre
        de novo com a mesma conta Google e toque em Desfazer. Depois disso, não há volta.
      </p>
      <form
        className="my-data__delete-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) void remove(typed);
        }}
      >
        <Field id={fieldId} label={word === null ? 'Carregando...' : `Para confirmar, digite ${word}`}>
          {(control) => (
            <input
              {...control}
              className="neon-field"
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="neon-button neon-button--danger" disabled={!matches || state.status === 'working'}>
          {state.status === 'working' ? 'Excluindo...' : 'Excluir minha conta'}
        </button>
      </form>
      {state.status === 'error' && (
        <p className="my-data__error" role="alert">
          {state.message}
        </p>
      )}
    </section>
  );
}
