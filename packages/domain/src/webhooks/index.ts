/** A skin's webhook: its address and secret, the events queued after a commit, their signed and retried delivery. */
export * from './url-guard';
export * from './signing';
export * from './webhook-events';
export * from './webhook-delivery';
export * from './webhook-queue';
export type * from './store/webhook-port';
export { createWebhookStore, eraseWebhook, webhookPaths, DELIVERIES_GROUP } from './store/webhook-docs';
export type { SetWebhookResult, RemoveWebhookResult } from './commands/set-webhook';
export type { SendTestWebhookResult } from './commands/send-test-webhook';
export type { ReadWebhookResult } from './commands/read-webhook';
