/** The unread counters of a conversation's two sides, on the conversation and (summed) on its contact. */
import type { ContatoDoc, ConversaDoc } from '../../kernel/types';
import type { ContactSide } from './conversation-port';

/** The unread counter of each side, on a conversation and (summed) on its contact. */
export const UNREAD_FIELD = { lab: 'naoLidasLab', visitante: 'naoLidasVisitante' } as const satisfies Record<
  ContactSide,
  keyof ConversaDoc & keyof ContatoDoc
>;

export const OTHER_SIDE: Record<ContactSide, ContactSide> = { lab: 'visitante', visitante: 'lab' };

export function unreadOf(doc: Partial<Record<'naoLidasLab' | 'naoLidasVisitante', number>> | null, side: ContactSide): number {
  const value = doc?.[UNREAD_FIELD[side]];
  return typeof value === 'number' && value > 0 ? value : 0;
}

/** When each side's devices were last pushed about a conversation. */
export const PUSH_FIELD = { lab: 'pushLabEm', visitante: 'pushVisitanteEm' } as const satisfies Record<
  ContactSide,
  keyof ConversaDoc
>;

/** Each side's read time on a conversation: when it last cleared its unread count, the other side's "Visto". */
export const READ_AT_FIELD = { lab: 'lidaLabEm', visitante: 'lidaVisitanteEm' } as const satisfies Record<
  ContactSide,
  keyof ConversaDoc
>;

/**
 * A new message's time, taken inside its transaction: never before the conversation's last message
 * (max(now, last + 1 ms)), so the thread's order is the order of commits, whatever clock each sender's
 * instance had, and the conversation's last message only moves forward.
 */
export function messageTimeAfter(conversa: Pick<ConversaDoc, 'dataUltimaMensagem'> | null, now: number): number {
  const last = conversa?.dataUltimaMensagem;
  return typeof last === 'number' && Number.isFinite(last) ? Math.max(now, last + 1) : now;
}
