import { z } from 'zod';
import {
  decodeBase64,
  DomainError,
  IMAGE_BASE64_MAX_LENGTH,
  isAnimated,
  LIMITS,
  MESSAGES,
  RATE_LIMITS,
  SKIN_IMAGE_TYPES,
  sniffImageType,
} from '..';
import type { SkinImageOutcome, SkinImageRecord } from '../store/store';
import { invalid, parsePayload, requireCaller } from './schemas';
import { editableSkin, skinName } from './skin-access';
import { InvalidImageError, type Handler, type HandlerDeps } from './handler-types';

const schema = z.strictObject({
  skin: skinName,
  contentType: z.enum(SKIN_IMAGE_TYPES, { error: MESSAGES.imageTypeMismatch }),
  base64: z.string({ error: MESSAGES.imageUnreadable }).max(IMAGE_BASE64_MAX_LENGTH, MESSAGES.imageTooLarge),
});

function refusalOf(outcome: Exclude<SkinImageOutcome, 'recorded'>): DomainError {
  switch (outcome) {
    case 'skin-not-found':
      return new DomainError('not-found', MESSAGES.skinNotFound);
    case 'image-limit':
      return new DomainError('resource-exhausted', MESSAGES.imageLimitReached);
    case 'rate-limited':
      return new DomainError('resource-exhausted', MESSAGES.imageRateLimited);
  }
}

export function uploadSkinImage(deps: HandlerDeps): Handler<'uploadSkinImage'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const payload = parsePayload(schema, data);
    // Who may upload is settled before the bytes are looked at: decoding costs the server time.
    const { uid, skinId } = await editableSkin(deps, caller, payload.skin);

    const bytes = decodeBase64(payload.base64);
    if (bytes === null || bytes.length === 0) throw invalid(MESSAGES.imageUnreadable);
    if (bytes.length > LIMITS.imageMaxBytes) throw invalid(MESSAGES.imageTooLarge);
    // The bytes must be what the browser says they are: a text file named .png is not an image.
    if (sniffImageType(bytes) !== payload.contentType) throw invalid(MESSAGES.imageTypeMismatch);
    // Cards show a still picture; the Functions' re-encoding refuses animations too, so the demo agrees.
    if (isAnimated(bytes, payload.contentType)) throw invalid(MESSAGES.imageAnimated);

    const record: SkinImageRecord = {
      uid,
      skinId,
      imageId: deps.newId(),
      url: '',
      thumbUrl: '',
      at: deps.now(),
      maxImages: LIMITS.imagesPerSkin,
      ...(caller.admin ? {} : { rateLimit: { key: `upload-image:${caller.uid}`, ...RATE_LIMITS.uploadSkinImagePerUser } }),
    };
    // Checked before storing, so a refused upload stores nothing; checked again when it is recorded.
    const room = await deps.store.checkSkinImage(record);
    if (room !== 'recorded') throw refusalOf(room);

    let stored: { url: string; thumbUrl: string };
    try {
      stored = await deps.images.put({ uid, skinId, imageId: record.imageId, bytes, contentType: payload.contentType });
    } catch (error) {
      if (error instanceof InvalidImageError) throw invalid(MESSAGES.imageInvalid);
      throw error;
    }
    // Only a concurrent upload can make this refuse now; the stored file is then unreferenced until
    // the skin's deletion removes all its images (SkinImages.deleteAll).
    const outcome = await deps.store.recordSkinImage({ ...record, ...stored });
    if (outcome !== 'recorded') throw refusalOf(outcome);
    return { url: stored.url, thumbUrl: stored.thumbUrl };
  };
}
