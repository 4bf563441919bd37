import { z } from 'zod';
import {
  DomainError,
  isSendableChatMessage,
  LIMITS,
  MESSAGES,
  SITE_OWNER_SKIN,
  type Caller,
  type ContatoDoc,
  type Participante,
} from '..';
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
    if (!contact) throw new DomainError('not-found', MESSAGES.conversationNotFound);
    const side = senderSide(contact, caller);
    if (!side) throw new DomainError('permission-denied', MESSAGES.permissionDenied);

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
    });
    if (outcome.status === 'conversation-not-found') throw new DomainError('not-found', MESSAGES.conversationNotFound);
    return { idChat: outcome.chat.idChat };
  };
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
