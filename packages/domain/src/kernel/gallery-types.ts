/**
 * The stored shape of a gallery's settings, as its container keeps them (ContainerDoc.galeria) and a
 * published page carries them. It sits in the kernel because a stored entity of the skins carries it
 * and the kernel may import no slice; the gallery slice (packages/domain/src/gallery/) checks what the
 * studio sends against its schema and holds every rule.
 */

/** One picture of her gallery: the large rendition the image store handed out, and what it shows in words. */
export interface GaleriaImagem {
  /** Stable across reorders: the studio's list and the viewer key the picture by it. */
  id: string;
  /** The large rendition's address (its thumbnail is named after it, see thumbUrlOf). */
  src: string;
  /** What the picture shows, for screen readers and as the viewer's caption; may be empty. */
  alt: string;
  /** Its size in pixels, so the page keeps its place before it loads. */
  largura: number;
  altura: number;
}

/** A gallery's settings: her pictures, in the order the page shows them. */
export interface GaleriaConfig {
  imagens: GaleriaImagem[];
}
