import type { RateLimit } from '../../limits';
import type { Instant } from '../../kernel/types';
import type { QuickReplyRow } from '../quick-replies';

export interface SaveQuickReplyInput {
  uid: string;
  /** The id the browser made once for the draft: a retry lands on the same document. */
  id: string;
  atalho: string;
  texto: string;
  at: Instant;
  /** Taken in the same transaction: a refusal writes nothing, not even the counter. */
  rateLimit: RateLimit;
}

export type SaveQuickReplyOutcome =
  | { status: 'saved'; resposta: QuickReplyRow }
  | { status: 'rate-limited' }
  | { status: 'shortcut-taken' }
  | { status: 'limit-reached' };

export interface DeleteQuickReplyInput {
  uid: string;
  id: string;
  at: Instant;
  rateLimit: RateLimit;
}

export type DeleteQuickReplyOutcome = { status: 'deleted'; removed: boolean } | { status: 'rate-limited' };

/** An account's quick replies (users/{uid}/respostasRapidas), written only by the callables. */
export interface QuickReplyStore {
  /** Creates or updates one by id; its shortcut unique and the account's count capped, in one transaction. */
  saveQuickReply(input: SaveQuickReplyInput): Promise<SaveQuickReplyOutcome>;
  /** Deletes one of the account's own; `removed` false when it held no such id. */
  deleteQuickReply(input: DeleteQuickReplyInput): Promise<DeleteQuickReplyOutcome>;
}
