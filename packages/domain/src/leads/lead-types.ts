/**
 * leads/{leadId}: the inbox side's private record of one conversation. The conversation is read by
 * both sides; what the inbox thinks of it (its stage, a proposal's value) is not the visitor's to
 * read, so it lives here, with the summary a board card and the export need.
 */
import type { EtapaLead, Instant } from '../kernel/types';
import type { RespostaFormulario } from '../kernel/briefing-types';

export type { RespostaFormulario };

export interface LeadDoc {
  /** The inbox: the creator's skin key, or the site's own (`lab`). */
  caixa: string;
  /** The creator's uid, who alone reads it; absent for the site's inbox, read by the owners. */
  uidDono?: string;
  idContato: string;
  idConversa: string;
  etapa: EtapaLead;
  /** The proposal's value in integer centavos, as the inbox side last set it. */
  valorProposta?: number;
  /** When the stage or value last changed. */
  etapaEm?: Instant;
  /** A lead already fechado or perdido wrote again; cleared when the inbox side moves it. */
  voltouEm?: Instant;
  criadoEm: Instant;
  /** The name the visitor gave (or her account's); absent when she gave only an address. */
  nome?: string;
  email: string;
  whatsapp?: string;
  assunto: string;
  ultimaMensagemEm: Instant;
  /** The last message, cut to LEAD_EXCERPT_MAX characters. */
  ultimaMensagem: string;
  respostas?: RespostaFormulario[];
}
