import { inboxOf, SITE_OWNER_SKIN, type ConversaDoc } from '@lab/domain';
import { useLiveQuery } from '../../../shared/backend/use-live-query';

/**
 * Whether the viewer may read this conversation but not take part: an owner looking at a creator's
 * inbox (owners see every contact; only its two sides write in it or clear its counts). Only owners
 * can be in that place, so nobody else pays for the read. Null while an owner's answer is not known.
 */
export function useWatchingOnly(
  contactId: string,
  conversationId: string,
  viewer: { uid: string; owner: boolean },
): boolean | null {
  const conversations = useLiveQuery<ConversaDoc[]>(
    'conversa',
    (backend, live) => (viewer.owner ? backend.watchConversations(contactId, live) : () => undefined),
    [contactId, viewer.owner],
  );
  if (!viewer.owner) return false;
  if (conversations.status !== 'ready') return null;
  const conversation = conversations.data.find((c) => c.idConversa === conversationId);
  return (
    conversation !== undefined && inboxOf(conversation) !== SITE_OWNER_SKIN && !(conversation.uids ?? []).includes(viewer.uid)
  );
}
