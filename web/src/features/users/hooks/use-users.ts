import { useEffect, useState } from 'react';
import { useBackend } from '../../../shared/backend/context';
import type { UserRow } from '../../../shared/backend/port';

export type UsersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; users: UserRow[] };

/** Every user, newest registration first, from one query (owners only: the rules refuse others). */
export function useUsers(): UsersState {
  const backend = useBackend();
  const [state, setState] = useState<UsersState>({ status: 'loading' });

  useEffect(() => {
    setState({ status: 'loading' });
    return backend.watchUsers({
      next: (users) => setState({ status: 'ready', users }),
      error: (error) => {
        console.error('Erro ao carregar usuários:', error);
        setState({ status: 'error' });
      },
    });
  }, [backend]);

  return state;
}
