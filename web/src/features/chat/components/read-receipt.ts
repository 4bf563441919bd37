import { readingSide } from '@lab/domain/conversations';
import { type ChatDoc, type ConversaDoc, type Instant } from '@lab/domain/kernel';

/** Who looks at the chat, as readingSide needs them. */
export interface ChatViewer {
  uid: string;
  owner: boolean;
  skin: string;
}

/**
 * When the other side read the conversation, from the viewer's side: the visitor's read time for the
 * inbox's side, the inbox's for the visitor. Null for someone who only watches, or before any read.
 */
export function otherSideReadAt(conversation: ConversaDoc | null | undefined, viewer: ChatViewer): Instant | null {
  if (!conversation) return null;
  const side = readingSide(conversation, { uid: viewer.uid, admin: viewer.owner, skin: viewer.skin });
  if (side === null) return null;
  return (side === 'naoLidasLab' ? conversation.lidaVisitanteEm : conversation.lidaLabEm) ?? null;
}

/** Whether the viewer reads the conversation as its inbox (the creator, or for the site's own an owner): the side a briefing is for. */
export function inboxSideOf(conversation: ConversaDoc | null | undefined, viewer: ChatViewer): boolean {
  if (!conversation) return false;
  return readingSide(conversation, { uid: viewer.uid, admin: viewer.owner, skin: viewer.skin }) === 'naoLidasLab';
}

/** The viewer's last message, when the other side has read the conversation since it was sent: its id and when. */
export function seenReceipt(
  messages: readonly ChatDoc[],
  mine: (message: ChatDoc) => boolean,
  readAt: Instant | null,
): { idChat: string; at: Instant } | null {
  const last = [...messages].reverse().find(mine);
  return last && readAt !== null && readAt >= last.data ? { idChat: last.idChat, at: readAt } : null;
}

const TIME = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

/** "Visto às 14:32" today, "Visto em 03/05/2024 às 14:32" on another day, in the reader's own time zone. */
export function seenText(at: Instant, now: Instant = Date.now()): string {
  const sameDay = DAY.format(at) === DAY.format(now);
  return sameDay ? `Visto às ${TIME.format(at)}` : `Visto em ${DAY.format(at)} às ${TIME.format(at)}`;
}
