import { useCallback, useEffect, useState } from 'react';
import { deletionConfirmation } from '@lab/domain/privacy';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { useSignOut } from '../../../shared/session/use-sign-out';

export type DeleteState = { status: 'idle' } | { status: 'working' } | { status: 'error'; message: string };

/**
 * **Excluir minha conta**: what the person must type (their main skin's name, read once), and the
 * deletion, after which the session ends as ENCERRAR ends it.
 */
export function useDeleteAccount(uid: string): {
  word: string | null;
  state: DeleteState;
  remove: (typed: string) => Promise<void>;
} {
  const backend = useBackend();
  const signOut = useSignOut();
  const [word, setWord] = useState<string | null>(null);
  const [state, setState] = useState<DeleteState>({ status: 'idle' });

  useEffect(() => {
    let current = true;
    backend.listSkins(uid).then(
      (skins) => current && setWord(deletionConfirmation(skins)),
      (error: unknown) => console.error('Erro ao buscar skins:', error),
    );
    return () => {
      current = false;
    };
  }, [backend, uid]);

  const remove = useCallback(
    async (typed: string) => {
      setState({ status: 'working' });
      try {
        await backend.call('deleteMyAccount', { confirmacao: typed });
      } catch (error) {
        console.error('Erro ao excluir a conta:', error);
        setState({ status: 'error', message: refusalMessage(error, 'Erro ao excluir a conta.') });
        return;
      }
      await signOut();
    },
    [backend, signOut],
  );
  return { word, state, remove };
}
