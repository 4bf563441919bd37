import { useCallback, useState } from 'react';
import type { AnswerReplyMailResult } from '@lab/domain/notices';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

export type ReplyMailState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; estado: AnswerReplyMailResult['estado'] }
  | { status: 'error'; message: string };

/** The reply links' page: the address's answer, sent only when its person taps (a mail scanner opening the link does nothing). */
export function useReplyMail(link: string): { state: ReplyMailState; answer: (acao: 'confirmar' | 'recusar') => Promise<void> } {
  const backend = useBackend();
  const [state, setState] = useState<ReplyMailState>({ status: 'idle' });
  const answer = useCallback(
    async (acao: 'confirmar' | 'recusar') => {
      setState({ status: 'sending' });
      try {
        const { estado } = await backend.call('answerReplyMail', { link, acao });
        setState({ status: 'done', estado });
      } catch (error) {
        setState({ status: 'error', message: refusalMessage(error, 'Erro ao registrar sua resposta. Tente de novo.') });
      }
    },
    [backend, link],
  );
  return { state, answer };
}
