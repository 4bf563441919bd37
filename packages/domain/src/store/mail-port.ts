export type RetryMailOutcome = 'retried' | 'not-found' | 'not-failed';

/** Outgoing e-mail: what the owners' outbox can do to a queued message. */
export interface MailStore {
  /** Asks the extension to send a failed e-mail again (delivery.state RETRY). */
  retryMail(mailId: string): Promise<RetryMailOutcome>;
}
