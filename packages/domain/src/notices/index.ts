/** What a message brings after it commits: its notice decided once, the e-mails and the push. */
export * from './mail-doc';
export type { RetryMailResult } from './commands/retry-mail';
export * from './mail';
export * from './reply-consent-mail';
export * from './push';
export * from './commands/message-notices';
export * from './commands/inbox-mail';
export * from './store/mail-recipient-docs';
export * from './store/notice-docs';
export * from './store/mail-port';
export * from './store/mail-docs';
export { sendPush } from './commands/message-push';
