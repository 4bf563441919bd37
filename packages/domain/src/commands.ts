/**
 * The callable contract: names, payloads and results, shared by the Cloud Functions, the Firebase
 * web adapter (httpsCallable) and the demo backend (the same handlers in the browser).
 */
import type * as Privacy from './personal-data';
import type { SetSkinDomainPayload, SetSkinDomainResult } from './domains';
import type { ClaimConversationPayload, ClaimConversationResult } from './conversation-claims';
import type * as Moderation from './moderation';
import type * as Push from './push';
import type * as Deletions from './deletions';
import type * as Names from './names';
import type { DuplicateSkinPayload, DuplicateSkinResult, ImportSkinPayload, ImportSkinResult, SkinModelId } from './skin-file';
import type { AnswerReplyMailPayload, AnswerReplyMailResult } from './reply-consent-mail';
import type * as Studio from './studio-commands';
import type { Resendable, SendChatMessagePayload, SendChatMessageResult } from './message-sends';
import type { SkinDoc, UserDoc } from './types';

export const CALLABLE_NAMES = [
  'bootstrapSession',
  'createSkin',
  'sendContactMessage',
  'sendChatMessage',
  'deleteConversation',
  'logAccess',
  'logNavigation',
  'editSkin',
  'uploadSkinImage',
  'deleteSkin',
  'markRead',
  'markAccessSeen',
  'retryMail',
  'importSkin',
  'duplicateSkin',
  'exportMyData',
  'deleteMyAccount',
  'requestMyMessages',
  'readMyMessages',
  'deleteMyMessages',
  'setSkinDomain',
  'reportSkin',
  'moderateSkin',
  'dismissReport',
  'setAccountBlocked',
  'registerDevice',
  'unregisterDevice',
  'claimConversation',
  'undoDeletion',
  'answerReplyMail',
  'checkSkinName',
  'renameSkin',
] as const;
export type CallableName = (typeof CALLABLE_NAMES)[number];

export const FUNCTIONS_REGION = 'southamerica-east1';

/**
 * The callables a page view makes: they keep their per-IP limits instead of App Check, so that a page
 * view loads no App Check.
 */
export const PAGE_VIEW_CALLABLES: ReadonlySet<CallableName> = new Set<CallableName>(['logAccess', 'logNavigation']);

/**
 * Every other callable needs Firebase App Check's proof that the request comes from the site, signed
 * in or not: without it, every per-account limit would be multiplied by the Google accounts a script
 * holds.
 */
export function needsAppCheck(name: CallableName): boolean {
  return !PAGE_VIEW_CALLABLES.has(name);
}
// Pure: a bundle that never reads the set (the web's) leaves it, and the list of names, out.
export const APP_CHECKED_CALLABLES: ReadonlySet<CallableName> = /* @__PURE__ */ new Set<CallableName>(
  /* @__PURE__ */ CALLABLE_NAMES.filter(needsAppCheck),
);

/**
 * The writes that create content or send mail: their App Check token is limited-use and consumed by
 * the function (replay protection), so a token lifted from one request cannot be sent again.
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
]);

export type BootstrapSessionPayload = Record<string, never>;
export interface BootstrapSessionResult {
  user: UserDoc;
  skins: SkinDoc[];
  /** The skin to select: the only one, or the default one just created; null when there are several. */
  selected: SkinDoc | null;
  createdDefaultSkin: boolean;
  admin: boolean;
  /**
   * The account is being deleted (deleteMyAccount): nothing was written, no skin is given, and the
   * page offers Desfazer (undoDeletion with this id) until `until`.
   */
  exclusao?: Deletions.UndoTicket;
}

export interface CreateSkinPayload {
  username: string;
  theme: string;
  /** "Começar de um modelo": one of SKIN_MODELS, whose pages, containers and cards the skin starts with. */
  modelo?: SkinModelId;
}

export type CreateSkinResult = SkinDoc;

export interface SendContactMessagePayload extends Resendable {
  assunto?: string;
  mensagem?: string;
  /** Required when not signed in. */
  email?: string;
  /** The signed-in sender's skin: must be the caller's own. */
  skin?: string;
  /** The skin whose form was used, whose creator the message goes to; absent for the site's own (`lab`). */
  destino?: string;
  /** With `destino`: the page (its id) holding the form, whose subjects are the ones accepted. */
  pagina?: string;
  /** The anonymous session, so the access log can show the e-mail given. */
  navegacaoHash?: string;
  /** Not signed in only: the name the visitor chose to give (at most 80 characters). */
  nome?: string;
  /** Not signed in only: her WhatsApp as she typed it; the server keeps it in E.164 or refuses it. */
  whatsapp?: string;
}
export interface SendContactMessageResult {
  idContato: string;
  idConversa: string;
}

export interface DeleteConversationPayload {
  contactId: string;
  conversationId: string;
}
export interface DeleteConversationResult {
  deletedMessages: number;
  contactDeleted: boolean;
  /** Desfazer, while the conversation is only hidden; null when leftovers of an older deletion were cleaned. */
  undo: Deletions.UndoTicket | null;
}

export interface LogAccessPayload {
  navegacaoHash: string;
}
export interface LogAccessResult {
  recorded: boolean;
}

export interface LogNavigationPayload {
  navegacaoHash: string;
  path: string;
  /** The referring site's host ("www.google.com"), with a session's first page only; anything else is ignored. */
  origem?: string;
}
export interface LogNavigationResult {
  ok: true;
}

export * from './card-content';

export interface DeleteSkinPayload {
  skin: string;
}
export interface DeleteSkinResult {
  deleted: true;
  undo: Deletions.UndoTicket;
}

export interface MarkReadPayload {
  contactId: string;
  conversationId: string;
}
export interface MarkReadResult {
  /** How many messages were unread on the caller's side. */
  cleared: number;
}

export interface MarkAccessSeenPayload {
  /** One access; absent to mark every unseen access. */
  hash?: string;
}
export interface MarkAccessSeenResult {
  marked: number;
}

export interface RetryMailPayload {
  mailId: string;
}
export interface RetryMailResult {
  retried: true;
}

export interface CallableContract {
  bootstrapSession: [BootstrapSessionPayload, BootstrapSessionResult];
  createSkin: [CreateSkinPayload, CreateSkinResult];
  sendContactMessage: [SendContactMessagePayload, SendContactMessageResult];
  sendChatMessage: [SendChatMessagePayload, SendChatMessageResult];
  deleteConversation: [DeleteConversationPayload, DeleteConversationResult];
  logAccess: [LogAccessPayload, LogAccessResult];
  logNavigation: [LogNavigationPayload, LogNavigationResult];
  editSkin: [Studio.EditSkinPayload, Studio.EditSkinResult];
  uploadSkinImage: [Studio.UploadSkinImagePayload, Studio.UploadSkinImageResult];
  deleteSkin: [DeleteSkinPayload, DeleteSkinResult];
  markRead: [MarkReadPayload, MarkReadResult];
  markAccessSeen: [MarkAccessSeenPayload, MarkAccessSeenResult];
  retryMail: [RetryMailPayload, RetryMailResult];
  importSkin: [ImportSkinPayload, ImportSkinResult];
  duplicateSkin: [DuplicateSkinPayload, DuplicateSkinResult];
  exportMyData: [Privacy.ExportMyDataPayload, Privacy.ExportMyDataResult];
  deleteMyAccount: [Privacy.DeleteMyAccountPayload, Privacy.DeleteMyAccountResult];
  requestMyMessages: [Privacy.RequestMyMessagesPayload, Privacy.RequestMyMessagesResult];
  readMyMessages: [Privacy.MyMessagesPayload, Privacy.ReadMyMessagesResult];
  deleteMyMessages: [Privacy.MyMessagesPayload, Privacy.DeleteMyMessagesResult];
  setSkinDomain: [SetSkinDomainPayload, SetSkinDomainResult];
  reportSkin: [Moderation.ReportSkinPayload, Moderation.ModerationOk];
  moderateSkin: [Moderation.ModerateSkinPayload, Moderation.ModerationOk];
  dismissReport: [Moderation.DismissReportPayload, Moderation.ModerationOk];
  setAccountBlocked: [Moderation.SetAccountBlockedPayload, Moderation.ModerationOk];
  registerDevice: [Push.RegisterDevicePayload, Push.RegisterDeviceResult];
  unregisterDevice: [Push.UnregisterDevicePayload, Push.UnregisterDeviceResult];
  claimConversation: [ClaimConversationPayload, ClaimConversationResult];
  undoDeletion: [Deletions.UndoDeletionPayload, Deletions.UndoDeletionResult];
  answerReplyMail: [AnswerReplyMailPayload, AnswerReplyMailResult];
  checkSkinName: [Names.CheckSkinNamePayload, Names.CheckSkinNameResult];
  renameSkin: [Names.RenameSkinPayload, Names.RenameSkinResult];
}
export type PayloadOf<N extends CallableName> = CallableContract[N][0];
export type ResultOf<N extends CallableName> = CallableContract[N][1];
