import { useEffect, useState } from 'react';
import type { ConversaDoc } from '@core';
import { useBackend } from '../../../shared/backend/context';

export type ConversationsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; conversations: ConversaDoc[] };

/** A contact's conversations, live, newest message first, from one query. */
export function useConversations(contactId: string): ConversationsState {
  const backend = useBackend();
  const [state, setState] = useState<ConversationsState>({ status: 'loading' });

  useEffect(() => {
    setState({ status: 'loading' });
    return backend.watchConversations(contactId, {
      next: (conversations) => setState({ status: 'ready', conversations }),
      error: (error) => {
        console.error('Erro ao carregar conversas:', error);
        setState({ status: 'error' });
      },
    });
  }, [backend, contactId]);

  return state;
}
