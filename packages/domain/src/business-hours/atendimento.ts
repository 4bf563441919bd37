/**
 * An inbox's business hours as stored, atendimento/{chave}: one document per inbox, keyed by the
 * inbox's key (a creator's skin name, or `lab` for the site's own), which is all the work after a
 * message knows of its inbox. It carries the uids that may read it, as contacts do, so the rules
 * read no other document.
 */
import type { Instant } from '../kernel/types';
import type { Horario } from './hours';

export const AUTOMATIC_TEXT_MAX_LENGTH = 1000;

export interface AtendimentoDoc extends Horario {
  /** The inbox: a skin's name, or `lab`. */
  chave: string;
  /** Who reads it under the rules: the skin's account (none for `lab`: the owners read every one). */
  uids: string[];
  /** The hours hold: outside them the automatic answer goes and quiet notices wait. Off: neither. */
  ativo: boolean;
  /** Sent outside the hours, at most once a day per conversation ("" = none). */
  foraDoHorario: string;
  /** Sent at any hour to the first message of a conversation ("" = none). */
  confirmacao: string;
  /** Her push and e-mail notices wait for her hours. */
  silencioso: boolean;
  atualizadoEm: Instant;
}

/** Whether the hours are on and have at least one period: what "outside the hours" needs to mean anything. */
export function hoursHold(doc: AtendimentoDoc): boolean {
  return doc.ativo && Object.values(doc.semana).some((periods) => periods.length > 0);
}
