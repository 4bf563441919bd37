/**
 * The worker that delivers a skin's webhook events: on Firebase a Firestore trigger attempts each
 * event once it is queued and a scheduled function retries the due ones; in tests, the same code on
 * a fake transport and clock. Each attempt is claimed in a transaction first (a doubled trigger, or
 * the trigger and the sweep together, send an event once at a time), signed when it goes, and
 * recorded with the receiver's status and the start of its answer.
 */
import type { Instant } from '../kernel/types';
import type { HandlerLogger } from '../handlers/handler-types';
import type { WebhookStore } from './store/webhook-port';
import { webhookHeaders } from './signing';
import { checkWebhookUrl, mayConnectTo, type WebhookNetworkPolicy } from './url-guard';
import {
  isDelivered,
  nextAttemptAt,
  WEBHOOK_CLAIM_MS,
  WEBHOOK_RESPONSE_KEPT,
  WEBHOOK_TIMEOUT_MS,
  type DeliveryAttempt,
  type WebhookRef,
} from './webhook-events';

export interface WebhookRequest {
  url: string;
  /** The address checked for this attempt: the transport connects to it, never resolves the name again. */
  address: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** The network, injected: Node's DNS and HTTPS in the Functions, a fake in tests. */
export interface WebhookTransport {
  /** Every address the host resolves to (an IP literal resolves to itself). */
  resolve(host: string): Promise<string[]>;
  /** Rejects when no answer came in time or the connection failed; redirects are answers, not followed. */
  post(request: WebhookRequest): Promise<{ status: number; body: string }>;
}

export interface WebhookWorkerDeps {
  store: WebhookStore;
  transport: WebhookTransport;
  now: () => Instant;
  network: WebhookNetworkPolicy;
  logger?: HandlerLogger;
}

type Outcome = { attempt: DeliveryAttempt; retry: boolean };

const NO_ANSWER = 'Sem resposta: ';

async function attempt(deps: WebhookWorkerDeps, url: string, body: string, headers: Record<string, string>): Promise<Outcome> {
  const em = deps.now();
  const checked = checkWebhookUrl(url, deps.network);
  // An address refused now (saved where the emulator's switch was on) is refused for good.
  if (!checked.ok) return { attempt: { em, status: null, resposta: checked.problem }, retry: false };
  let addresses: string[];
  try {
    addresses = await deps.transport.resolve(checked.host);
  } catch (error) {
    return {
      attempt: { em, status: null, resposta: `${NO_ANSWER}o nome ${checked.host} não foi encontrado (${String(error)}).` },
      retry: true,
    };
  }
  if (!mayConnectTo(addresses, deps.network)) {
    const resposta = `Recusado: ${checked.host} aponta para um endereço de rede interna (${addresses.join(', ')}).`;
    return { attempt: { em, status: null, resposta: resposta.slice(0, WEBHOOK_RESPONSE_KEPT) }, retry: true };
  }
  try {
    const answer = await deps.transport.post({
      url: checked.url,
      address: addresses[0] ?? '',
      headers,
      body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    });
    return { attempt: { em, status: answer.status, resposta: answer.body.slice(0, WEBHOOK_RESPONSE_KEPT) }, retry: true };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { attempt: { em, status: null, resposta: `${NO_ANSWER}${why}`.slice(0, WEBHOOK_RESPONSE_KEPT) }, retry: true };
  }
}

/**
 * One attempt at one event, if it is due and nobody holds it: claimed, sent, recorded. A failed store
 * call rejects (the trigger runs again); anything the receiver or the network does is recorded.
 */
export async function deliverWebhook(deps: WebhookWorkerDeps, ref: WebhookRef): Promise<'sent' | 'skipped'> {
  const claimed = await deps.store.claimDelivery(ref, deps.now(), WEBHOOK_CLAIM_MS);
  if (claimed.status !== 'claimed') return 'skipped';
  const { url, segredo, corpo, tentativas, criadoEm } = claimed.delivery;
  const headers = webhookHeaders(segredo, { id: ref.id, timestamp: Math.floor(deps.now() / 1000), body: corpo });
  const done = await attempt(deps, url, corpo, headers);
  const delivered = isDelivered(done.attempt.status);
  const at = done.retry ? nextAttemptAt(criadoEm, tentativas + 1, done.attempt.em) : null;
  await deps.store.recordAttempt({
    ref,
    attempt: done.attempt,
    next: delivered ? { delivered: true } : { delivered: false, at },
  });
  if (!delivered) deps.logger?.warn('webhook attempt failed', { ref, status: done.attempt.status, next: at });
  return 'sent';
}

/** How many due deliveries one sweep reads, and sends at once (each may wait 10 s for its receiver). */
const SWEEP_PAGE = 100;
const SWEEP_PARALLEL = 10;

/** The scheduled retry: every delivery due now, a few at a time. Answers how many were attempted. */
export async function retryDueWebhooks(deps: WebhookWorkerDeps): Promise<number> {
  const due = await deps.store.dueDeliveries(deps.now(), SWEEP_PAGE);
  let sent = 0;
  for (let i = 0; i < due.length; i += SWEEP_PARALLEL) {
    const results = await Promise.allSettled(due.slice(i, i + SWEEP_PARALLEL).map((ref) => deliverWebhook(deps, ref)));
    for (const result of results) {
      if (result.status === 'fulfilled' && result.value === 'sent') sent += 1;
      if (result.status === 'rejected')
        deps.logger?.error('webhook delivery could not be recorded', { error: String(result.reason) });
    }
  }
  return sent;
}
