/**
 * What a visitor's message gets back by itself: the acknowledgement of a conversation's first
 * message (at any hour, once), the automatic answer outside her hours (once a day in her zone), or
 * both in one message, the acknowledgement first. Pure: the work after the message decides with it.
 */
import type { Instant } from '../kernel/types';
import { sha256Hex } from '../kernel/sha256';
import { hoursHold, type AtendimentoDoc } from './atendimento';
import { isWithinHours, localDayOf } from './hours';

export interface AutomaticAnswer {
  /**
   * What makes it once: the day in her zone for an answer outside the hours (any later message that
   * day finds it sent), the conversation itself for an acknowledgement alone.
   */
  once: string;
  mensagem: string;
}

export function automaticAnswerOf(doc: AtendimentoDoc, message: { at: Instant; first: boolean }): AutomaticAnswer | null {
  const ack = message.first ? doc.confirmacao.trim() : '';
  const outside = hoursHold(doc) && doc.foraDoHorario.trim() !== '' && !isWithinHours(doc, message.at);
  if (outside) {
    return {
      once: `fora-${localDayOf(message.at, doc.fusoHorario)}`,
      mensagem: [ack, doc.foraDoHorario.trim()].filter(Boolean).join('\n\n'),
    };
  }
  return ack ? { once: 'confirmacao', mensagem: ack } : null;
}

/** The automatic message's chat id: one per conversation and `once`, so a retried or doubled trigger finds it written. */
export function automaticChatId(idContato: string, idConversa: string, once: string): string {
  return `auto-${sha256Hex(`${idContato}/${idConversa}/${once}`).slice(0, 32)}`;
}
