/**
 * What a webhook sends and keeps: its configuration per skin, the events (their JSON), each event's
 * delivery with its attempts, and when a failed one is tried again.
 */
import type { Instant } from '../kernel/types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** After the n-th failed attempt, the (n+1)-th waits RETRY_DELAYS_MS[n-1]; none left: it failed. */
export const RETRY_DELAYS_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR];
/** No attempt is made later than this after the event. */
export const WEBHOOK_GIVE_UP_MS = 24 * HOUR;
/** How long one attempt may wait for the receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** An attempt holds its delivery this long, so a doubled trigger or the retry sweep cannot send it at the same time. */
export const WEBHOOK_CLAIM_MS = 2 * MINUTE;
/** How much of the receiver's answer is kept with each attempt. */
export const WEBHOOK_RESPONSE_KEPT = 500;
/** How long a delivery stays listed (TTL policy on entregas.expiresAt). */
export const WEBHOOK_DELIVERY_TTL_MS = 30 * 24 * HOUR;
/** How many deliveries the screen lists. */
export const RECENT_DELIVERIES = 20;

export type WebhookEventType = 'lead.created' | 'lead.stage_changed' | 'ping';

/** The JSON body of every request: `data` depends on `type`. */
export interface WebhookEvent<D = Record<string, unknown>> {
  id: string;
  type: WebhookEventType;
  /** ISO 8601, UTC. */
  created: string;
  data: D;
}

/** webhooks/{chave}: server-only; a skin's webhook. `chave` is `{uid}~{skinId}`, which a rename keeps. */
export interface WebhookDoc {
  uid: string;
  skinId: string;
  url: string;
  /** "whsec_…": never in a document a browser may read. */
  segredo: string;
  criadoEm: Instant;
  atualizadoEm: Instant;
}

export type DeliveryState = 'pendente' | 'entregue' | 'falhou';

export interface DeliveryAttempt {
  em: Instant;
  /** The receiver's HTTP status; null when none came (timeout, refused address, network). */
  status: number | null;
  /** The first 500 characters of the answer's body, or why there was none. */
  resposta: string;
}

/** webhooks/{chave}/entregas/{eventId}: server-only; one event and its delivery. */
export interface DeliveryDoc {
  id: string;
  tipo: WebhookEventType;
  criadoEm: Instant;
  /** The exact body every attempt sends (and signs). */
  corpo: string;
  estado: DeliveryState;
  tentativas: DeliveryAttempt[];
  /** When the next attempt is due; only while `pendente` (the retry sweep's query). */
  proximaEm?: Instant;
  /** Until when an attempt in progress holds it. */
  ocupadaAte?: Instant;
  expiresAt: Instant;
}

/** A delivery as the screen lists it. */
export interface DeliveryRow {
  id: string;
  tipo: WebhookEventType;
  criadoEm: Instant;
  estado: DeliveryState;
  tentativas: number;
  /** The last attempt's status code, if any came. */
  ultimoStatus: number | null;
}

export interface WebhookRef {
  chave: string;
  id: string;
}

export function webhookKey(uid: string, skinId: string): string {
  return `${uid}~${skinId}`;
}

/** When the attempt after `attemptsMade` failed ones is due; null when the delivery has failed for good. */
export function nextAttemptAt(criadoEm: Instant, attemptsMade: number, now: Instant): Instant | null {
  const delay = RETRY_DELAYS_MS[attemptsMade - 1];
  if (delay === undefined) return null;
  const next = now + delay;
  return next > criadoEm + WEBHOOK_GIVE_UP_MS ? null : next;
}

export function isDelivered(status: number | null): boolean {
  return status !== null && status >= 200 && status < 300;
}

export function deliveryRow(doc: DeliveryDoc): DeliveryRow {
  const last = doc.tentativas.at(-1);
  return {
    id: doc.id,
    tipo: doc.tipo,
    criadoEm: doc.criadoEm,
    estado: doc.estado,
    tentativas: doc.tentativas.length,
    ultimoStatus: last?.status ?? null,
  };
}
