import { useBackend } from '../../../shared/backend/context';
import { useKeyedMutation } from '../../../shared/hooks/use-mutation';
import { setAccountBlocked } from '../api/users-api';

export interface AccountBlocking {
  /** Blocks (`true`) or unblocks the account; the list follows the result live. */
  set: (uid: string, bloqueado: boolean) => Promise<void>;
  /** Whether a change of that account is running, and why the last one failed. */
  stateOf: (uid: string) => { pending: boolean; error: string | null };
}

/** setAccountBlocked, one account at a time per row, its failure kept on that row. */
export function useAccountBlocking(): AccountBlocking {
  const backend = useBackend();
  const blocking = useKeyedMutation(
    (uid: string, _bloqueado: boolean) => uid,
    (uid: string, bloqueado: boolean) => setAccountBlocked(backend, uid, bloqueado),
    { logAs: 'Erro ao mudar o bloqueio da conta:', fallback: 'Não foi possível mudar o bloqueio da conta.' },
  );
  return {
    set: async (uid, bloqueado) => {
      await blocking.run(uid, bloqueado);
    },
    stateOf: blocking.stateOf,
  };
}
