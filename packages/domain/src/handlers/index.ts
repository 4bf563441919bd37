/**
 * The callable handlers as plain functions: no Firebase import, so the Cloud Functions, jest and the
 * web's demo backend all run these very functions.
 */
import { bootstrapSession } from './bootstrap-session';
import { createSkin } from './create-skin';
import { checkSkinName } from './check-skin-name';
import { renameSkin } from './rename-skin';
import { deleteConversation } from './delete-conversation';
import { deleteMyAccount } from './delete-my-account';
import { deleteSkin } from './delete-skin';
import { undoDeletion } from './undo-deletion';
import { duplicateSkin } from './duplicate-skin';
import { editSkin } from './edit-skin';
import { importSkin } from './import-skin';
import { exportMyData } from './export-my-data';
import { logAccess } from './log-access';
import { logNavigation } from './log-navigation';
import { markAccessSeen } from './mark-access-seen';
import { markRead } from './mark-read';
import { claimConversation } from './claim-conversation';
import { dismissReport, moderateSkin } from './moderate-skin';
import { deleteMyMessages, readMyMessages, requestMyMessages } from './my-messages';
import { answerReplyMail } from './reply-mail-link';
import { registerDevice, unregisterDevice } from './register-device';
import { reportSkin } from './report-skin';
import { retryMail } from './retry-mail';
import { sendChatMessage } from './send-chat-message';
import { sendContactMessage } from './send-contact-message';
import { setAccountBlocked } from './set-account-blocked';
import { setSkinDomain } from './set-skin-domain';
import { uploadSkinImage } from './upload-skin-image';
import type { Handler, HandlerDeps, Handlers } from './handler-types';
import { refusingBlocked } from './blocked-accounts';
import { CALLABLE_NAMES, type CallableName } from '../commands';

export type {
  Accounts,
  GeoLookup,
  GoogleProfile,
  Handler,
  HandlerCall,
  HandlerDeps,
  HandlerLogger,
  Handlers,
  PushDelivery,
  PushSender,
  SkinImageInput,
  SkinImages,
} from './handler-types';
export { ImagesUnavailableError, InvalidImageError } from './handler-types';
// One normalisation of a card's fields for every writer of cards (the studio's addCard, an import).
export { cardFieldsSchema, normaliseCard } from './card-fields';
// The boundary reads the client's address the way the limits key it (client-address.ts).
export { clientKey, isInternalAddress } from '../client-address';
// Run on a schedule by the Functions and before each command by the demo backend.
export { sweepDeletions, type SweepDeps, type SweepReport } from './sweep-deletions';
export { drainMessageNotices, noticeMailId, sendMessageNotices } from './message-notices';

/** Each callable's handler, made for the dependencies it is given (the block check gates the store per call). */
const FACTORIES: { [N in CallableName]: (deps: HandlerDeps) => Handler<N> } = {
  bootstrapSession,
  createSkin,
  sendContactMessage,
  sendChatMessage,
  deleteConversation,
  logAccess,
  logNavigation,
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
  checkSkinName,
  renameSkin,
  reportSkin,
  moderateSkin,
  dismissReport,
  setAccountBlocked,
  registerDevice,
  unregisterDevice,
  claimConversation,
  undoDeletion,
  answerReplyMail,
};

export function createHandlers(deps: HandlerDeps): Handlers {
  // Every handler behind the block check, in one place: a new callable cannot leave it out.
  const guard = <N extends CallableName>(name: N) => refusingBlocked(name, FACTORIES[name], deps);
  return Object.fromEntries(CALLABLE_NAMES.map((name) => [name, guard(name)])) as unknown as Handlers;
}
