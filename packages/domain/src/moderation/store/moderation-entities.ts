/**
 * The entity schemas of moderation's documents (moderation.ts), merged into ENTITY_SCHEMAS: kept here
 * so entities.ts stays one screen of the rest of the model.
 */
import * as z from 'zod/mini';
import { MOTIVO_KEYS, type BloqueioDoc, type DenunciaDoc, type SiteOcultoDoc } from '../moderation';

export interface ModerationEntities {
  denuncias: DenunciaDoc;
  sitesOcultos: SiteOcultoDoc;
  bloqueios: BloqueioDoc;
}

/** The fields a hidden skin's document carries (SkinDoc.oculta, ocultadaEm, ocultaPor). */
export const hiddenSkinFields = {
  oculta: z.optional(z.literal(true)),
  ocultadaEm: z.optional(z.number()),
  ocultaPor: z.optional(z.enum(['bloqueio', 'denuncia'])),
};

export const MODERATION_SCHEMAS = {
  denuncias: z.object({
    skin: z.string(),
    motivo: z.enum(MOTIVO_KEYS),
    texto: z.string(),
    criadaEm: z.number(),
    estado: z.enum(['aberta', 'dispensada', 'resolvida']),
    reporterUid: z.optional(z.string()),
    skinOculta: z.boolean(),
    tratadaEm: z.optional(z.number()),
  }),
  sitesOcultos: z.object({ ocultadaEm: z.number() }),
  bloqueios: z.object({ uid: z.string(), criadoEm: z.number() }),
};
