/**
 * Images a skin file carries inside itself (the demo's uploads are data: URLs, see
 * memory/inline-images.ts) belong to the skin they were uploaded for: each one is checked and stored
 * again for the new skin through the same image store and checks as uploadSkinImage, and the file
 * then names the new copy. An https address (the Functions' Storage hands out https ones) is kept as
 * it is, as the studio keeps any https address typed into it.
 */
import { DomainError, isInlineImageUrl, LIMITS, MESSAGES, SKIN_IMAGE_TYPES, type SkinImageType } from '..';
import type { SkinLocation } from '../store/store';
import { ImagesUnavailableError, InvalidImageError, type HandlerDeps } from './handler-types';
import { invalid } from './schemas';
import type { SkinFile } from './skin-file-schema';
import { checkedBytes } from './upload-skin-image';

export interface Reuploaded {
  /** The file naming the new copies. */
  file: SkinFile;
  images: Array<{ imageId: string; url: string; thumbUrl: string }>;
  /** Removes the copies again, when the skin is not made after all. */
  discard: () => Promise<void>;
}

/** Every string of the file, wherever a field holds one, so any image field is found. */
function inlineUrlsOf(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (isInlineImageUrl(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) inlineUrlsOf(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) inlineUrlsOf(item, found);
  }
  return found;
}

function replaced<T>(value: T, urls: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (urls.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => replaced(item, urls)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaced(item, urls)])) as T;
  }
  return value;
}

function partsOf(url: string): { contentType: SkinImageType; base64: string } {
  const comma = url.indexOf(',');
  const type = url.slice('data:'.length, url.indexOf(';'));
  const contentType = SKIN_IMAGE_TYPES.find((t) => t === type);
  if (!contentType) throw invalid(MESSAGES.imageTypeMismatch);
  return { contentType, base64: url.slice(comma + 1) };
}

export async function reuploadInlineImages(deps: HandlerDeps, location: SkinLocation, file: SkinFile): Promise<Reuploaded> {
  const urls = [...inlineUrlsOf(file, new Set())];
  if (urls.length > LIMITS.imagesPerSkin) throw invalid(MESSAGES.skinFileImageLimit);
  const images: Reuploaded['images'] = [];
  const discard = async () => {
    for (const image of images) await deps.images.remove({ ...location, imageId: image.imageId });
  };
  const renamed = new Map<string, string>();
  try {
    for (const url of urls) {
      const image = checkedBytes(partsOf(url));
      const imageId = deps.newId();
      const stored = await deps.images.put({ ...location, imageId, ...image });
      images.push({ imageId, ...stored });
      renamed.set(url, stored.url);
    }
  } catch (error) {
    await discard();
    if (error instanceof InvalidImageError) throw invalid(MESSAGES.imageInvalid);
    if (error instanceof ImagesUnavailableError) throw new DomainError('failed-precondition', MESSAGES.imagesUnavailable);
    throw error;
  }
  return { file: replaced(file, renamed), images, discard };
}
