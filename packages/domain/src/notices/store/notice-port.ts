/**
 * The notices a message brings (the inbox's e-mail, the push), decided after the message commits:
 * the message's transaction leaves one pending notice under its conversation, and the work after the
 * commit (a Firestore trigger on Firebase, a drain on the memory store) decides it once, records the
 * plan on it, then carries the plan out.
 */
import type { NoticePlan } from '../notice-decision';
import type { Instant } from '../../kernel/types';
import type { ContactSide, NoticeDraft, QueuedMail } from '../../conversations/store/conversation-port';
import type { RateLimit } from '../../limits';

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
  /** The decision, once taken: what the drain carries out, whatever changed since. */
  plan?: NoticePlan;
  /** Released by the quiet hours when her hours opened: decided now, never held again. */
  adiado?: true;
}

/** avisosAdiados/{id}: a notice the quiet hours hold, with where it goes back and when. */
export interface DeferredNotice extends PendingNotice {
  ref: NoticeRef;
  devidoEm: Instant;
}

/** What the notice's transaction needs beyond the documents it reads: what Auth knows, and the e-mail's rules. */
export interface DecideNoticeInput {
  ref: NoticeRef;
  /** The site's owners, whom its own inbox alerts. */
  owners: string[];
  /** The inbox's addresses (none: no e-mail). */
  addresses: string[];
  /** One e-mail per conversation per `windowMs`, while every budget has room (each then counted). */
  mail: { windowMs: number; budgets: RateLimit[] };
  /** When her hours next open, if the quiet hours hold her notices now (null: they go now). */
  quietUntil?: number | null;
}

export type DecideNoticeOutcome =
  /** Nothing pending (carried out before), or its conversation deleted: nothing was written but the notice's deletion. */
  | { status: 'gone' }
  | { status: 'decided'; plan: NoticePlan }
  /** Held by the quiet hours: moved to avisosAdiados/, released at `until` (releaseDueNotices). */
  | { status: 'deferred'; until: number };

export interface CarryOutNoticeInput {
  ref: NoticeRef;
  /** The e-mail the plan sends, queued under an id derived from the message; ignored when the plan sends none. */
  mail: QueuedMail | null;
}

export type CarryOutNoticeOutcome =
  /** Nothing decided is pending (carried out before, or never decided), or its conversation is gone. */
  | { status: 'gone' }
  /** The notice is deleted, its e-mail queued (`mailed`: by this run); the push in `plan` is the caller's to send. */
  | { status: 'done'; plan: NoticePlan; mailed: boolean };

export interface NoticeStore {
  pendingNotice(ref: NoticeRef): Promise<PendingNotice | null>;
  /** Up to `limit` notices still pending, oldest first is not promised: what a drain settles next. */
  pendingNotices(limit: number): Promise<NoticeRef[]>;
  /**
   * In one transaction, reads what the notice depends on (the conversation, the alerted accounts'
   * devices, the e-mail's budgets), takes the decision (decideNotice) and records its plan on the
   * pending notice, with the budgets counted and the conversation stamped. A notice decided before
   * answers the plan it recorded, deciding nothing again.
   */
  decideNotice(input: DecideNoticeInput): Promise<DecideNoticeOutcome>;
  /** In one transaction: the recorded plan's e-mail queued (once) and the pending notice deleted. */
  carryOutNotice(input: CarryOutNoticeInput): Promise<CarryOutNoticeOutcome>;
  /**
   * Quiet hours: up to `limit` held notices due at `now` put back as pending notices (marked
   * `adiado`, so they go), each moved in one transaction, so a notice is released once however many
   * runs overlap. Answers the notices released.
   */
  releaseDueNotices(now: number, limit: number): Promise<NoticeRef[]>;
}
