/** The entity schemas of the Depoimentos flow, merged into ENTITY_SCHEMAS. */
import * as z from 'zod/mini';
import type { DepoimentoLinkDoc, DepoimentoPendenteDoc, LinkDepoimentoDoc } from '../testimonial-types';

export interface TestimonialEntities {
  linksDepoimento: LinkDepoimentoDoc;
  depoimentoLinks: DepoimentoLinkDoc;
  depoimentosPendentes: DepoimentoPendenteDoc;
}

const text = z.string();
const instant = z.number();

export const TESTIMONIAL_SCHEMAS = {
  linksDepoimento: z.object({ uid: text, skinId: text, containerId: text, segredoHash: text, data: instant }),
  depoimentoLinks: z.object({ linkId: text, data: instant }),
  depoimentosPendentes: z.object({ containerId: text, texto: text, nome: text, papel: text, data: instant }),
};
