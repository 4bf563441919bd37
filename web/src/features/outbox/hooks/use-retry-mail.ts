import { useBackend } from '../../../shared/backend/context';
import { useKeyedMutation } from '../../../shared/hooks/use-mutation';

export interface MailRetry {
  retry: (mailId: string) => Promise<void>;
  /** Whether a retry of that e-mail is running, and why the last one failed. */
  stateOf: (mailId: string) => { pending: boolean; error: string | null };
}

/** retryMail: puts a failed e-mail back in the queue; the row follows its new state live. */
export function useRetryMail(): MailRetry {
  const backend = useBackend();
  const retrying = useKeyedMutation(
    (mailId: string) => mailId,
    (mailId: string) => backend.call('retryMail', { mailId }),
    { logAs: 'Erro ao reenviar o e-mail:', fallback: 'Erro ao reenviar o e-mail.' },
  );
  return {
    retry: async (mailId) => {
      await retrying.run(mailId);
    },
    stateOf: retrying.stateOf,
  };
}
