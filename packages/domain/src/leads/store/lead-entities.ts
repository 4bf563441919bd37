/** The entity schema of a lead's history (etapas/), merged into ENTITY_SCHEMAS. */
import * as z from 'zod/mini';
import { ETAPAS, type EtapaDoc } from '../stages';

export interface LeadEntities {
  etapas: EtapaDoc;
}

const etapa = z.enum(ETAPAS);

export const LEAD_SCHEMAS = {
  etapas: z.object({
    de: etapa,
    para: etapa,
    valorProposta: z.optional(z.number()),
    em: z.number(),
    uid: z.string(),
    uids: z.array(z.string()),
  }),
};
