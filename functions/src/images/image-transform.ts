/**
 * The server's own look at an uploaded image: whatever the browser sent, it is decoded by sharp and
 * re-encoded from pixels, so what Cloud Storage serves is a WebP this code wrote, with no EXIF, GPS,
 * XMP or ICC data the camera left in the original (sharp keeps none unless asked to).
 */
import sharp, { type Sharp } from 'sharp';
import { InvalidImageError } from '@lab/domain/handlers';

/** Long side of the rendition the card shows; the browser already scales to this, so it rarely bites. */
export const LARGE_SIDE = 1600;
/** Long side of the rendition for lists and thumbnails. */
export const THUMB_SIDE = 400;
/**
 * Refused before decoding: a small file can declare enormous dimensions (a "pixel bomb"), and sharp
 * would allocate for all of them. 24 MP is a 6000x4000 camera frame, ~100 MB of RGBA.
 */
export const MAX_INPUT_PIXELS = 24_000_000;

/** The formats the studio accepts; sharp decodes more (SVG, TIFF, HEIF, PDF...), which are refused. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp', 'gif']);

export interface Rendition {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface SkinImageRenditions {
  large: Rendition;
  thumb: Rendition;
}

/** Decodes `bytes` and writes the two WebP renditions; rejects with InvalidImageError for anything that is not one still image. */
export async function transformSkinImage(bytes: Uint8Array): Promise<SkinImageRenditions> {
  // 'warning' is sharp's advice for untrusted input: a file libvips has to guess around is refused,
  // not half-decoded. Browser-encoded uploads (the normal path) never trip it.
  const input = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS });
  const metadata = await decodeOrRefuse(() => input.metadata());
  if (metadata.format === undefined || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new InvalidImageError(`unsupported format: ${metadata.format ?? 'unknown'}`);
  }
  // An animation would be flattened to its first frame without a word; the studio says so instead.
  if ((metadata.pages ?? 1) > 1) throw new InvalidImageError(`animated image (${metadata.pages} frames)`);

  // rotate() with no angle applies the EXIF orientation, which re-encoding would otherwise drop, leaving
  // phone photos on their side.
  const oriented = input.rotate();
  const [large, thumb] = await decodeOrRefuse(() =>
    Promise.all([render(oriented.clone(), LARGE_SIDE, 82), render(oriented.clone(), THUMB_SIDE, 75)]),
  );
  return { large, thumb };
}

async function render(pipeline: Sharp, side: number, quality: number): Promise<Rendition> {
  const { data, info } = await pipeline
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** Every sharp failure here is about the input (unknown format, corrupt data, over the pixel limit). */
async function decodeOrRefuse<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError(error instanceof Error ? error.message : String(error));
  }
}
