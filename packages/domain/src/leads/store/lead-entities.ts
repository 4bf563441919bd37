/** The entity schemas of a lead (leads/) and its history (leads/{id}/etapas/), merged into ENTITY_SCHEMAS. */
import * as z from 'zod/mini';
import { ETAPAS, type EtapaDoc } from '../stages';
import type { LeadDoc } from '../lead-types';
import { TIPOS_PERGUNTA } from '../../kernel/briefing-types';

export interface LeadEntities {
  leads: LeadDoc;
  etapas: EtapaDoc;
}

const etapa = z.enum(ETAPAS);

export const LEAD_SCHEMAS = {
  leads: z.object({
    caixa: z.string(),
    uidDono: z.optional(z.string()),
    idContato: z.string(),
    idConversa: z.string(),
    etapa,
    valorProposta: z.optional(z.number()),
    etapaEm: z.optional(z.number()),
    voltouEm: z.optional(z.number()),
    criadoEm: z.number(),
    nome: z.optional(z.string()),
    email: z.string(),
    whatsapp: z.optional(z.string()),
    assunto: z.string(),
    ultimaMensagemEm: z.number(),
    ultimaMensagem: z.string(),
    respostas: z.optional(
      z.array(z.object({ id: z.string(), pergunta: z.string(), tipo: z.enum(TIPOS_PERGUNTA), resposta: z.string() })),
    ),
  }),
  etapas: z.object({
    de: etapa,
    para: etapa,
    valorProposta: z.optional(z.number()),
    em: z.number(),
    uid: z.string(),
    caixa: z.string(),
    uidDono: z.optional(z.string()),
  }),
};
