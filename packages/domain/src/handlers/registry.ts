/**
 * Every callable, one declaration each (define-callable.ts). What the rest of the code knows of the
 * callables is derived from this list: their names and contract (commands.ts), the handlers
 * (createHandlers), the Cloud Functions and their exports, the web's App Check table
 * (the App Check table in commands.ts, checked by registry.test.ts) and the keys erased with an account.
 */
import type { HandlerCall } from './handler-types';
import type { CallableDeclaration } from './define-callable';
import type { DeclaredLimit } from './declared-limits';
import { accountLimitKeysOf } from '../limits/commands/account-limit-keys';
import { bootstrapSession } from '../skins/commands/bootstrap-session';
import { createSkin } from '../skins/commands/create-skin';
import { sendContactMessage } from '../conversations/commands/send-contact-message';
import { sendChatMessage } from '../conversations/commands/send-chat-message';
import { deleteConversation } from '../conversations/commands/delete-conversation';
import { logAccess } from '../visits/commands/log-access';
import { logNavigation } from '../visits/commands/log-navigation';
import { logClick } from '../visits/commands/log-click';
import { editSkin } from '../studio/commands/edit-skin';
import { uploadSkinImage } from '../studio/commands/upload-skin-image';
import { deleteSkin } from '../skins/commands/delete-skin';
import { markRead } from '../conversations/commands/mark-read';
import { markAccessSeen } from '../visits/commands/mark-access-seen';
import { retryMail } from '../notices/commands/retry-mail';
import { importSkin } from '../skins/commands/import-skin';
import { duplicateSkin } from '../skins/commands/duplicate-skin';
import { exportMyData } from '../privacy/commands/export-my-data';
import { deleteMyAccount } from '../privacy/commands/delete-my-account';
import { requestMyMessages, readMyMessages, deleteMyMessages } from '../privacy/commands/my-messages';
import { setSkinDomain } from '../skins/commands/set-skin-domain';
import { reportSkin } from '../moderation/commands/report-skin';
import { moderateSkin, dismissReport } from '../moderation/commands/moderate-skin';
import { setAccountBlocked } from '../moderation/commands/set-account-blocked';
import { registerDevice, unregisterDevice } from '../devices/commands/register-device';
import { claimConversation } from '../conversations/commands/claim-conversation';
import { undoDeletion } from '../deletions/commands/undo-deletion';
import { answerReplyMail } from '../notices/commands/reply-mail-link';
import { checkSkinName } from '../skins/commands/check-skin-name';
import { renameSkin } from '../skins/commands/rename-skin';
// Business hours.
import { saveBusinessHours } from '../business-hours/commands/save-business-hours';
// Quick replies.
import { saveQuickReply, deleteQuickReply } from '../quick-replies/commands/save-quick-reply';
// Webhooks per skin.
import { setWebhook, removeWebhook } from '../webhooks/commands/set-webhook';
import { sendTestWebhook } from '../webhooks/commands/send-test-webhook';
import { readWebhook } from '../webhooks/commands/read-webhook';
// The lead pipeline.
import { setLeadStage } from '../leads/commands/set-lead-stage';
// Bookings of her time.
import { listFreeSlots } from '../bookings/commands/list-free-slots';
import { bookSlot } from '../bookings/commands/book-slot';
// A booking's changes, its deposit and her calendar feed.
import { readBookingByLink } from '../bookings/commands/read-booking-by-link';
import { cancelBookingByLink } from '../bookings/commands/cancel-booking-by-link';
import { moveBookingByLink } from '../bookings/commands/move-booking-by-link';
import { cancelBooking } from '../bookings/commands/cancel-booking';
import { setDepositPaid } from '../bookings/commands/set-deposit-paid';
import { renewAgendaFeed } from '../bookings/commands/renew-agenda-feed';
import { readTestimonialLink, setTestimonialLink } from '../testimonials/commands/testimonial-link';
import { sendTestimonial } from '../testimonials/commands/testimonial-send';
import { reviewTestimonial } from '../testimonials/commands/review-testimonial';

export const CALLABLES = [
  bootstrapSession,
  createSkin,
  sendContactMessage,
  sendChatMessage,
  deleteConversation,
  logAccess,
  logNavigation,
  logClick,
  editSkin,
  uploadSkinImage,
  deleteSkin,
  markRead,
  markAccessSeen,
  retryMail,
  importSkin,
  duplicateSkin,
  exportMyData,
  deleteMyAccount,
  requestMyMessages,
  readMyMessages,
  deleteMyMessages,
  setSkinDomain,
  reportSkin,
  moderateSkin,
  dismissReport,
  setAccountBlocked,
  registerDevice,
  unregisterDevice,
  claimConversation,
  undoDeletion,
  answerReplyMail,
  checkSkinName,
  renameSkin,
  // Business hours.
  saveBusinessHours,
  // Quick replies.
  saveQuickReply,
  deleteQuickReply,
  // Webhooks per skin.
  setWebhook,
  removeWebhook,
  sendTestWebhook,
  readWebhook,
  // The lead pipeline.
  setLeadStage,
  // Bookings of her time.
  listFreeSlots,
  bookSlot,
  // A booking's changes, its deposit and her calendar feed.
  readBookingByLink,
  cancelBookingByLink,
  moveBookingByLink,
  cancelBooking,
  setDepositPaid,
  renewAgendaFeed,
  setTestimonialLink,
  readTestimonialLink,
  sendTestimonial,
  reviewTestimonial,
] as const;

type Declared = (typeof CALLABLES)[number];
export type CallableName = Declared['name'];
export type DeclarationOf<N extends CallableName> = Extract<Declared, { name: N }>;

/** What the web sends to each callable (its schema's input) and what it gets back. */
export type CallableContract = { [N in CallableName]: NonNullable<DeclarationOf<N>['contract']> };
export type PayloadOf<N extends CallableName> = CallableContract[N][0];
export type ResultOf<N extends CallableName> = CallableContract[N][1];

export type Handler<N extends CallableName> = (call: HandlerCall) => Promise<ResultOf<N>>;
export type Handlers = { [N in CallableName]: Handler<N> };

export const CALLABLE_NAMES: readonly CallableName[] = CALLABLES.map((declaration) => declaration.name);

const BY_NAME = new Map<string, CallableDeclaration>(CALLABLES.map((declaration) => [declaration.name, declaration]));

export function declarationOf<N extends CallableName>(name: N): DeclarationOf<N> {
  return BY_NAME.get(name) as DeclarationOf<N>;
}

/** Every limit the callables declare, each once (two callables may share one: a device's, a new skin's). */
export const DECLARED_LIMITS: readonly DeclaredLimit[] = [
  ...new Map(CALLABLES.flatMap((declaration) => declaration.limits).map((limit) => [limit.key, limit])).values(),
];

/** The counters an account's deletion erases, derived from every declared limit. */
export const accountLimitKeys = accountLimitKeysOf(DECLARED_LIMITS);
