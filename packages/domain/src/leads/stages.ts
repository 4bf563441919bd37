/**
 * A lead's stage in the inbox side's pipeline: the five stages in the board's order, their labels, and
 * the two moves the messages make by themselves (a reply takes a new lead into conversation; a lead
 * already closed that writes again is marked), never backwards.
 */
import type { EtapaLead, Instant } from '../kernel/types';
import type { LeadDoc } from './lead-types';

/** leads/{leadId}/etapas/{id}: one change of a lead's stage, read like the lead (by its inbox only). */
export interface EtapaDoc {
  de: EtapaLead;
  para: EtapaLead;
  valorProposta?: number;
  em: Instant;
  /** Who moved it: the inbox side's account (an owner's for the site's own inbox). */
  uid: string;
  /** The lead's, copied: the rules let the lead's readers read its history, reading no other document. */
  caixa: string;
  uidDono?: string;
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

/** A conversation without a lead document yet is a new lead. */
export function etapaOf(lead: Pick<LeadDoc, 'etapa'> | null): EtapaLead {
  return lead?.etapa ?? 'novo';
}

/** Fechado and Perdido: the lead left the pipeline, so a new message from it deserves a mark. */
export function isClosedStage(etapa: EtapaLead): boolean {
  return etapa === 'fechado' || etapa === 'perdido';
}

/** What a stage change writes on the lead and in its history. */
export interface StageMove {
  fields: Pick<LeadDoc, 'etapa' | 'etapaEm'>;
  history: Omit<EtapaDoc, 'caixa' | 'uidDono'>;
}

/**
 * The inbox side's reply moves a new lead to Em conversa; any later stage was set by a person and
 * stays, so the automatic move never goes backwards.
 */
export function replyMove(lead: Pick<LeadDoc, 'etapa' | 'valorProposta'> | null, uid: string, at: Instant): StageMove | null {
  if (etapaOf(lead) !== 'novo') return null;
  const value = lead?.valorProposta === undefined ? {} : { valorProposta: lead.valorProposta };
  return {
    fields: { etapa: 'em-conversa', etapaEm: at },
    history: { de: 'novo', para: 'em-conversa', ...value, em: at, uid },
  };
}

/** The visitor's message to a closed lead marks its return (the first one counts); otherwise nothing. */
export function returnMark(lead: Pick<LeadDoc, 'etapa' | 'voltouEm'> | null, at: Instant): Pick<LeadDoc, 'voltouEm'> {
  if (!lead || !isClosedStage(etapaOf(lead))) return {};
  return { voltouEm: lead.voltouEm ?? at };
}
