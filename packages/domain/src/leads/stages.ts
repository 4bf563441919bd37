/**
 * A lead's stage in the inbox side's pipeline: the five stages in the board's order, their labels, and
 * the two moves the messages make by themselves (a reply takes a new lead into conversation; a lead
 * already closed that writes again is marked), never backwards.
 */
import type { ConversaDoc, EtapaLead, Instant } from '../kernel/types';

/** contatos/{c}/conversas/{v}/etapas/{id}: one change of a conversation's stage, read like the conversation. */
export interface EtapaDoc {
  de: EtapaLead;
  para: EtapaLead;
  valorProposta?: number;
  em: Instant;
  /** Who moved it: the inbox side's account (an owner's for the site's own inbox). */
  uid: string;
  /** The conversation's uids: the rules let the same people read it, reading no other document. */
  uids: string[];
}

export const ETAPAS = ['novo', 'em-conversa', 'proposta', 'fechado', 'perdido'] as const satisfies readonly EtapaLead[];

export const ETAPA_LABELS: Readonly<Record<EtapaLead, string>> = {
  novo: 'Novo',
  'em-conversa': 'Em conversa',
  proposta: 'Proposta enviada',
  fechado: 'Fechado',
  perdido: 'Perdido',
};

/** R$ 1.000.000,00 in centavos: a freelancer's proposal, with room; a bound a typo cannot pass. */
export const PROPOSTA_MAX_CENTAVOS = 100_000_000;

/** A conversation stored before the pipeline has no stage: it is a new lead. */
export function etapaOf(conversa: Pick<ConversaDoc, 'etapa'>): EtapaLead {
  return conversa.etapa ?? 'novo';
}

/** Fechado and Perdido: the lead left the pipeline, so a new message from it deserves a mark. */
export function isClosedStage(etapa: EtapaLead): boolean {
  return etapa === 'fechado' || etapa === 'perdido';
}

/** What a stage change writes on the conversation and in its history. */
export interface StageMove {
  fields: Pick<ConversaDoc, 'etapa' | 'etapaEm'> & Partial<Pick<ConversaDoc, 'valorProposta'>>;
  history: EtapaDoc;
}

/**
 * The inbox side's reply moves a new lead to Em conversa; any later stage was set by a person and
 * stays, so the automatic move never goes backwards.
 */
export function replyMove(
  conversa: Pick<ConversaDoc, 'etapa' | 'valorProposta' | 'uids'>,
  uid: string,
  at: Instant,
): StageMove | null {
  if (etapaOf(conversa) !== 'novo') return null;
  const value = conversa.valorProposta === undefined ? {} : { valorProposta: conversa.valorProposta };
  return {
    fields: { etapa: 'em-conversa', etapaEm: at },
    history: { de: 'novo', para: 'em-conversa', ...value, em: at, uid, uids: conversa.uids },
  };
}

/** The visitor's message to a closed lead marks its return (the first one counts); otherwise nothing. */
export function returnMark(conversa: Pick<ConversaDoc, 'etapa' | 'voltouEm'>, at: Instant): Pick<ConversaDoc, 'voltouEm'> {
  if (!isClosedStage(etapaOf(conversa))) return {};
  return { voltouEm: conversa.voltouEm ?? at };
}
