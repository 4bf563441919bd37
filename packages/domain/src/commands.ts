/**
 * The callable contract: names, payloads and results, shared by the Cloud Functions, the Firebase
 * web adapter (httpsCallable) and the demo backend (the same handlers in the browser).
 */
import type { SkinDoc, UserDoc } from './types';

export const CALLABLE_NAMES = [
  'bootstrapSession',
  'createSkin',
  'sendContactMessage',
  'sendChatMessage',
  'deleteConversation',
  'logAccess',
  'logNavigation',
] as const;
export type CallableName = (typeof CALLABLE_NAMES)[number];

export const FUNCTIONS_REGION = 'southamerica-east1';

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
}
export type CreateSkinResult = SkinDoc;

export interface SendContactMessagePayload {
  assunto?: string;
  mensagem?: string;
  /** Required when not signed in. */
  email?: string;
  /** The signed-in sender's skin: must be the caller's own. */
  skin?: string;
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
}
export interface LogNavigationResult {
  ok: true;
}

export interface CallableContract {
  bootstrapSession: [BootstrapSessionPayload, BootstrapSessionResult];
  createSkin: [CreateSkinPayload, CreateSkinResult];
  sendContactMessage: [SendContactMessagePayload, SendContactMessageResult];
  sendChatMessage: [SendChatMessagePayload, SendChatMessageResult];
  deleteConversation: [DeleteConversationPayload, DeleteConversationResult];
  logAccess: [LogAccessPayload, LogAccessResult];
  logNavigation: [LogNavigationPayload, LogNavigationResult];
}
export type PayloadOf<N extends CallableName> = CallableContract[N][0];
export type ResultOf<N extends CallableName> = CallableContract[N][1];
