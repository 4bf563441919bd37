/**
 * The e-mails a message brings with it: the owners' notice of a visitor's message, and an owner's
 * reply carried to a visitor who has only an e-mail. The Store decides, in the message's transaction,
 * whether a notice goes (one per conversation per window, a site-wide cap); these only build them.
 */
import {
  isMailbox,
  OWNER_NOTIFICATION_WINDOW_MS,
  OWNER_NOTIFICATIONS_PER_HOUR,
  OWNER_NOTIFICATIONS_PER_SENDER_PER_HOUR,
  ownerNotificationMail,
  replyMail,
  type Participante,
} from '..';
import type { OwnerNotification, QueuedMail } from '../store/store';
import type { HandlerDeps } from './handler-types';

/** The site-wide limit's key: every conversation's notices count against it. */
const NOTIFICATION_LIMIT_KEY = 'owner-notifications';

/** One sender's share of the notices: their account, or the e-mail an anonymous visitor gave. */
function senderLimitKey(sender: Participante): string {
  return `${NOTIFICATION_LIMIT_KEY}:${sender.uid ?? `email:${sender.chave}`}`;
}

/** The owners' addresses fit for a header; a lookup that fails means no notice, never a lost message. */
async function ownerAddresses(deps: HandlerDeps): Promise<string[]> {
  try {
    return [...new Set((await deps.accounts.ownerEmails()).map((e) => e.trim().toLowerCase()).filter(isMailbox))].sort();
  } catch (error) {
    deps.logger?.error('owner e-mails could not be listed; the message goes without a notice', { error: String(error) });
    return [];
  }
}

export interface NoticeInput {
  idContato: string;
  idConversa: string;
  assunto: string;
  sender: Participante;
  mensagem: string | null;
  at: number;
}

/** The owners' notice of a visitor's message; null when no owner has an address. */
export async function ownerNotification(deps: HandlerDeps, input: NoticeInput): Promise<OwnerNotification | null> {
  const to = await ownerAddresses(deps);
  if (to.length === 0) return null;
  const email = input.sender.email && isMailbox(input.sender.email) ? input.sender.email : null;
  const doc = ownerNotificationMail({
    to,
    siteUrl: deps.siteUrl,
    idContato: input.idContato,
    idConversa: input.idConversa,
    at: input.at,
    assunto: input.assunto,
    remetente: { nome: input.sender.nome, email },
    mensagem: input.mensagem,
  });
  return {
    id: deps.newId(),
    doc,
    windowMs: OWNER_NOTIFICATION_WINDOW_MS,
    rateLimits: [
      { key: NOTIFICATION_LIMIT_KEY, ...OWNER_NOTIFICATIONS_PER_HOUR },
      { key: senderLimitKey(input.sender), ...OWNER_NOTIFICATIONS_PER_SENDER_PER_HOUR },
    ],
  };
}

export interface ReplyInput {
  idContato: string;
  idConversa: string;
  assunto: string;
  idChat: string;
  /** The contact's visitor side. */
  visitor: Participante;
  author: string;
  mensagem: string;
  at: number;
}

/**
 * An owner's reply as an e-mail, when the visitor can only be reached that way: an anonymous
 * participant (no account) whose address passes the strict check. Null otherwise.
 */
export async function visitorReply(deps: HandlerDeps, input: ReplyInput): Promise<QueuedMail | null> {
  const to = input.visitor.email;
  if (input.visitor.uid !== null || !to || !isMailbox(to)) return null;
  const quoted = await deps.store.latestMessageOf(input.idContato, input.idConversa, input.visitor.chave);
  const doc = replyMail({
    to,
    // Never an account's address: each visitor answered would learn the owners' Google addresses.
    // Without a site address, the extension's DEFAULT_REPLY_TO (the site's) applies.
    replyTo: deps.siteReplyTo ?? null,
    idContato: input.idContato,
    idConversa: input.idConversa,
    idChat: input.idChat,
    at: input.at,
    assunto: input.assunto,
    resposta: { nome: input.author, mensagem: input.mensagem },
    citada: quoted?.mensagem ?? null,
  });
  return { id: deps.newId(), doc };
}
