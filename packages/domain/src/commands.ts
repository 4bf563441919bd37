/**
 * The callable contract as the web and the Functions see it: its names, payloads and results are
 * derived from the declarations (handlers/registry.ts), and the web's App Check table below is
 * checked against them (handlers/registry.test.ts).
 */
import type { CallableName } from './handlers/registry';

export type { CallableContract, CallableName, PayloadOf, ResultOf } from './handlers/registry';

export const FUNCTIONS_REGION = 'southamerica-east1';

/**
 * The web's App Check table, what the declarations' `appCheck` says, written here so that a page need
 * not load the handlers to know it (registry.test.ts keeps the two the same). The callables a page
 * view makes (`none`): they keep their per-IP limits instead of App Check, so that a page view loads
 * no App Check.
 */
export const PAGE_VIEW_CALLABLES: ReadonlySet<CallableName> = new Set<CallableName>(['logAccess', 'logNavigation', 'logClick']);

/**
 * Every other callable needs Firebase App Check's proof that the request comes from the site, signed
 * in or not: without it, every per-account limit would be multiplied by the Google accounts a script
 * holds.
 */
export function needsAppCheck(name: CallableName): boolean {
  return !PAGE_VIEW_CALLABLES.has(name);
}
/**
 * `limited-use`: the writes that create content or send mail: their App Check token is limited-use
 * and consumed by the function (replay protection), so a token lifted from one request cannot be sent again.
 */
export const LIMITED_USE_CALLABLES: ReadonlySet<CallableName> = new Set<CallableName>([
  'deleteMyAccount',
  'requestMyMessages',
  'deleteMyMessages',
  'answerReplyMail',
  'sendContactMessage',
  'reportSkin',
  'sendChatMessage',
  'createSkin',
  'renameSkin',
  'editSkin',
  'uploadSkinImage',
  'importSkin',
  'duplicateSkin',
  'bookSlot',
  // A booking's changes: each mails both sides a new invitation.
  'cancelBookingByLink',
  'moveBookingByLink',
  'cancelBooking',
]);

export * from './studio/card-content';
