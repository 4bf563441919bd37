/**
 * "Eu respondo": one owner takes a conversation of the site's own inbox, so the other knows who is
 * answering it (ConversaDoc.respondendo). Only the site's inbox is shared by two people.
 */
import type { ConversationClaim } from './types';

/** claimConversation's payload (commands.ts names it in the contract). */
export interface ClaimConversationPayload {
  contactId: string;
  conversationId: string;
  /** true: the caller answers it (taking it over from the other owner); false: frees it (Liberar). */
  claim: boolean;
}
export interface ClaimConversationResult {
  /** Who answers the conversation now; null when nobody does. */
  respondendo: ConversationClaim | null;
}
