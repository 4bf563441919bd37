/**
 * A gallery's settings as the studio and a skin file send them: up to GALLERY_LIMITS.imagens pictures,
 * each an address the image store itself handed out (or one the card images also accept), a short
 * description and its size. The address check is handed in, so this slice needs no other slice.
 */
import { z } from 'zod';
import { MESSAGES } from '../kernel/messages';
import { isWellFormed } from '../kernel/commands/schemas';
import type { GaleriaConfig } from '../kernel/gallery-types';

export const GALLERY_LIMITS = {
  imagens: 30,
  imagemId: 40,
  alt: 200,
  /** Far above the large rendition (1600 px): a size beyond it is no picture's. */
  ladoMax: 20_000,
} as const;

const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

const side = z
  .int({ error: MESSAGES.galleryImageSizeInvalid })
  .min(1, MESSAGES.galleryImageSizeInvalid)
  .max(GALLERY_LIMITS.ladoMax, MESSAGES.galleryImageSizeInvalid);

/** The settings' schema, with `imageUrl` the check every stored image address goes through (imageUrlOf). */
export function galeriaSchemaOf(imageUrl: z.ZodType<string, string>) {
  const imagem = z.strictObject(
    {
      id: z
        .string({ error: MESSAGES.invalidPayload })
        .max(GALLERY_LIMITS.imagemId, MESSAGES.invalidPayload)
        .regex(IMAGE_ID_PATTERN, MESSAGES.invalidPayload),
      // Empty is a card's "no image"; a gallery's picture always has one.
      src: imageUrl.refine((url) => url !== '', MESSAGES.imageUrlInvalid),
      alt: z
        .string({ error: MESSAGES.galleryAltTooLong })
        .max(GALLERY_LIMITS.alt * 2, MESSAGES.galleryAltTooLong)
        .refine(isWellFormed, MESSAGES.invalidPayload)
        .transform((alt) => alt.trim())
        .pipe(z.string().max(GALLERY_LIMITS.alt, MESSAGES.galleryAltTooLong)),
      largura: side,
      altura: side,
    },
    { error: MESSAGES.invalidPayload },
  );
  return z
    .strictObject(
      {
        imagens: z
          .array(imagem, { error: MESSAGES.invalidPayload })
          .max(GALLERY_LIMITS.imagens, MESSAGES.galleryImagesTooMany)
          .refine((list) => new Set(list.map((i) => i.id)).size === list.length, MESSAGES.invalidPayload),
      },
      { error: MESSAGES.invalidPayload },
    )
    .transform((galeria): GaleriaConfig => galeria);
}

/** A gallery with no pictures yet: what a new Galeria starts with. */
export function newGaleria(): GaleriaConfig {
  return { imagens: [] };
}

/** A deep copy of plain data, so a stored gallery never shares a list with the change that wrote it. */
export function copyGaleria(galeria: GaleriaConfig): GaleriaConfig {
  return { imagens: galeria.imagens.map((imagem) => ({ ...imagem })) };
}
