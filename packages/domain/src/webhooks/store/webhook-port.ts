/**
 * A skin's webhook and its deliveries: the configuration (server-only, it holds the secret), each
 * event queued after the commit that caused it, and each attempt claimed and recorded in its own
 * transaction, so two runs never send the same event at once.
 */
import type { Instant } from '../../kernel/types';
import type { RateLimit } from '../../limits';
import type { DeliveryAttempt, DeliveryDoc, WebhookDoc, WebhookEvent, WebhookRef } from '../webhook-events';

export interface SaveWebhookInput {
  chave: string;
  uid: string;
  skinId: string;
  url: string;
  /** Null keeps the secret it has (a new webhook always gets one). */
  segredo: string | null;
  at: Instant;
}

export interface QueueWebhookEventInput {
  /** The skin's name as its inbox's conversations carry it (`destino`, or `lab`). */
  skin: string;
  event: WebhookEvent;
  at: Instant;
  /** The skin's events a day: a flood of messages cannot make us flood its receiver. */
  dailyLimit: (chave: string) => RateLimit;
}

export type QueueWebhookEventOutcome =
  | { status: 'queued'; ref: WebhookRef }
  /** The skin has no webhook (or no longer exists). */
  | { status: 'no-webhook' }
  /** The same event id was queued before (a retried trigger or command): nothing written. */
  | { status: 'duplicate'; ref: WebhookRef }
  | { status: 'rate-limited' };

/** What an attempt sends: read with its claim, so a secret rotated since is the one it signs with. */
export interface ClaimedDelivery {
  url: string;
  segredo: string;
  corpo: string;
  /** Attempts made before this one. */
  tentativas: number;
  criadoEm: Instant;
}

export type ClaimDeliveryOutcome =
  | { status: 'claimed'; delivery: ClaimedDelivery }
  /** Delivered or failed already, not due yet, or held by another run. */
  | { status: 'skip' }
  /** Its webhook was removed: recorded as failed, nothing to send. */
  | { status: 'failed' };

export interface RecordAttemptInput {
  ref: WebhookRef;
  attempt: DeliveryAttempt;
  /** Delivered, or when to try again (null: failed for good). */
  next: { delivered: true } | { delivered: false; at: Instant | null };
}

export interface WebhookStore {
  webhookOf(chave: string): Promise<WebhookDoc | null>;
  saveWebhook(input: SaveWebhookInput): Promise<WebhookDoc>;
  /** False when there was none. */
  removeWebhook(chave: string): Promise<boolean>;
  /** In one transaction: the skin's webhook found by its name, its daily limit counted, the event written once. */
  queueWebhookEvent(input: QueueWebhookEventInput): Promise<QueueWebhookEventOutcome>;
  /** The latest deliveries of a skin's webhook, newest first. */
  recentDeliveries(chave: string, limit: number): Promise<DeliveryDoc[]>;
  /** Up to `limit` pending deliveries of every skin whose next attempt is due at `now`. */
  dueDeliveries(now: Instant, limit: number): Promise<WebhookRef[]>;
  /** In one transaction: a due, unheld, pending delivery held until `now + holdMs`, with what to send. */
  claimDelivery(ref: WebhookRef, now: Instant, holdMs: number): Promise<ClaimDeliveryOutcome>;
  /** In one transaction: the attempt appended and the delivery's state moved; released for the next. */
  recordAttempt(input: RecordAttemptInput): Promise<void>;
}
