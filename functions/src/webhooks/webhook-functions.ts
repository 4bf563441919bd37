/**
 * The webhook worker on Firebase: a Firestore trigger attempts each event as soon as it is queued,
 * and a schedule retries, every minute, the deliveries whose next attempt is due (1 min, 5, 30, 2 h,
 * 6 h, 12 h after each failure, then "falhou"). Each attempt is claimed in a transaction first, so
 * the trigger, its retries and the schedule never send one event twice at once.
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { deliverWebhook, retryDueWebhooks, type WebhookWorkerDeps } from '@lab/domain/handlers';

/** A queued event's document: webhookPaths.entrega. */
export const DELIVERY_DOCUMENT = 'webhooks/{chave}/entregas/{id}';

/**
 * The Emulator Suite's switch: its receiver listens on http://127.0.0.1. Both the emulator's own
 * FUNCTIONS_EMULATOR and LAB_WEBHOOK_LOOPBACK, which only the emulator scripts set, must say so.
 */
export function emulatorLoopback(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' && env.LAB_WEBHOOK_LOOPBACK === '1';
}

export function createWebhookDelivery(deps: WebhookWorkerDeps) {
  return onDocumentCreated({ document: DELIVERY_DOCUMENT, region: FUNCTIONS_REGION, retry: true }, async (event) => {
    const { chave = '', id = '' } = event.params;
    await deliverWebhook(deps, { chave, id });
  });
}

export function createWebhookRetries(deps: WebhookWorkerDeps) {
  return onSchedule({ schedule: 'every 1 minutes', region: FUNCTIONS_REGION, retryCount: 0, timeoutSeconds: 300 }, async () => {
    await retryDueWebhooks(deps);
  });
}

/**
 * The emulators only (never exported in production): runs the schedule's retry now, as if `adiante`
 * milliseconds had passed, so a test drives a retry without waiting for the clock.
 */
export function createWebhookRetryHook(deps: WebhookWorkerDeps) {
  return onRequest({ region: FUNCTIONS_REGION }, async (request, response) => {
    const ahead = Number(request.query.adiante ?? 0);
    const later: WebhookWorkerDeps = { ...deps, now: () => deps.now() + (Number.isFinite(ahead) ? ahead : 0) };
    response.json({ tentativas: await retryDueWebhooks(later) });
  });
}
