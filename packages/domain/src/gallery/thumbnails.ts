/**
 * The thumbnail of a gallery picture, named after its large rendition the way the image store names
 * both (functions/src/images/storage-images.ts: `{imageId}-large.webp` and `{imageId}-thumb.webp`,
 * the path URL-encoded in a download URL). The demo keeps one inline image per upload: it has none.
 */
const LARGE_END = /-large\.webp(\?alt=media)?$/;

/** The longest side of each rendition the image store writes (image-transform.ts: fit inside, never enlarged). */
export const GALLERY_RENDITION_SIDES = { thumb: 400, large: 1600 } as const;

/** The width of a picture `largura` × `altura` (its large rendition's) once fitted inside `side`. */
export function fittedWidth(largura: number, altura: number, side: number): number {
  return Math.max(1, Math.round(largura * Math.min(1, side / Math.max(largura, altura))));
}

/** The thumbnail's address, or null when `src` is not one the image store named (then `src` is all there is). */
export function thumbUrlOf(src: string): string | null {
  if (!/^https?:\/\//.test(src) || !LARGE_END.test(src)) return null;
  return src.replace(LARGE_END, (_whole, query: string | undefined) => `-thumb.webp${query ?? ''}`);
}
