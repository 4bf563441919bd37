/** The entity schema of an account's quick replies, merged into ENTITY_SCHEMAS. */
import * as z from 'zod/mini';
import type { RespostaRapidaDoc } from '../quick-replies';

export interface QuickReplyEntities {
  respostasRapidas: RespostaRapidaDoc;
}

export const QUICK_REPLY_SCHEMAS = {
  respostasRapidas: z.object({ atalho: z.string(), texto: z.string(), data: z.number() }),
};
