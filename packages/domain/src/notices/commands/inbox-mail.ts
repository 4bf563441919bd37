/**
 * The e-mails a message brings with it: the inbox's notice of a visitor's message (the owners' for
 * the site's own inbox, the creator's for a skin's), and the inbox's reply carried to a visitor who
 * has only an e-mail. The notice is decided after the message commits (message-notices.ts; one per
 * conversation per window, a budget per inbox and per sender: notice-decision.ts, with the rules
 * and addresses read here); the reply in the message's transaction, whose budgets are its inbox's and
 * its address's. These only build them.
 */
import { isMailbox, ownerNotificationMail, replyMail } from '../mail';
import { replyConsentMail, replyFooter, replyLink, reportLink } from '../reply-consent-mail';
import { sha256Hex } from '../../kernel/sha256';
import {
  OWNER_NOTIFICATION_WINDOW_MS,
  OWNER_NOTIFICATIONS_PER_HOUR,
  OWNER_NOTIFICATIONS_PER_SENDER_PER_HOUR,
  REPLY_MAIL_BUDGETS,
  SITE_OWNER_SKIN,
} from '../../kernel/constants';
import type { MailDoc } from '../mail-doc';
import type { Participante } from '../../kernel/types';
import type { DecideNoticeInput, NoticeRef, PendingNotice } from '../store/notice-port';
import type { NoticeDraft } from '../../conversations/store/conversation-port';
import type { RateLimit } from '../../limits';
import type { ReplyMailPlan } from '../store/mail-port';
import type { HandlerDeps } from '../../handlers/handler-types';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';

/** The site's own budget: every conversation's notices to the owners count against it. */
export const NOTIFICATION_LIMIT_KEY = 'owner-notifications';

/**
 * The site's budget is every skin's visitors' too (a visitor of the site's own form, a signed-in
 * creator writing to it): kept in this many shards, each its share, so no document takes every notice.
 */
export const OWNER_NOTIFICATION_SHARDS = 6;

/** A creator's budget, one per skin, so no skin's visitors spend the owners' or another creator's. */
function budgetKey(inbox: Participante): string {
  return inbox.chave === SITE_OWNER_SKIN ? NOTIFICATION_LIMIT_KEY : `creator-notifications:${inbox.chave}`;
}

/** One sender's share of an inbox's notices: their account, or the e-mail an anonymous visitor gave. */
function senderLimitKey(inbox: Participante, sender: Participante): string {
  return `${budgetKey(inbox)}:${sender.uid ?? `email:${sender.chave}`}`;
}

/**
 * One sender's notices across every inbox, the owners' and all the creators': their account, or the
 * client (and its /48) an anonymous message came from, since a visitor's e-mail is whatever they type.
 * Each key is the sender's own, so no document is shared by every inbox's messages.
 */
function senderNoticeLimits(sender: Participante, ip: string | null): RateLimit[] {
  return sender.uid === null ? ipLimitsOn(NOTICES.perClient, ip, {}) : [limitOn(NOTICES.perAccount, { uid: sender.uid })];
}

const NOTICES = {
  perAccount: rateLimit('noticesPerSender', 'notices:{uid}'),
  perClient: rateLimit('noticesPerSender', 'notices-ip:{ip}'),
};
/** Taken for every message, whichever callable sends it: both list them. */
export const SENDER_NOTICE_LIMITS = [NOTICES.perAccount, NOTICES.perClient];

/**
 * The inbox's addresses, trimmed, lower-cased, fit for a header, once each: what its notice is decided
 * with. A lookup that fails means no e-mail notice, never a lost message.
 */
export async function inboxAddresses(deps: HandlerDeps, inbox: Participante): Promise<string[]> {
  try {
    const found =
      inbox.chave === SITE_OWNER_SKIN
        ? await deps.accounts.ownerEmails()
        : inbox.uid === null
          ? []
          : [(await deps.accounts.verifiedEmail(inbox.uid)) ?? ''];
    return [...new Set(found.map((e) => e.trim().toLowerCase()).filter(isMailbox))].sort();
  } catch (error) {
    deps.logger?.error('the inbox e-mails could not be read; the message goes without a notice', { error: String(error) });
    return [];
  }
}

/** What a creator may read of the mail about their inbox; the site's own mail is the owners' alone. */
export function readersOf(inbox: Participante): Pick<MailDoc, 'leitores'> {
  return inbox.chave === SITE_OWNER_SKIN || inbox.uid === null ? {} : { leitores: [inbox.uid] };
}

/** The skin a creator's e-mails name; the site's own speak as the site. */
function inboxName(inbox: Participante): { inbox?: string } {
  return inbox.chave === SITE_OWNER_SKIN ? {} : { inbox: inbox.chave };
}

/** The inbox's budget: the site's own sharded (every skin's visitors may write to it), a creator's one document. */
function inboxBudget(inbox: Participante): RateLimit {
  return inbox.chave === SITE_OWNER_SKIN
    ? { key: NOTIFICATION_LIMIT_KEY, ...OWNER_NOTIFICATIONS_PER_HOUR, shards: OWNER_NOTIFICATION_SHARDS }
    : { key: budgetKey(inbox), ...OWNER_NOTIFICATIONS_PER_HOUR };
}

/** The rules a notice's e-mail is decided by: one per conversation per window, the inbox's budget and the sender's shares. */
export function noticeMailRules(notice: Pick<NoticeDraft, 'recipient' | 'sender' | 'ip'>): DecideNoticeInput['mail'] {
  return {
    windowMs: OWNER_NOTIFICATION_WINDOW_MS,
    budgets: [
      inboxBudget(notice.recipient),
      { key: senderLimitKey(notice.recipient, notice.sender), ...OWNER_NOTIFICATIONS_PER_SENDER_PER_HOUR },
      ...senderNoticeLimits(notice.sender, notice.ip),
    ],
  };
}

/** The inbox's e-mail notice of a visitor's message, to the addresses its notice's plan names. */
export function inboxNoticeMail(
  siteUrl: string,
  ref: NoticeRef,
  notice: Pick<PendingNotice, 'recipient' | 'sender' | 'visitor' | 'assunto' | 'mensagem' | 'at' | 'respostas'>,
  to: string[],
): MailDoc {
  const { sender, visitor } = notice;
  const email = sender.email && isMailbox(sender.email) ? sender.email : null;
  const doc = ownerNotificationMail({
    to,
    siteUrl,
    idContato: ref.idContato,
    idConversa: ref.idConversa,
    at: notice.at,
    ...inboxName(notice.recipient),
    assunto: notice.assunto,
    remetente: { nome: visitor?.nome ?? sender.nome, email, ...(visitor?.whatsapp ? { whatsapp: visitor.whatsapp } : {}) },
    mensagem: notice.mensagem,
    ...(notice.respostas?.length ? { respostas: notice.respostas } : {}),
  });
  return { ...doc, ...readersOf(notice.recipient) };
}

export interface ReplyInput {
  idContato: string;
  idConversa: string;
  assunto: string;
  idChat: string;
  /** The contact's inbox side, which answers. */
  inbox: Participante;
  /** The contact's visitor side. */
  visitor: Participante;
  author: string;
  mensagem: string;
  at: number;
}

/** A secret for a link: two ids, as the "Seus dados pelo e-mail" link's, which nobody can guess. */
export function newLinkToken(deps: HandlerDeps): string {
  return `${deps.newId()}${deps.newId()}`.replace(/[^A-Za-z0-9]/g, '');
}

/** A creator's budgets for replies and for asking addresses to confirm; the address's own, whoever answers. */
function replyBudgets(inbox: Participante, recipient: string): { reply: RateLimit[]; confirmation: RateLimit[] } {
  if (inbox.chave === SITE_OWNER_SKIN) return { reply: [], confirmation: [] };
  const b = REPLY_MAIL_BUDGETS;
  return {
    reply: [
      { key: `reply-mail:${inbox.chave}`, ...b.perInboxPerHour },
      { key: `reply-mail-day:${inbox.chave}`, ...b.perInboxPerDay },
      { key: `reply-mail-to:${recipient}`, ...b.perAddressPerHour },
      { key: `reply-mail-to-day:${recipient}`, ...b.perAddressPerDay },
    ],
    confirmation: [
      { key: `reply-confirm:${inbox.chave}`, ...b.confirmationsPerInboxPerHour },
      { key: `reply-confirm-day:${inbox.chave}`, ...b.confirmationsPerInboxPerDay },
    ],
  };
}

/**
 * The inbox's reply as an e-mail, when the visitor can only be reached that way: an anonymous
 * participant (no account) whose address passes the strict check. Null otherwise. The message's
 * transaction decides from the address's record whether the reply goes, or (a creator's, to an
 * address never asked) a request to confirm that carries none of the creator's words.
 */
export async function visitorReply(deps: HandlerDeps, input: ReplyInput): Promise<ReplyMailPlan | null> {
  const to = input.visitor.email;
  if (input.visitor.uid !== null || !to || !isMailbox(to)) return null;
  const recipient = sha256Hex(to.trim().toLowerCase());
  const quoted = await deps.store.latestMessageOf(input.idContato, input.idConversa, input.visitor.chave);
  const creator = input.inbox.chave === SITE_OWNER_SKIN ? null : input.inbox.chave;
  const link = (acao: 'confirmar' | 'recusar' | 'sair', token: string) => replyLink(deps.siteUrl, acao, recipient, token);
  const reply = (tokenSair: string) => {
    const footer = replyFooter({
      sair: link('sair', tokenSair),
      ...(creator ? { creator: { skin: creator, denunciar: reportLink(deps.siteUrl, creator) } } : {}),
    });
    const doc = replyMail({
      to,
      // Never an account's address: each visitor answered would learn the owners' (or the creator's)
      // Google address. Without a site address, the extension's DEFAULT_REPLY_TO (the site's) applies.
      replyTo: deps.siteReplyTo ?? null,
      idContato: input.idContato,
      idConversa: input.idConversa,
      idChat: input.idChat,
      at: input.at,
      ...inboxName(input.inbox),
      assunto: input.assunto,
      resposta: { nome: input.author, mensagem: input.mensagem },
      citada: quoted?.mensagem ?? null,
      ...(creator ? { answerAt: `${deps.siteUrl}/${creator}` } : {}),
      footer,
    });
    return { ...doc, ...readersOf(input.inbox) };
  };
  // No reader but the owners: its links confirm, and a creator must never be able to confirm for someone.
  const confirmation = (token: string) =>
    replyConsentMail({
      to,
      skin: creator ?? '',
      confirmar: link('confirmar', token),
      recusar: link('recusar', token),
      at: input.at,
    });
  const budgets = replyBudgets(input.inbox, recipient);
  return {
    recipient,
    needsConsent: creator !== null,
    reply: { id: deps.newId(), doc: reply },
    rateLimits: budgets.reply,
    confirmation: { id: deps.newId(), doc: confirmation, rateLimits: budgets.confirmation },
    fresh: { token: newLinkToken(deps), tokenSair: newLinkToken(deps) },
  };
}
