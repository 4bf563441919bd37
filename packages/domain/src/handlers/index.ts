/**
 * The callable handlers as plain functions: no Firebase import, so the Cloud Functions, jest and the
 * web's demo backend all run these very functions.
 */
import { bootstrapSession } from './bootstrap-session';
import { createSkin } from './create-skin';
import { deleteConversation } from './delete-conversation';
import { logAccess } from './log-access';
import { logNavigation } from './log-navigation';
import { sendChatMessage } from './send-chat-message';
import { sendContactMessage } from './send-contact-message';
import type { HandlerDeps, Handlers } from './handler-types';

export type {
  Accounts,
  GeoLookup,
  GoogleProfile,
  Handler,
  HandlerCall,
  HandlerDeps,
  HandlerLogger,
  Handlers,
} from './handler-types';

export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    bootstrapSession: bootstrapSession(deps),
    createSkin: createSkin(deps),
    sendContactMessage: sendContactMessage(deps),
    sendChatMessage: sendChatMessage(deps),
    deleteConversation: deleteConversation(deps),
    logAccess: logAccess(deps),
    logNavigation: logNavigation(deps),
  };
}
