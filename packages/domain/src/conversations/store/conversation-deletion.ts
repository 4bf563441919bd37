/** Deleting a conversation: its messages in bounded batches, then the rest with the conversation (and the contact when it was the last one). */
import { LIMITS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import type { ContatoDoc, ConversaDoc } from '../../kernel/types';
import type { DocPort } from '../../kernel/store/doc-port';
import { unreadOf } from './conversation-counters';
import { leadIdOf } from '../../leads';
import type { ConversationFootprint, DeleteConversationOutcome } from './conversation-port';

/** Messages that keep arriving while a conversation is deleted make it go round again, a few times. */
const DELETE_ROUNDS = 5;

/**
 * At most this many messages per collection are left for the closing transaction, which deletes them
 * with the conversation: a message sent meanwhile either lands before it (and is read and deleted
 * there) or finds the conversation gone (and is refused), so a steady trickle cannot keep it open.
 */
const CLOSING_MESSAGES_MAX = 100;

/** Batches deleted per round before the closing transaction is tried: bounds a round against a flood. */
const BATCHES_PER_ROUND = 10;

export async function inspectConversation(
  port: DocPort,
  contactId: string,
  conversationId: string,
): Promise<ConversationFootprint> {
  const leadId = leadIdOf(contactId, conversationId);
  const [contact, conversation, chat, legacy, etapas, lead, conversas] = await Promise.all([
    port.get<ContatoDoc>(paths.contato(contactId)),
    port.get<ConversaDoc>(paths.conversa(contactId, conversationId)),
    port.listPaths(paths.chat(contactId, conversationId), 1),
    port.listPaths(paths.legacyChats(contactId, conversationId), 1),
    port.listPaths(paths.etapas(leadId), 1),
    port.get(paths.lead(leadId)),
    port.listPaths(paths.conversas(contactId), 2),
  ]);
  const own = paths.conversa(contactId, conversationId);
  return {
    contact,
    conversation,
    // The lead and its stage history are left over like a message is: cleaned by the same delete.
    hasMessages: chat.length > 0 || legacy.length > 0 || etapas.length > 0 || lead !== null,
    hasOtherConversations: conversas.some((p) => p !== own),
  };
}

/**
 * Messages go first, in batches, while more are left than one transaction should take. Then one
 * transaction reads what is left, and deletes those last messages, the conversation and (when it was
 * the last) the contact together. A failure at any point leaves messages or the conversation behind,
 * so the footprint still shows what to clean and a retry finishes the job.
 */
export async function deleteConversation(
  port: DocPort,
  contactId: string,
  conversationId: string,
): Promise<DeleteConversationOutcome> {
  const chat = paths.chat(contactId, conversationId);
  const legacy = paths.legacyChats(contactId, conversationId);
  const leadPath = paths.lead(leadIdOf(contactId, conversationId));
  const etapas = paths.etapas(leadIdOf(contactId, conversationId));
  const conversaPath = paths.conversa(contactId, conversationId);
  let deletedMessages = 0;

  for (let round = 0; round < DELETE_ROUNDS; round += 1) {
    for (const collection of [chat, legacy, etapas]) {
      for (let batches = 0; batches < BATCHES_PER_ROUND; batches += 1) {
        const batch = await port.listPaths(collection, LIMITS.deleteBatchSize);
        if (batch.length <= CLOSING_MESSAGES_MAX) break;
        await port.deleteBatch(batch);
        deletedMessages += batch.length;
      }
    }
    const closed = await port.runTransaction(async (tx) => {
      const last = [
        ...(await tx.query({ collection: chat }, { limit: CLOSING_MESSAGES_MAX + 1 })),
        ...(await tx.query({ collection: legacy }, { limit: CLOSING_MESSAGES_MAX + 1 })),
      ];
      const history = await tx.query({ collection: etapas }, { limit: CLOSING_MESSAGES_MAX + 1 });
      if (last.length > CLOSING_MESSAGES_MAX || history.length > CLOSING_MESSAGES_MAX) return null;
      const conversa = await tx.get<ConversaDoc>(conversaPath);
      const contato = await tx.get<ContatoDoc>(paths.contato(contactId));
      const lead = await tx.get(leadPath);
      const siblings = await tx.query({ collection: paths.conversas(contactId) }, { limit: 2 });
      const othersRemain = siblings.some((s) => s.path !== conversaPath);
      for (const doc of [...last, ...history]) tx.delete(doc.path);
      if (conversa) tx.delete(conversaPath);
      if (lead) tx.delete(leadPath);
      const contactDeleted = contato !== null && !othersRemain;
      if (contactDeleted) tx.delete(paths.contato(contactId));
      else if (contato && conversa) {
        // What was unread there goes with it: the contact's totals stay the sum of what remains.
        tx.set(
          paths.contato(contactId),
          {
            naoLidasLab: Math.max(0, unreadOf(contato, 'lab') - unreadOf(conversa, 'lab')),
            naoLidasVisitante: Math.max(0, unreadOf(contato, 'visitante') - unreadOf(conversa, 'visitante')),
          },
          { merge: true },
        );
      }
      return { messages: last.length, conversationDeleted: conversa !== null, contactDeleted };
    });
    if (closed) {
      const { messages, ...rest } = closed;
      return { status: 'deleted', deletedMessages: deletedMessages + messages, ...rest };
    }
  }
  return { status: 'busy', deletedMessages };
}
