/**
 * The callable handlers as plain functions: no Firebase import, so the Cloud Functions, jest and the
 * web's demo backend all run these very functions.
 */
import type { HandlerDeps } from './handler-types';
import type { CallableDeclaration } from './define-callable';
import { refusingBlocked } from '../moderation/commands/blocked-accounts';
import { accountLimitKeys, CALLABLES, type Handlers } from './registry';
import { sweepDeletions as sweep, type SweepDeps, type SweepReport } from '../deletions/commands/sweep-deletions';

export type {
  Accounts,
  GeoLookup,
  GoogleProfile,
  HandlerCall,
  HandlerDeps,
  HandlerLogger,
  PushDelivery,
  PushSender,
  SkinImageInput,
  SkinImages,
} from './handler-types';
export { ImagesUnavailableError, InvalidImageError } from './handler-types';
// One normalisation of a card's fields for every writer of cards (the studio's addCard, an import).
export { cardFieldsSchema, normaliseCard } from '../studio/commands/card-fields';
// The boundary reads the client's address the way the limits key it (client-address.ts).
export { clientKey, isInternalAddress } from '../limits/client-address';
export type { SweepDeps, SweepReport };
export { CALLABLE_NAMES, CALLABLES, declarationOf, DECLARED_LIMITS, type Handler, type Handlers } from './registry';
export type { AppCheck, CallableDeclaration, CallableRuntime, Who } from './define-callable';
export type { DeclaredLimit } from './declared-limits';
export { drainMessageNotices, noticeMailId, sendMessageNotices } from '../notices/commands/message-notices';
// Business hours: the schedule that releases the notices the quiet hours held.
export { releaseQuietNotices } from '../notices/commands/message-notices';
// Bookings: the reminders and the retention sweep a schedule runs.
export { runBookingReminders, type ReminderDeps, type ReminderReport } from '../bookings/reminders';
// The cards' and containers' dates: the sweep that republishes a skin when one comes.
export { runScheduleSweep, type ScheduleSweepDeps, type ScheduleSweepReport } from '../published/schedule-sweep';
// The webhook worker the Functions' trigger and schedule run (and tests, on a fake transport).
export {
  deliverWebhook,
  retryDueWebhooks,
  type WebhookRequest,
  type WebhookTransport,
  type WebhookWorkerDeps,
} from '../webhooks';

export function createHandlers(deps: HandlerDeps): Handlers {
  const declared = { ...deps, accountLimitKeys };
  // Every handler behind the block check, in one place: a new callable cannot leave it out.
  return Object.fromEntries(
    CALLABLES.map((declaration: CallableDeclaration) => [declaration.name, refusingBlocked(declaration, declared)]),
  ) as unknown as Handlers;
}

/** Run on a schedule by the Functions and before each command by the demo backend. */
export function sweepDeletions(deps: SweepDeps): Promise<SweepReport> {
  return sweep(deps, accountLimitKeys);
}
