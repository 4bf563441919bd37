import { z } from 'zod';
import { decodeBase64 } from '../../kernel/base64';
import { IMAGE_BASE64_MAX_LENGTH } from '../studio';
import { isAnimated, sniffImageType } from '../image-bytes';
import { LIMITS } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { SKIN_IMAGE_TYPES } from '../studio-commands';
import type { SkinImageOutcome, SkinImageSlot } from '../store/studio-port';
import { editableSkin, skinName } from '../../skins/commands/skin-access';
import { ImagesUnavailableError, InvalidImageError } from '../../handlers/handler-types';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { UploadSkinImageResult } from '../studio-commands';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  skin: skinName,
  contentType: z.enum(SKIN_IMAGE_TYPES, { error: MESSAGES.imageTypeMismatch }),
  base64: z.string({ error: MESSAGES.imageUnreadable }).max(IMAGE_BASE64_MAX_LENGTH, MESSAGES.imageTooLarge),
});

const REFUSALS: Refusals<Exclude<SkinImageOutcome, 'recorded'>> = {
  'skin-not-found': ['not-found', MESSAGES.skinNotFound],
  'image-limit': ['resource-exhausted', MESSAGES.imageLimitReached],
  'rate-limited': ['resource-exhausted', MESSAGES.imageRateLimited],
};

/** Image uploads of one non-owner. */
const UPLOADS = rateLimit('uploadSkinImagePerUser', 'upload-image:{uid}');

export const uploadSkinImage = defineCallable({
  name: 'uploadSkinImage',
  payload: schema,
  who: 'signed-in',
  appCheck: 'limited-use',
  // sharp decodes an upload of up to 24 megapixels (about 100 MB of pixels) before it re-encodes
  // it, which the default 256 MiB cannot hold.
  runtime: { memory: '512MiB', timeoutSeconds: 60 },
  limits: [UPLOADS],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<UploadSkinImageResult> => {
      const payload = data;
      // Who may upload is settled before the bytes are looked at: decoding costs the server time.
      const { uid, skinId } = await editableSkin(deps, caller, payload.skin);
      // Cheap checks of the bytes first (no write for a file that is plainly not an image)...
      const image = checkedBytes(payload);
      const slot: SkinImageSlot = {
        uid,
        skinId,
        imageId: deps.newId(),
        at: deps.now(),
        maxImages: LIMITS.imagesPerSkin,
        ...(caller.admin ? {} : { rateLimit: limitOn(UPLOADS, { uid: caller.uid }) }),
      };
      // ...then the limits, before the paid work (re-encoding, storing): a refused upload costs neither.
      const reserved = await deps.store.reserveSkinImage(slot);
      if (reserved !== 'recorded') refuse(...REFUSALS[reserved]);

      let stored: { url: string; thumbUrl: string };
      try {
        stored = await deps.images.put({ uid, skinId, imageId: slot.imageId, ...image });
      } catch (error) {
        await deps.store.releaseSkinImage(slot);
        if (error instanceof InvalidImageError) refuse('invalid-argument', MESSAGES.imageInvalid);
        if (error instanceof ImagesUnavailableError) refuse('failed-precondition', MESSAGES.imagesUnavailable);
        throw error;
      }
      const outcome = await deps.store.recordSkinImage({ uid, skinId, imageId: slot.imageId, ...stored });
      if (outcome !== 'recorded') {
        // The skin was deleted while this upload ran: its files would be public with nothing to remove them.
        await deps.images.remove(slot);
        refuse(...REFUSALS[outcome]);
      }
      return { url: stored.url, thumbUrl: stored.thumbUrl };
    },
});

/** The payload's bytes, refused unless they are the still image of the type the browser said. */
export function checkedBytes(payload: Pick<z.output<typeof schema>, 'base64' | 'contentType'>): {
  bytes: Uint8Array;
  contentType: (typeof SKIN_IMAGE_TYPES)[number];
} {
  const bytes = decodeBase64(payload.base64);
  if (bytes === null) refuse('invalid-argument', MESSAGES.imageUnreadable);
  return checkedImage(bytes, payload.contentType);
}

/** The same checks on bytes already in hand (an image the image store read back). */
export function checkedImage(
  bytes: Uint8Array,
  contentType: (typeof SKIN_IMAGE_TYPES)[number],
): { bytes: Uint8Array; contentType: (typeof SKIN_IMAGE_TYPES)[number] } {
  if (bytes.length === 0) refuse('invalid-argument', MESSAGES.imageUnreadable);
  if (bytes.length > LIMITS.imageMaxBytes) refuse('invalid-argument', MESSAGES.imageTooLarge);
  // The bytes must be what the browser says they are: a text file named .png is not an image.
  if (sniffImageType(bytes) !== contentType) refuse('invalid-argument', MESSAGES.imageTypeMismatch);
  // Cards show a still picture; the Functions' re-encoding refuses animations too, so the demo agrees.
  if (isAnimated(bytes, contentType)) refuse('invalid-argument', MESSAGES.imageAnimated);
  return { bytes, contentType };
}
