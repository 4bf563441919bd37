/** The documents of the Depoimentos flow: her link asking for quotes, and the quotes awaiting her. */
import type { Instant } from '../kernel/instant';

/** linksDepoimento/{linkId}: server-only. The secret itself is only in the address she shares. */
export interface LinkDepoimentoDoc {
  uid: string;
  skinId: string;
  containerId: string;
  segredoHash: string;
  data: Instant;
}

/** users/{uid}/skins/{skinId}/depoimentoLinks/{containerId}: server-only, the container's link now. */
export interface DepoimentoLinkDoc {
  linkId: string;
  data: Instant;
}

/** users/{uid}/skins/{skinId}/depoimentosPendentes/{id}: a quote sent through her link, read by her alone. */
export interface DepoimentoPendenteDoc {
  containerId: string;
  texto: string;
  nome: string;
  papel: string;
  data: Instant;
}

/** A pending quote as her editor lists it. */
export type DepoimentoPendenteRow = DepoimentoPendenteDoc & { id: string };

/** setTestimonialLink: the new link (its secret shown this once), or that none asks any more. */
export type SetTestimonialLinkResult = { linkId: string; segredo: string } | { desligado: true };

/** readTestimonialLink: whose link it is, for "Deixe um depoimento para …". */
export interface ReadTestimonialLinkResult {
  /** The name her skin shows. */
  nome: string;
  skin: string;
}

export interface SendTestimonialResult {
  enviado: true;
}

export interface ReviewTestimonialResult {
  resultado: 'aprovado' | 'recusado';
}
