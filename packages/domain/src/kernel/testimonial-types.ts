/**
 * The stored shape of a Depoimentos container's approved quotes (ContainerDoc.depoimentos), as its
 * container keeps them and a published page carries them. It sits in the kernel because a stored
 * entity of the skins carries it and the kernel may import no slice; the testimonials slice
 * (packages/domain/src/testimonials/) holds the schema and every rule.
 */

/** One client's words, approved by her (typed by her, or sent through her link and approved). */
export interface DepoimentoConfig {
  /** Stable across edits and moves: the studio's list and the page key quotes by it. */
  id: string;
  texto: string;
  nome: string;
  /** "Cargo ou empresa"; empty when not given. */
  papel: string;
  /** A small round photo, an address the image store handed out; absent: none. */
  foto?: string;
}

/** A Depoimentos container's quotes, in the order the page shows them. */
export interface DepoimentosConfig {
  itens: DepoimentoConfig[];
}
