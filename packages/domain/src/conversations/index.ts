/** Contacts, conversations and chat: a message's path from a form or a chat to an inbox. */
export * from './conversation-claims';
export type { SendContactMessagePayload, SendContactMessageResult } from './commands/send-contact-message';
export type { DeleteConversationResult } from './commands/delete-conversation';
export type { MarkReadResult } from './commands/mark-read';
export * from './message-sends';
export * from './visitor-whatsapp';
export * from './unread';
export * from './store/conversation-trash';
export * from './store/conversation-port';
export * from './store/conversation-counters';
export * from './store/message-checks';
export * from './store/claim-docs';
export { inboxIsTheSite, sideOf, speakingSide } from './commands/contact-side';
