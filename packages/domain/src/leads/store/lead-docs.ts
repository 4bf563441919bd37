/** A lead's stage: the lead document and one history document, written together or not at all. */
import { paths } from '../../kernel/paths';
import type { ContatoDoc, ConversaDoc } from '../../kernel/types';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimits } from '../../limits';
import { etapaOf, type EtapaDoc } from '../stages';
import { leadIdOf, leadReaders, leadSummaryOf, type LeadDoc } from '../lead-doc';
import type { LeadStore, SetLeadStageInput, SetLeadStageOutcome } from './lead-port';

/** The stored lead, or for a conversation from before leads, its lead made from the conversation now. */
async function leadOrNew(tx: DocTx, input: SetLeadStageInput): Promise<LeadDoc | null> {
  const lead = await tx.get<LeadDoc>(paths.lead(leadIdOf(input.contactId, input.conversationId)));
  if (lead) return lead;
  const conversa = await tx.get<ConversaDoc>(paths.conversa(input.contactId, input.conversationId));
  const contato = await tx.get<ContatoDoc>(paths.contato(input.contactId));
  if (!conversa || !contato) return null;
  return { etapa: 'novo', criadoEm: input.at, ...leadSummaryOf(contato, conversa) };
}

export async function setLeadStage(tx: DocTx, input: SetLeadStageInput): Promise<SetLeadStageOutcome> {
  const leadId = leadIdOf(input.contactId, input.conversationId);
  const lead = await leadOrNew(tx, input);
  if (!lead) return { status: 'conversation-not-found' };
  const de = etapaOf(lead);
  const valorProposta = input.valorProposta ?? lead.valorProposta;
  // A second tap on the same stage (or a retry) is answered without a write, not even the limit's.
  if (de === input.etapa && valorProposta === lead.valorProposta) {
    return { status: 'done', changed: false, de, etapa: de, valorProposta: valorProposta ?? null, etapaEm: lead.etapaEm ?? null };
  }
  const hits: number[][] = [];
  for (const limit of input.rateLimits) {
    const inside = await readRateLimit(tx, limit, input.at);
    if (inside === null) return { status: 'rate-limited', limit };
    hits.push(inside);
  }

  writeRateLimits(tx, input.rateLimits, hits, input.at);
  const value = valorProposta === undefined ? {} : { valorProposta };
  // Moving it is her answer to its return: the mark goes, by rewriting the document (no field delete).
  const { voltouEm: _returned, ...rest } = lead;
  tx.set(paths.lead(leadId), { ...rest, etapa: input.etapa, ...value, etapaEm: input.at });
  const history: EtapaDoc = { de, para: input.etapa, ...value, em: input.at, uid: input.uid, ...leadReaders(lead) };
  tx.set(`${paths.etapas(leadId)}/${input.idEtapa}`, { ...history });
  return { status: 'done', changed: true, de, etapa: input.etapa, valorProposta: valorProposta ?? null, etapaEm: input.at };
}

export function createLeadStore(port: DocPort): LeadStore {
  return {
    setLeadStage: (input) => port.runTransaction((tx) => setLeadStage(tx, input)),
  };
}
