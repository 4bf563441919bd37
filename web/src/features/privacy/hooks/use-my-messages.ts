import { useCallback, useEffect, useState } from 'react';
import type { ReadMyMessagesResult } from '@lab/domain/privacy';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

export type MyMessagesState =
  | { status: 'loading' }
  | { status: 'ready'; file: ReadMyMessagesResult }
  | { status: 'deleted' }
  | { status: 'error'; message: string };

/** The link's page: what was sent with the address the token stands for, and its deletion. */
export function useMyMessages(token: string): { state: MyMessagesState; remove: () => Promise<void>; removing: boolean } {
  const backend = useBackend();
  const [state, setState] = useState<MyMessagesState>({ status: 'loading' });
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    let current = true;
    backend.call('readMyMessages', { token }).then(
      (file) => current && setState({ status: 'ready', file }),
      (error: unknown) =>
        current && setState({ status: 'error', message: refusalMessage(error, 'Erro ao abrir suas mensagens.') }),
    );
    return () => {
      current = false;
    };
  }, [backend, token]);

  const remove = useCallback(async () => {
    setRemoving(true);
    try {
      await backend.call('deleteMyMessages', { token });
      setState({ status: 'deleted' });
    } catch (error) {
      console.error('Erro ao excluir as mensagens:', error);
      setState({ status: 'error', message: refusalMessage(error, 'Erro ao excluir as mensagens.') });
    } finally {
      setRemoving(false);
    }
  }, [backend, token]);
  return { state, remove, removing };
}
