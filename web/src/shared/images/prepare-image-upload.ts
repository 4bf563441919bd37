/**
 * What the studio sends for an image the person picked: checked, scaled down and re-encoded in the
 * browser first, so a 12 MP phone photo travels as a few hundred kB of WebP and its EXIF (GPS
 * included) never leaves the device. A photo of any size the browser can decode is shrunk to the
 * upload's limits rather than refused, HEIC included where the browser reads it. The server still
 * decodes and re-encodes whatever arrives.
 */
import { DomainError, encodeBase64, LIMITS, MESSAGES } from '@lab/domain/kernel';
import { gifSize, isAnimated, SKIN_IMAGE_TYPES, sniffImageType, type SkinImageType } from '@lab/domain/studio';

/** Long side of what is sent; the server's large rendition has the same bound, so nothing is lost. */
export const UPLOAD_MAX_SIDE = 1600;
/** Smaller long sides tried in turn when an encoding is still over the upload's limit. */
const FALLBACK_SIDES = [1000, 640] as const;
/** A still GIF this small and within UPLOAD_MAX_SIDE goes as it is: re-encoding it would gain nothing. */
export const GIF_KEEP_MAX_BYTES = 1024 * 1024;
const WEBP_QUALITY = 0.85;
const JPEG_QUALITY = 0.88;

export const IMAGE_UPLOAD_MESSAGES = {
  wrongType: 'Escolha uma imagem PNG, JPEG, WebP ou GIF.',
  notAnImage: 'Este arquivo não é uma imagem PNG, JPEG, WebP ou GIF válida.',
  animated: MESSAGES.imageAnimated,
  unreadable: 'Não foi possível ler esta imagem neste navegador. Tente outro arquivo.',
  stillTooLarge: 'A imagem continua com mais de 5 MB depois de reduzida. Escolha um arquivo menor.',
  heicUnreadable:
    'Este navegador não abre fotos HEIC (do iPhone). Escolha a foto em JPEG (no iPhone: Ajustes › Câmera › Formatos › Mais Compatível) ou abra o site no Safari.',
} as const;

/** The browser's own refusal of a file, before anything is sent: a refusal like the server's, in Portuguese. */
export class ImageUploadError extends DomainError {
  constructor(message: string) {
    super('invalid-argument', message);
    this.name = 'ImageUploadError';
  }
}

export interface PreparedImage {
  contentType: SkinImageType;
  /** The bytes to send, base64 without a data: prefix (the uploadSkinImage payload). */
  base64: string;
  width: number;
  height: number;
}

/** HEIC/HEIF photos are decoded by the browser where it can (Safari), and converted like any other. */
const HEIC_TYPES: ReadonlySet<string> = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
const ACCEPTED: ReadonlySet<string> = new Set([...SKIN_IMAGE_TYPES, ...HEIC_TYPES]);
/** What a file picker offers: the types sent, and HEIC, which the browser converts. */
export const IMAGE_PICKER_ACCEPT = [...SKIN_IMAGE_TYPES, 'image/heic', 'image/heif', '.heic', '.heif'].join(',');

/**
 * The checks that need only what the file says of itself; null when it may go on. An empty type (a
 * browser that does not know the extension) is let through: the bytes decide next. Its size is no
 * reason to refuse: it is shrunk to the upload's limits before it is sent.
 */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (file.type !== '' && !ACCEPTED.has(file.type)) return IMAGE_UPLOAD_MESSAGES.wrongType;
  return null;
}

/** A HEIC/HEIF photo, by its type, its name or its `ftyp` box. */
function isHeic(file: File, bytes: Uint8Array): boolean {
  if (HEIC_TYPES.has(file.type) || /\.hei[cf]$/i.test(file.name)) return true;
  const brand = new TextDecoder().decode(bytes.subarray(4, 12));
  return /^ftyp(?:heic|heix|hevc|heim|heis|mif1|msf1)$/.test(brand);
}

/** The size that fits `maxSide` on the long side, keeping proportions; never larger than the original. */
export function fitInside(width: number, height: number, maxSide = UPLOAD_MAX_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a still GIF can be sent untouched. */
export function keepGifAsIs(size: number, dimensions: { width: number; height: number }): boolean {
  return size <= GIF_KEEP_MAX_BYTES && Math.max(dimensions.width, dimensions.height) <= UPLOAD_MAX_SIDE;
}

/** Checks, scales and encodes a picked file; rejects with ImageUploadError and a Portuguese message. */
export async function prepareImageUpload(file: File): Promise<PreparedImage> {
  const refusal = checkImageFile(file);
  if (refusal) throw new ImageUploadError(refusal);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (type === null) {
    if (!isHeic(file, bytes)) throw new ImageUploadError(IMAGE_UPLOAD_MESSAGES.notAnImage);
    return encoded(await scaleInCanvas(file, IMAGE_UPLOAD_MESSAGES.heicUnreadable));
  }
  if (isAnimated(bytes, type)) throw new ImageUploadError(IMAGE_UPLOAD_MESSAGES.animated);

  const gif = type === 'image/gif' ? gifSize(bytes) : null;
  if (gif && keepGifAsIs(bytes.length, gif)) return { contentType: type, base64: encodeBase64(bytes), ...gif };

  return encoded(await scaleInCanvas(file, IMAGE_UPLOAD_MESSAGES.unreadable));
}

async function encoded({ blob, width, height }: Scaled): Promise<PreparedImage> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { contentType: blob.type as SkinImageType, base64: encodeBase64(bytes), width, height };
}

interface Scaled {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * Decodes with the browser (EXIF orientation applied), draws at most UPLOAD_MAX_SIDE and encodes WebP,
 * or JPEG where WebP cannot be written; smaller again while the result is over the upload's limit.
 */
async function scaleInCanvas(file: Blob, unreadable: string): Promise<Scaled> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageUploadError(unreadable);
  }
  try {
    for (const side of [UPLOAD_MAX_SIDE, ...FALLBACK_SIDES]) {
      const scaled = await encodeAt(bitmap, side);
      if (scaled === null) throw new ImageUploadError(unreadable);
      if (scaled.blob.size <= LIMITS.imageMaxBytes) return scaled;
    }
    throw new ImageUploadError(IMAGE_UPLOAD_MESSAGES.stillTooLarge);
  } finally {
    bitmap.close();
  }
}

async function encodeAt(bitmap: ImageBitmap, side: number): Promise<Scaled | null> {
  const { width, height } = fitInside(bitmap.width, bitmap.height, side);
  for (const [type, quality] of [
    ['image/webp', WEBP_QUALITY],
    ['image/jpeg', JPEG_QUALITY],
  ] as const) {
    const blob = await drawAndEncode(bitmap, width, height, type, quality);
    // A browser that cannot write the asked type hands back a PNG instead of failing.
    if (blob?.type === type) return { blob, width, height };
  }
  return null;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D, bitmap: ImageBitmap, width: number, height: number, type: string): void {
  if (type === 'image/jpeg') {
    // JPEG has no alpha: transparent areas would turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

async function drawAndEncode(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
  quality: number,
): Promise<Blob | null> {
  // OffscreenCanvas where there is one (Chromium, Firefox, Safari 17+): no element in the document.
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, bitmap, width, height, type);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, bitmap, width, height, type);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}
