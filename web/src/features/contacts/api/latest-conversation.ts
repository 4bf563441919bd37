import type { ConversaDoc } from '@lab/domain/kernel';
import type { Backend, Unsubscribe } from '../../../shared/backend/port';

/**
 * The contact's most recent conversation, or null when it has none: the first answer of the live
 * conversations read (newest message first), which is then closed. Read on demand, so a list of
 * contacts opens no listener per row.
 */
export function latestConversation(backend: Backend, contactId: string): Promise<ConversaDoc | null> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let stop: Unsubscribe | null = null;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
      stop?.();
    };
    stop = backend.watchConversations(contactId, {
      next: (conversations) => settle(() => resolve(conversations[0] ?? null)),
      error: (error) => settle(() => reject(error)),
    });
    // An adapter may answer before `watchConversations` returns the means to stop it.
    if (settled) stop();
  });
}
