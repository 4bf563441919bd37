import type { MailState } from '@lab/domain/notices';
import type { MailRow } from '../../../shared/backend/port';
import { useLiveQuery } from '../../../shared/backend/use-live-query';

/**
 * Where each reply e-mail of the conversation is, by mail id: owners read every one, a creator those
 * of their own inbox (the read filters on them); empty for everyone else, and while it loads or if it
 * cannot be read: the line is a courtesy, and the thread never waits for it. No delivery yet means
 * the extension has not picked it up: queued.
 */
export function useConversationMail(contactId: string, conversationId: string): ReadonlyMap<string, MailState> {
  const mail = useLiveQuery<MailRow[]>(
    'e-mails da conversa',
    (backend, live) => backend.watchConversationMail(contactId, conversationId, live),
    [contactId, conversationId],
  );
  return new Map((mail.data ?? []).map((row) => [row.id, row.delivery?.state ?? 'PENDING']));
}
