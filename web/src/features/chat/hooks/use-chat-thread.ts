import { useEffect, useState } from 'react';
import type { ChatDoc } from '@core';
import { useBackend } from '../../../shared/backend/context';

export type ChatThreadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; messages: ChatDoc[] };

/** A conversation's messages, live and in time order, from one query. */
export function useChatThread(contactId: string, conversationId: string): ChatThreadState {
  const backend = useBackend();
  const [state, setState] = useState<ChatThreadState>({ status: 'loading' });

  useEffect(() => {
    setState({ status: 'loading' });
    return backend.watchChat(contactId, conversationId, {
      next: (messages) => setState({ status: 'ready', messages }),
      error: (error) => {
        console.error('Erro ao carregar mensagens:', error);
        setState({ status: 'error' });
      },
    });
  }, [backend, contactId, conversationId]);

  return state;
}
