/**
 * The one decision a message's notice takes: whom it tells, by e-mail, by push, both or neither.
 * Pure, so every branch is a row of its table test. The notice's transaction (store/notice-docs.ts)
 * reads what it depends on, consistently, calls it once and records its plan on the pending notice,
 * with the budgets it takes and the conversation's stamps; the drain (handlers/message-notices.ts)
 * then carries that plan out and decides nothing. A retried drain finds the plan and keeps to it.
 */
import { SITE_OWNER_SKIN } from '../kernel/constants';
import { PUSH_GROUP_WINDOW_MS } from './push';
import type { ConversaDoc, ConversationClaim, Participante } from '../kernel/types';
import { PUSH_FIELD } from '../conversations/store/conversation-counters';
import type { ContactSide } from '../conversations/store/conversation-port';
import type { RateLimit } from '../limits';

/** What the message recorded of its notice: who is told, who sent it, whether by e-mail too, when. */
export interface NoticeFacts {
  recipient: Participante;
  /** The account that sent it, never alerted of its own message. */
  senderUid: string | null;
  /** Whether an e-mail may tell the recipient (an inbox); false: its devices only. */
  email: boolean;
  /** The side whose devices are told, and whose push window applies. */
  pushSide: ContactSide;
  at: number;
}

/** A budget with room, as read in the notice's transaction: the limit (a shard, for a sharded one) and its hits. */
export interface BudgetRoom {
  limit: RateLimit;
  hits: number[];
}

export interface NoticeState {
  notice: NoticeFacts;
  /** The conversation as the notice's transaction read it: its last e-mail and pushes, who answers it. */
  conversation: Pick<ConversaDoc, 'notificadoEm' | 'respondendo' | 'pushLabEm' | 'pushVisitanteEm'>;
  /** The site's owners, whom its own inbox alerts. */
  owners: readonly string[];
  /** The inbox's addresses; none when nobody there has one (or they could not be read). */
  addresses: readonly string[];
  /** The devices of the accounts `noticeRecipients` names; an account without one is absent. */
  devices: ReadonlyMap<string, readonly string[]>;
  /** One e-mail per conversation within this window. */
  mailWindowMs: number;
  /** Every budget of the e-mail with its room; null when one is full, or none was read (no e-mail possible). */
  budgets: BudgetRoom[] | null;
  /**
   * Quiet hours (business-hours): when her hours next open, while she asked her notices to wait for
   * them and they are closed now; null otherwise (open, not asked, or a notice released to go now).
   */
  quietUntil: number | null;
}

/** What is recorded on the pending notice and carried out after the commit. */
export interface NoticePlan {
  /** The inbox's e-mail, to these addresses. */
  mail: { to: string[] } | null;
  /** The push, to these devices. */
  push: { devices: Array<{ uid: string; tokens: string[] }> } | null;
}

export interface NoticeDecision {
  plan: NoticePlan;
  /** The budgets the e-mail takes, each counted once; none without an e-mail. */
  counted: BudgetRoom[];
  /** What the conversation keeps, so the next message's windows start from this one. */
  stamps: Partial<Pick<ConversaDoc, 'notificadoEm' | 'pushLabEm' | 'pushVisitanteEm'>>;
  /** Held by the quiet hours until then: nothing goes now, nothing is counted or stamped. */
  deferUntil?: number;
}

/**
 * The accounts a message alerts: for the site's own inbox its owners, or only the one answering the
 * conversation when one took it; else the recipient's account. Never the sender.
 */
export function noticeRecipients(
  notice: Pick<NoticeFacts, 'recipient' | 'senderUid'>,
  claim: ConversationClaim | undefined,
  owners: readonly string[],
): string[] {
  const { recipient } = notice;
  const uids = recipient.chave === SITE_OWNER_SKIN ? (claim ? [claim.uid] : owners) : recipient.uid ? [recipient.uid] : [];
  return [...new Set(uids)].filter((uid) => uid !== notice.senderUid);
}

/**
 * The e-mail goes to an inbox nobody there hears of by push, with an address, once per conversation
 * per window, while every budget has room; the push goes to every alerted device, once per burst of
 * the conversation's side.
 */
export function decideNotice(state: NoticeState): NoticeDecision {
  const { notice, conversation } = state;
  // Only a notice to an inbox (one that may be e-mailed) is hers; a reply to a visitor is never held.
  if (state.quietUntil !== null && notice.email)
    return { plan: { mail: null, push: null }, counted: [], stamps: {}, deferUntil: state.quietUntil };
  const recipients = noticeRecipients(notice, conversation.respondendo, state.owners);
  const devices = recipients.flatMap((uid) => {
    const tokens = state.devices.get(uid) ?? [];
    return tokens.length === 0 ? [] : [{ uid, tokens: [...tokens] }];
  });
  const everyoneHasDevice = recipients.length > 0 && devices.length === recipients.length;
  const lastMail = conversation.notificadoEm;
  const mailWindowOpen = typeof lastMail !== 'number' || notice.at - lastMail >= state.mailWindowMs;
  const budgets = state.budgets;
  const mailed = notice.email && !everyoneHasDevice && state.addresses.length > 0 && mailWindowOpen && budgets !== null;
  const pushField = PUSH_FIELD[notice.pushSide];
  const lastPush = conversation[pushField];
  const pushed = devices.length > 0 && (typeof lastPush !== 'number' || notice.at - lastPush >= PUSH_GROUP_WINDOW_MS);
  return {
    plan: { mail: mailed ? { to: [...state.addresses] } : null, push: pushed ? { devices } : null },
    counted: mailed && budgets ? budgets : [],
    stamps: { ...(mailed ? { notificadoEm: notice.at } : {}), ...(pushed ? { [pushField]: notice.at } : {}) },
  };
}
