/**
 * "Eu respondo": one owner takes a conversation of the site's own inbox, so the other knows who is
 * answering it (ConversaDoc.respondendo). Only the site's inbox is shared by two people.
 */
import type { ConversationClaim } from '../kernel/types';

export interface ClaimConversationResult {
  /** Who answers the conversation now; null when nobody does. */
  respondendo: ConversationClaim | null;
}
