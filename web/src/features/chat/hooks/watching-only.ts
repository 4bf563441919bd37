import { inboxOf } from '@lab/domain/conversations';
import { SITE_OWNER_SKIN, type ConversaDoc } from '@lab/domain/kernel';

/**
 * Whether the viewer may read this conversation but not take part: an owner looking at a creator's
 * inbox (owners see every contact; only its two sides write in it or clear its counts). Null while an
 * owner's answer is not known (the conversation is still loading).
 */
export function watchingOnly(
  conversation: ConversaDoc | null | undefined,
  viewer: { uid: string; owner: boolean },
): boolean | null {
  if (!viewer.owner) return false;
  if (conversation === undefined) return null;
  return conversation !== null && inboxOf(conversation) !== SITE_OWNER_SKIN && !(conversation.uids ?? []).includes(viewer.uid);
}
