/** A lead's stage: the conversation's fields and one history document, written together or not at all. */
import { paths } from '../../kernel/paths';
import type { ConversaDoc } from '../../kernel/types';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimits } from '../../limits';
import { etapaOf, type EtapaDoc } from '../stages';
import type { LeadStore, SetLeadStageInput, SetLeadStageOutcome } from './lead-port';

export async function setLeadStage(tx: DocTx, input: SetLeadStageInput): Promise<SetLeadStageOutcome> {
  const conversaPath = paths.conversa(input.contactId, input.conversationId);
  const conversa = await tx.get<ConversaDoc>(conversaPath);
  if (!conversa) return { status: 'conversation-not-found' };
  const de = etapaOf(conversa);
  const valorProposta = input.valorProposta ?? conversa.valorProposta;
  // A second tap on the same stage (or a retry) is answered without a write, not even the limit's.
  if (de === input.etapa && valorProposta === conversa.valorProposta) {
    return { status: 'done', changed: false, etapa: de, valorProposta: valorProposta ?? null, etapaEm: conversa.etapaEm ?? null };
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
  const { voltouEm: _returned, ...rest } = conversa;
  tx.set(conversaPath, { ...rest, etapa: input.etapa, ...value, etapaEm: input.at });
  const history: EtapaDoc = { de, para: input.etapa, ...value, em: input.at, uid: input.uid, uids: conversa.uids };
  tx.set(`${paths.etapas(input.contactId, input.conversationId)}/${input.idEtapa}`, { ...history });
  return { status: 'done', changed: true, etapa: input.etapa, valorProposta: valorProposta ?? null, etapaEm: input.at };
}

export function createLeadStore(port: DocPort): LeadStore {
  return {
    setLeadStage: (input) => port.runTransaction((tx) => setLeadStage(tx, input)),
  };
}
