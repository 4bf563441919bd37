/** Deletions that can be undone for a while, then finish by themselves (docs/operations.md). */
import type { ExclusaoDoc } from '../deletions';
import type { Instant, Participante } from '../../kernel/types';
import type { SkinLocation } from '../../skins/store/skin-location';

/** Who deletes, when, and until when it may be undone. */
export interface DeletionStamp {
  by: string;
  at: Instant;
  until: Instant;
}

export type MarkSkinDeletedOutcome = { status: 'marked'; id: string } | { status: 'skin-not-found' } | { status: 'last-skin' };
/** What an account's deletion keeps for the sweep: the addresses mail went to, and its stand-in key. */
export interface MarkAccountDeletedInput {
  uid: string;
  emails: readonly string[];
  key: string;
}
/** `already-deleting`: a deletion of the account is under way; nothing was written. */
export type MarkAccountDeletedOutcome = { status: 'marked'; id: string } | { status: 'already-deleting' };
/** The rate-limit keys that name an account (handlers/account-limit-keys.ts), for the sweep of a deleted one. */
export type AccountLimitKeys = (uid: string, found: { skins: readonly string[]; others: readonly Participante[] }) => string[];
export type MarkConversationDeletedOutcome = { status: 'marked'; id: string; contactDeleted: boolean } | { status: 'not-found' };
/** `name-taken`: the skin's name belongs to another skin now, so it cannot come back under it. */
export type UndoDeletionOutcome =
  { status: 'restored'; tipo: ExclusaoDoc['tipo'] } | { status: 'not-found' | 'expired' | 'name-taken' };

export interface DeletionStore {
  /**
   * Hides a skin at once (its document, its published snapshot; the oldest other skin becomes main
   * when it was) and records it in `exclusoes/`; its tree, name and images stay until the sweep.
   * Refuses a user's last skin, deciding atomically, so of two concurrent deletes one is refused.
   */
  markSkinDeleted(location: SkinLocation, stamp: DeletionStamp): Promise<MarkSkinDeletedOutcome>;
  /** Hides a conversation (and its contact when it was the last one) and records it; its messages stay until the sweep. */
  markConversationDeleted(
    contactId: string,
    conversationId: string,
    stamp: DeletionStamp,
  ): Promise<MarkConversationDeletedOutcome>;
  /**
   * Hides an account at once: its skins' documents move into its record and their published snapshots
   * go (their pages answer as unknown skins', no list shows them) and its user document is marked, so
   * every command but Desfazer is refused; everything else stays until the sweep.
   */
  markAccountDeleted(input: MarkAccountDeletedInput, stamp: DeletionStamp): Promise<MarkAccountDeletedOutcome>;
  getDeletion(id: string): Promise<ExclusaoDoc | null>;
  /** Puts everything back as it was, while `at` is within the window. */
  undoDeletion(id: string, at: Instant): Promise<UndoDeletionOutcome>;
  /** Deletions whose window closed by `at`, oldest deadline first. */
  dueDeletions(at: Instant, limit: number): Promise<string[]>;
  /**
   * Runs one deletion's cascade of documents; safe to run again after a failure at any point. Returns
   * the record (now `documentosRemovidos`), or null when it is gone (undone, or finished meanwhile).
   */
  finishDeletionDocs(id: string, account?: { limitKeys: AccountLimitKeys }): Promise<ExclusaoDoc | null>;
  /** Drops the record: the deletion is complete. */
  forgetDeletion(id: string): Promise<void>;
}
