/**
 * Every callable, one declaration each (define-callable.ts). What the rest of the code knows of the
 * callables is derived from this list: their names and contract (commands.ts), the handlers
 * (createHandlers), the Cloud Functions and their exports, the web's App Check table
 * (the App Check table in commands.ts, checked by registry.test.ts) and the keys erased with an account.
 */
import type { HandlerCall } from './handler-types';
import type { CallableDeclaration } from './define-callable';
import type { DeclaredLimit } from './declared-limits';
import { accountLimitKeysOf } from './account-limit-keys';
import { bootstrapSession } from './bootstrap-session';
import { createSkin } from './create-skin';
import { sendContactMessage } from './send-contact-message';
import { sendChatMessage } from './send-chat-message';
import { deleteConversation } from './delete-conversation';
import { logAccess } from './log-access';
import { logNavigation } from './log-navigation';
import { editSkin } from './edit-skin';
import { uploadSkinImage } from './upload-skin-image';
import { deleteSkin } from './delete-skin';
import { markRead } from './mark-read';
import { markAccessSeen } from './mark-access-seen';
import { retryMail } from './retry-mail';
import { importSkin } from './import-skin';
import { duplicateSkin } from './duplicate-skin';
import { exportMyData } from './export-my-data';
import { deleteMyAccount } from './delete-my-account';
import { requestMyMessages, readMyMessages, deleteMyMessages } from './my-messages';
import { setSkinDomain } from './set-skin-domain';
import { reportSkin } from './report-skin';
import { moderateSkin, dismissReport } from './moderate-skin';
import { setAccountBlocked } from './set-account-blocked';
import { registerDevice, unregisterDevice } from './register-device';
import { claimConversation } from './claim-conversation';
import { undoDeletion } from './undo-deletion';
import { answerReplyMail } from './reply-mail-link';
import { checkSkinName } from './check-skin-name';
import { renameSkin } from './rename-skin';

export const CALLABLES = [
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
