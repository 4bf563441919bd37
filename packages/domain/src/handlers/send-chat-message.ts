import { z } from 'zod';
import {
  DomainError,
  isSendableChatMessage,
  LIMITS,
  MESSAGES,
  RATE_LIMITS,
  SITE_OWNER_SKIN,
  type Caller,
  type ContatoDoc,
  type Participante,
} from '..';
import type { RateLimit } from '../store/store';
import { documentId, invalid, parsePayload, requireCaller, text } from './schemas';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({
  contactId: documentId,
  conversationId: documentId,
  mensagem: text(LIMITS.messageMaxLength, MESSAGES.messageTooLong, MESSAGES.chatEmpty),
});

export function sendChatMessage(deps: HandlerDeps): Handler<'sendChatMessage'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const payload = parsePayload(schema, data);
    if (!isSendableChatMessage(payload.mensagem)) throw invalid(MESSAGES.chatEmpty);

    const contact = await deps.store.getContact(payload.contactId);
    // A stranger gets the same answer whether the contact exists or not.
    const side = contact ? senderSide(contact, caller) : null;
    if (!side) {
      if (!contact && caller.admin) throw new DomainError('not-found', MESSAGES.conversationNotFound);
      throw new DomainError('permission-denied', MESSAGES.permissionDenied);
    }

    const outcome = await deps.store.appendChatMessage({
      contactId: payload.contactId,
      conversationId: payload.conversationId,
      chat: {
        idChat: deps.newId(),
        mensagem: payload.mensagem.trim(),
        userRemetente: side.chave,
        nomeRemetente: side.nome,
        fotoRemetente: side.foto,
      },
      at: deps.now(),
      rateLimits: caller.admin ? [] : chatLimitsOf(caller.uid),
    });
    if (outcome.status === 'conversation-not-found') throw new DomainError('not-found', MESSAGES.conversationNotFound);
    if (outcome.status === 'rate-limited') throw new DomainError('resource-exhausted', MESSAGES.chatRateLimited);
    return { idChat: outcome.chat.idChat };
  };
}

/** A burst of messages, then a pause; owners answer many visitors and are exempt. */
function chatLimitsOf(uid: string): RateLimit[] {
  return [
    { key: `chat-burst:${uid}`, ...RATE_LIMITS.chatBurstPerUser },
    { key: `chat:${uid}`, ...RATE_LIMITS.chatPerUser },
  ];
}

/**
 * A participant speaks as their own side. An owner who is not a participant (the second owner
 * account) replies as the site owner's side, so visitors always hear from the lab.
 */
function senderSide(contact: ContatoDoc, caller: Caller): Participante | null {
  const participantes = contact.participantes ?? [];
  if ((contact.uids ?? []).includes(caller.uid)) {
    const own = participantes.find((p) => p.uid === caller.uid);
    if (own) return own;
  }
  if (!caller.admin) return null;
  return participantes.find((p) => p.chave === SITE_OWNER_SKIN) ?? null;
}
