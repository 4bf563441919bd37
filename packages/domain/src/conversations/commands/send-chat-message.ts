import { z } from 'zod';
import { DEFAULT_CONVERSATION_ID, DEFAULT_SUBJECT } from '../../kernel/constants';
import { isSendableChatMessage } from '../../kernel/validation';
import { MESSAGES } from '../../kernel/messages';
import { withoutHiddenCharacters } from '../../kernel/hidden-characters';
import type { ChatMessageOutcome, ContactSide } from '../store/conversation-port';
import type { RateLimit } from '../../limits';
import { inboxIsTheSite, otherSide, sideOf, speakerOf } from './contact-side';
import { visitorReply } from '../../notices';
import { labAuthor } from './lab-author';
import { documentId, messageText, sendId, sentDocId } from '../../kernel/commands/schemas';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { SendChatMessageResult } from '../message-sends';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { SENDER_NOTICE_LIMITS } from '../../notices';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  contactId: documentId,
  conversationId: documentId,
  mensagem: messageText(MESSAGES.chatEmpty),
  // Optional so that older clients still send; without it a retry is a second message.
  idEnvio: sendId.optional(),
});

const REFUSALS: Refusals<Exclude<ChatMessageOutcome['status'], 'sent'>> = {
  'conversation-not-found': ['not-found', MESSAGES.conversationNotFound],
  'rate-limited': ['resource-exhausted', MESSAGES.chatRateLimited],
};

const CHATS = {
  burst: rateLimit('chatBurstPerUser', 'chat-burst:{uid}'),
  perHour: rateLimit('chatPerUser', 'chat:{uid}'),
};

export const sendChatMessage = defineCallable({
  name: 'sendChatMessage',
  payload: schema,
  who: 'signed-in',
  appCheck: 'limited-use',
  limits: [CHATS.burst, CHATS.perHour, ...SENDER_NOTICE_LIMITS],
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<SendChatMessageResult> => {
      const payload = data;
      if (!isSendableChatMessage(payload.mensagem)) refuse('invalid-argument', MESSAGES.chatEmpty);

      const { contact, side } = await speakerOf(deps, payload.contactId, caller);

      const at = deps.now();
      const mensagem = payload.mensagem.trim();
      // The sender's uid scopes the id: a retry of this draft finds its message, nobody else's can.
      const idChat = payload.idEnvio ? sentDocId('chat', caller.uid, payload.idEnvio) : deps.newId();
      const sideName: ContactSide = sideOf(side, contact);
      const inboxSide = sideName === 'lab';
      const other = otherSide(contact, side);
      const visitor = inboxSide ? other : side;
      const conversation = await deps.store.getConversation(payload.contactId, payload.conversationId);
      // Every contact may have a principal conversation, so the chat icon can start it; others exist or not.
      const startConversation =
        !conversation && payload.conversationId === DEFAULT_CONVERSATION_ID
          ? { assunto: DEFAULT_SUBJECT, email: visitor?.uid === null ? (visitor.email ?? '') : '' }
          : undefined;
      if (!conversation && !startConversation) refuse('not-found', MESSAGES.conversationNotFound);
      const assunto = conversation?.assunto ?? DEFAULT_SUBJECT;
      const speaker = inboxSide && inboxIsTheSite(contact) ? await labAuthor(deps, caller, side) : side;
      // Names stored before they were cleaned, too: nobody reads a control or bidi character beside a message.
      const author = { nome: withoutHiddenCharacters(speaker.nome) || side.chave, foto: speaker.foto };
      // What every e-mail and push of this message says of it.
      const about = { idContato: payload.contactId, idConversa: payload.conversationId, assunto, mensagem, at };

      const outcome = await deps.store.appendChatMessage({
        contactId: payload.contactId,
        conversationId: payload.conversationId,
        chat: { idChat, mensagem, userRemetente: side.chave, nomeRemetente: author.nome, fotoRemetente: author.foto },
        at,
        side: sideName,
        rateLimits: caller.admin ? [] : chatLimitsOf(caller.uid),
        // Decided after the commit (message-notices.ts); only an inbox is told by e-mail.
        notice: other
          ? {
              recipient: other,
              sender: { ...side, nome: author.nome },
              senderUid: caller.uid,
              assunto,
              mensagem,
              email: !inboxSide,
              ip,
            }
          : null,
        replyMail:
          inboxSide && visitor ? await visitorReply(deps, { ...about, idChat, inbox: side, visitor, author: author.nome }) : null,
        ...(startConversation ? { startConversation } : {}),
        fromInboxReply: inboxSide && { uid: caller.uid },
      });
      if (outcome.status !== 'sent') refuse(...REFUSALS[outcome.status]);
      return { idChat: outcome.chat.idChat };
    },
});

/** A burst of messages, then a pause; owners answer many visitors and are exempt. */
function chatLimitsOf(uid: string): RateLimit[] {
  return [limitOn(CHATS.burst, { uid }), limitOn(CHATS.perHour, { uid })];
}
