import { useEffect, useRef, useState } from 'react';
import type { ChatDoc } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';
import type { LiveQueryState } from '../../../shared/backend/use-live-query';

/**
 * markRead when the thread opens and again whenever a message from the other side arrives while it
 * is open, so the unread counts clear for the person reading. Once per incoming message at most:
 * the call keys on the latest one, and its own write (the conversation's count) does not touch the
 * thread. A tab in the background reads nothing, so it waits until it is shown. A failure only
 * leaves a count standing, which is no reason to interrupt the conversation: it is logged, never shown.
 * Not `enabled`: the viewer has no side here (or it is not known yet), so nothing is marked.
 */
export function useMarkRead(
  contactId: string,
  conversationId: string,
  thread: LiveQueryState<ChatDoc[]>,
  mine: (message: ChatDoc) => boolean,
  enabled: boolean = true,
): void {
  const backend = useBackend();
  const visible = usePageVisible();
  // An empty thread has nothing to read (and is most likely no conversation at all).
  const latestIncoming = enabled && thread.data?.length ? latestIncomingId(thread.data, mine) : null;
  const key = latestIncoming === null ? null : JSON.stringify([contactId, conversationId, latestIncoming]);
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (key === null || !visible || marked.current === key) return;
    marked.current = key;
    backend.call('markRead', { contactId, conversationId }).catch((error: unknown) => {
      console.warn('Erro ao marcar a conversa como lida:', error);
    });
  }, [backend, key, visible, contactId, conversationId]);
}

/** The newest message from the other side; '' while there is none. */
function latestIncomingId(thread: ChatDoc[], mine: (message: ChatDoc) => boolean): string {
  return [...thread].reverse().find((message) => !mine(message))?.idChat ?? '';
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
