import { useEffect, useState } from 'react';
import { useBackend } from '../../../shared/backend/context';
import type { AcessoRow } from '../../../shared/backend/port';

export type AccessLogState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: AcessoRow[] };

/** The access log, live and newest first, from one query (owners only: the rules refuse others). */
export function useAccessLog(): AccessLogState {
  const backend = useBackend();
  const [state, setState] = useState<AccessLogState>({ status: 'loading' });

  useEffect(() => {
    setState({ status: 'loading' });
    return backend.watchAccessLog({
      next: (rows) => setState({ status: 'ready', rows }),
      error: (error) => {
        console.error('Erro ao carregar acessos:', error);
        setState({ status: 'error' });
      },
    });
  }, [backend]);

  return state;
}
