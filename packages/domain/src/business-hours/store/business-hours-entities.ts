/** The entity schema of an inbox's business hours (atendimento/{chave}), merged into ENTITY_SCHEMAS. */
import * as z from 'zod/mini';
import type { AtendimentoDoc } from '../atendimento';

export interface BusinessHoursEntities {
  atendimento: AtendimentoDoc;
}

const periods = z.array(z.object({ inicio: z.string(), fim: z.string() }));

export const BUSINESS_HOURS_SCHEMAS = {
  atendimento: z.object({
    chave: z.string(),
    uids: z.array(z.string()),
    ativo: z.boolean(),
    fusoHorario: z.string(),
    semana: z.object({ dom: periods, seg: periods, ter: periods, qua: periods, qui: periods, sex: periods, sab: periods }),
    foraDoHorario: z.string(),
    confirmacao: z.string(),
    silencioso: z.boolean(),
    atualizadoEm: z.number(),
  }),
};
