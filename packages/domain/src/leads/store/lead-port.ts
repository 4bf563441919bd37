import type { EtapaLead, Instant } from '../../kernel/types';
import type { RateLimit } from '../../limits';

export interface SetLeadStageInput {
  contactId: string;
  conversationId: string;
  etapa: EtapaLead;
  /** Integer centavos; absent keeps the value stored. */
  valorProposta?: number;
  /** Who moves it, recorded in the history. */
  uid: string;
  /** The history document's id (leads/{leadId}/etapas/{idEtapa}). */
  idEtapa: string;
  at: Instant;
  /** Checked after the conversation is found and counted with the change: a refusal writes nothing. */
  rateLimits: RateLimit[];
}

export type SetLeadStageOutcome =
  /** `changed` false: the stage and value were already those; nothing was written. `de`: the stage before. */
  | {
      status: 'done';
      changed: boolean;
      de: EtapaLead;
      etapa: EtapaLead;
      valorProposta: number | null;
      etapaEm: Instant | null;
    }
  | { status: 'conversation-not-found' }
  | { status: 'rate-limited'; limit: RateLimit };

/** What the board learns back: the stage and value now stored, and whether this call changed them. */
export interface SetLeadStageResult {
  etapa: EtapaLead;
  valorProposta: number | null;
  changed: boolean;
}

/** The inbox side's pipeline: a lead's stage with its history, one transaction per change (the lead made when absent). */
export interface LeadStore {
  setLeadStage(input: SetLeadStageInput): Promise<SetLeadStageOutcome>;
}
