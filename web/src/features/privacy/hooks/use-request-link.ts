import { useCallback, useState } from 'react';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

export type RequestState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'error'; message: string };

/** "Seus dados pelo e-mail": asks for the link; the answer is the same whether the address wrote or not. */
export function useRequestLink(): { state: RequestState; request: (email: string) => Promise<void> } {
  const backend = useBackend();
  const [state, setState] = useState<RequestState>({ status: 'idle' });
  const request = useCallback(
    async (email: string) => {
      setState({ status: 'sending' });
      try {
        await backend.call('requestMyMessages', { email });
        setState({ status: 'sent' });
      } catch (error) {
        console.error('Erro ao pedir o link:', error);
        setState({ status: 'error', message: refusalMessage(error, 'Erro ao pedir o link. Tente de novo.') });
      }
    },
    [backend],
  );
  return { state, request };
}
