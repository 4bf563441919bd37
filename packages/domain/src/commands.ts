/**
 * The callable contract: names, payloads and results, shared by the Cloud Functions, the Firebase
 * web adapter (httpsCallable) and the demo backend (the same handlers in the browser).
 */
import type * as Privacy from './personal-data';
import type { SetSkinDomainPayload, SetSkinDomainResult } from './domains';
import type { ClaimConversationPayload, ClaimConversationResult } from './conversation-claims';
import type * as Moderation from './moderation';
import type * as Push from './push';
import type * as Names from './names';
import type { DuplicateSkinPayload, DuplicateSkinResult, ImportSkinPayload, ImportSkinResult, SkinModelId } from './skin-file';
import type { CardFields, NormalisedCardFields } from './card-content';
import type { ContainerKind, SkinDoc, UserDoc } from './types';

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
}

export interface CreateSkinPayload {
  username: string;
  theme: string;
  /** "Começar de um modelo": one of SKIN_MODELS, whose pages, containers and cards the skin starts with. */
  modelo?: SkinModelId;
}

export type CreateSkinResult = SkinDoc;

export interface SendContactMessagePayload {
  assunto?: string;
  mensagem?: string;
  /** Required when not signed in. */
  email?: string;
  /** The signed-in sender's skin: must be the caller's own. */
  skin?: string;
  /**
   * The skin whose contact form was used; absent for the site's own (`lab`). The message goes to that
   * skin's creator, and `pagina` names the page of that skin where the form is.
   */
  destino?: string;
  /** With `destino`: the page (its id) holding the form, whose subjects are the ones accepted. */
  pagina?: string;
  /** The anonymous session, so the access log can show the e-mail given. */
  navegacaoHash?: string;
}
export interface SendContactMessageResult {
  idContato: string;
  idConversa: string;
}

export interface SendChatMessagePayload {
  contactId: string;
  conversationId: string;
  mensagem: string;
}
export interface SendChatMessageResult {
  idChat: string;
}

export interface DeleteConversationPayload {
  contactId: string;
  conversationId: string;
}
export interface DeleteConversationResult {
  deletedMessages: number;
  contactDeleted: boolean;
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

/** A change as the Store receives it: any card in it already normalised. */
export type CheckedChange<C extends SkinChange = SkinChange> = C extends { card: CardFields }
  ? Omit<C, 'card'> & { card: NormalisedCardFields }
  : C;

/**
 * One change to a skin, made by the studio. Every kind is one transaction that keeps the refs
 * consistent; positions are 0-based indexes in the list the studio shows.
 */
export type SkinChange =
  /** Skin settings; the profile text is the main page's `conteudo`. Absent fields stay as they are. */
  | { kind: 'updateSkin'; theme?: string; iconSkin?: string; profileText?: string; nomeExibicao?: string }
  /** `nome` as typed ("Sobre mim"); the boundary hands the planner its slug as `nome`, the typed name as `rotulo`. */
  | { kind: 'addPage'; nome: string; rotulo?: string }
  /** Changes the tab label only: the page's address stays the same, so old links keep working. */
  | { kind: 'renamePage'; pageId: string; nome: string }
  | { kind: 'updatePage'; pageId: string; conteudo: string }
  | { kind: 'movePage'; pageId: string; toIndex: number }
  | { kind: 'setMainPage'; pageId: string }
  /** Refused for the main page: a skin always has exactly one. */
  | { kind: 'deletePage'; pageId: string }
  /** `tipo` absent: a container of cards. A new 'formulario' starts with NEW_FORM_SUBJECTS. */
  | { kind: 'addContainer'; pageId: string; titulo: string; tipo?: ContainerKind }
  /** `assuntos` only for a form: its whole list of subjects, in order. */
  | { kind: 'updateContainer'; containerId: string; titulo?: string; iconUrl?: string; assuntos?: string[] }
  /** Reorders within one page. */
  | { kind: 'moveContainer'; pageId: string; containerId: string; toIndex: number }
  /** Puts an existing container on one more page (a container may sit on several). */
  | { kind: 'placeContainer'; containerId: string; pageId: string }
  /** Takes a container off one page; the container itself stays (see deleteContainer). */
  | { kind: 'unplaceContainer'; containerId: string; pageId: string }
  | { kind: 'deleteContainer'; containerId: string }
  | { kind: 'addCard'; containerId: string; card: CardFields }
  | { kind: 'updateCard'; cardId: string; card: CardFields }
  /** Moves a card to `toIndex` of `toContainerId` (which may be the container it is in). */
  | { kind: 'moveCard'; cardId: string; fromContainerId: string; toContainerId: string; toIndex: number }
  /** A copy right after the original, in the same container. */
  | { kind: 'duplicateCard'; cardId: string; containerId: string }
  | { kind: 'deleteCard'; cardId: string };
export type SkinChangeKind = SkinChange['kind'];

export interface EditSkinPayload {
  /** The skin's name (unique across users); only its own user or an owner may edit it. */
  skin: string;
  change: SkinChange;
}
export interface EditSkinResult {
  /** The id of what the change created (page, container, card, copy); null otherwise. */
  createdId: string | null;
}

export const SKIN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type SkinImageType = (typeof SKIN_IMAGE_TYPES)[number];

export interface UploadSkinImagePayload {
  skin: string;
  /** What the browser says the file is; the server checks the bytes themselves. */
  contentType: SkinImageType;
  /** The file's bytes, base64 (no data: prefix), already scaled down by the browser. */
  base64: string;
}
export interface UploadSkinImageResult {
  /** The large rendition (WebP where the server re-encodes). */
  url: string;
  /** The small rendition, for lists and thumbnails. */
  thumbUrl: string;
}

export interface DeleteSkinPayload {
  skin: string;
}
export interface DeleteSkinResult {
  deleted: true;
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
  editSkin: [EditSkinPayload, EditSkinResult];
  uploadSkinImage: [UploadSkinImagePayload, UploadSkinImageResult];
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
  checkSkinName: [Names.CheckSkinNamePayload, Names.CheckSkinNameResult];
  renameSkin: [Names.RenameSkinPayload, Names.RenameSkinResult];
}
export type PayloadOf<N extends CallableName> = CallableContract[N][0];
export type ResultOf<N extends CallableName> = CallableContract[N][1];
