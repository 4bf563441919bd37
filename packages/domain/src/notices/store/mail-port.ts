import type { MailDoc } from '../mail-doc';
import type { RateLimit } from '../../limits';

export type RetryMailOutcome = 'retried' | 'not-found' | 'not-failed';

/**
 * A reply to a visitor who has only an e-mail, as the message's transaction decides it from the
 * address's record (destinatarios/{recipient}): mailed, or not and why. The mails are built from the
 * record's secrets, which only the transaction knows.
 */
export interface ReplyMailPlan {
  /** The SHA-256 of the address: its record's id. */
  recipient: string;
  /** A creator's inbox: only an address that confirmed gets the reply. The site's own: any that has not refused. */
  needsConsent: boolean;
  /** The reply, given the record's "não quero mais" secret. */
  reply: { id: string; doc: (tokenSair: string) => MailDoc };
  /** The reply's budgets (the inbox's, the address's): every one must have room, then each counts one. */
  rateLimits: RateLimit[];
  /** Sent instead of the reply to an address not asked yet, within its own budgets; given the confirmation secret. */
  confirmation: { id: string; doc: (token: string) => MailDoc; rateLimits: RateLimit[] };
  /** The secrets of a record created now. */
  fresh: { token: string; tokenSair: string };
}

export interface ReplyLinkAnswer {
  recipient: string;
  token: string;
  acao: 'confirmar' | 'recusar';
  at: number;
}

/** `invalid`: no live record holds that secret, or the secret cannot do that (a reply's link never confirms). */
export type ReplyLinkOutcome = 'confirmado' | 'recusado' | 'invalid';

/** Outgoing e-mail: what the owners' outbox can do to a queued message, and an address's say on replies. */
export interface MailStore {
  /** Asks the extension to send a failed e-mail again (delivery.state RETRY). */
  retryMail(mailId: string): Promise<RetryMailOutcome>;
  /** What a link's secret may do to the address's record (reads only): both actions, leaving only, or nothing. */
  replyLinkGrant(recipient: string, token: string, at: number): Promise<'both' | 'leave' | null>;
  /** Confirms or refuses, in one transaction that checks the secret again. */
  answerReplyLink(input: ReplyLinkAnswer): Promise<ReplyLinkOutcome>;
}
