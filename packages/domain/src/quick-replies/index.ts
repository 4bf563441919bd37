/** An account's quick replies: what they are, the variables they are filled with, their store. */
export * from './quick-replies';
export type * from './store/quick-reply-port';
