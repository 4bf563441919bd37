/**
 * The notices a message brings (the inbox's e-mail, the push), decided after the message commits:
 * the message's transaction leaves one pending notice under its conversation, and the work after the
 * commit (a Firestore trigger on Firebase, a drain on the memory store) settles it once.
 */
import type { Instant } from '../types';
import type { ContactSide, NoticeDraft, QueuedMail } from './conversation-port';
import type { RateLimit } from './limit-port';

/** Where a message's pending notice lives: contatos/{idContato}/conversas/{idConversa}/avisos/{idAviso}. */
export interface NoticeRef {
  idContato: string;
  idConversa: string;
  /** The message's id (its chat document's), or a fixed one for a form sent with a subject alone. */
  idAviso: string;
}

/** The pending notice as stored: the draft, the message's time and the side whose devices are told. */
export interface PendingNotice extends NoticeDraft {
  at: Instant;
  pushSide: ContactSide;
  /** For the TTL policy: a notice its trigger never settled is gone after a day. */
  expiresAt: Instant;
}

/**
 * The inbox's notice e-mail, queued under `id` (derived from the message, so a second settling finds
 * it) when the conversation's last one is older than `windowMs` and every limit has room.
 */
export interface NoticeMail extends QueuedMail {
  windowMs: number;
  /** Every one must have room (the inbox's budget, the sender's shares); each is then counted. */
  rateLimits: RateLimit[];
}

export interface SettleNoticeInput {
  ref: NoticeRef;
  /** Null when nobody is told by e-mail (no address, or every recipient has a device). */
  mail: NoticeMail | null;
  /** The push's grouping window; null when nobody has a device to tell. */
  pushWindowMs: number | null;
}

export type SettleNoticeOutcome =
  /** The pending notice is gone (settled before, or its conversation deleted): nothing was written. */
  { status: 'gone' } | { status: 'settled'; mailed: boolean; pushDue: boolean };

export interface NoticeStore {
  pendingNotice(ref: NoticeRef): Promise<PendingNotice | null>;
  /** Up to `limit` notices still pending, oldest first is not promised: what a drain settles next. */
  pendingNotices(limit: number): Promise<NoticeRef[]>;
  /**
   * In one transaction: the e-mail (if its window and budgets allow), the push's stamp (if its window
   * allows), each limit counted, and the pending notice deleted. A notice already settled is `gone`.
   */
  settleNotice(input: SettleNoticeInput): Promise<SettleNoticeOutcome>;
}
