/** Contacts and chat over a DocPort: each command one transaction, deletion in bounded rounds. */
import { paths } from '../../kernel/paths';
import type { ContatoDoc, ConversaDoc } from '../../kernel/types';
import { appendChatMessage, latestMessageOf, markRead } from './chat-docs';
import { claimConversation } from './claim-docs';
import { sendContactMessage } from './contact-docs';
import { migrateContactIds } from './contact-id-migration';
import { deleteConversation, inspectConversation } from './conversation-deletion';
import type { DocPort } from '../../kernel/store/doc-port';
import type { ConversationStore } from './conversation-port';

export function createConversationStore(port: DocPort): ConversationStore {
  return {
    getContact: (contactId) => port.get<ContatoDoc>(paths.contato(contactId)),
    getConversation: (contactId, conversationId) => port.get<ConversaDoc>(paths.conversa(contactId, conversationId)),
    inspectConversation: (contactId, conversationId) => inspectConversation(port, contactId, conversationId),
    sendContactMessage: (input) => port.runTransaction((tx) => sendContactMessage(tx, input)),
    appendChatMessage: (input) => port.runTransaction((tx) => appendChatMessage(tx, input)),
    latestMessageOf: (contactId, conversationId, chave) => latestMessageOf(port, contactId, conversationId, chave),
    markRead: (input) => port.runTransaction((tx) => markRead(tx, input)),
    claimConversation: (input) => port.runTransaction((tx) => claimConversation(tx, input)),
    deleteConversation: (contactId, conversationId) => deleteConversation(port, contactId, conversationId),
    migrateContactIds: () => migrateContactIds(port),
  };
}
