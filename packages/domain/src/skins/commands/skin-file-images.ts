/**
 * Images a skin file names that the studio itself stored belong to the skin they were stored for, and
 * go when that skin is deleted: the demo's uploads, carried inside the file as data: URLs (see
 * memory/inline-images.ts), and the Functions' own Cloud Storage objects, named by the https download
 * URLs the image store handed out (SkinImages.read recognises them and reads their bytes back). Each
 * one is checked and stored again for the new skin through the same image store and checks as
 * uploadSkinImage, and the file then names the new copy, so deleting the original leaves the copy
 * whole. Any other https address (one the image store does not own) is kept as it is, as the studio
 * keeps any https address typed into it.
 */
import { isInlineImageUrl } from '../../studio/studio';
import { LIMITS } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { SKIN_IMAGE_TYPES, type SkinImageType } from '../../studio/studio-commands';
import type { SkinLocation } from '../store/skin-location';
import { ImagesUnavailableError, InvalidImageError, type HandlerDeps } from '../../handlers/handler-types';
import type { SkinFile } from './skin-file-schema';
import { checkedBytes, checkedImage } from '../../studio/commands/upload-skin-image';
import { refuse } from '../../kernel/commands/refusals';

export interface Restored {
  /** The file naming the new copies. */
  file: SkinFile;
  images: Array<{ imageId: string; url: string; thumbUrl: string }>;
  /** Removes the copies again, when the skin is not made after all. */
  discard: () => Promise<void>;
}

/** Every string of the file, wherever a field holds one, so any image field is found. */
function stringsOf(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) stringsOf(item, found);
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
  if (!contentType) refuse('invalid-argument', MESSAGES.imageTypeMismatch);
  return { contentType, base64: url.slice(comma + 1) };
}

/** Only a web address can be one of the image store's own (the emulator's are http). */
const isWebAddress = (text: string): boolean => /^https?:\/\//i.test(text);

/**
 * Whether the skin an image was stored for is hidden by the moderation: a file naming its images is a
 * copy of what the owners took down (an export made before the hiding, or its images typed by hand).
 */
async function storedForHiddenSkin(deps: HandlerDeps, skin: SkinLocation | undefined): Promise<boolean> {
  if (!skin) return false;
  return (await deps.store.listSkins(skin.uid)).some((s) => s.id_skins === skin.skinId && s.oculta === true);
}

/** The checked bytes of `url` when the studio stored it for some skin, or null to keep it as it is. */
async function ownImage(deps: HandlerDeps, url: string): Promise<{ bytes: Uint8Array; contentType: SkinImageType } | null> {
  if (isInlineImageUrl(url)) return checkedBytes(partsOf(url));
  if (!isWebAddress(url)) return null;
  const read = await deps.images.read(url);
  if (read && (await storedForHiddenSkin(deps, read.skin))) {
    refuse('failed-precondition', MESSAGES.hiddenSkinImageRefused);
  }
  return read && checkedImage(read.bytes, read.contentType);
}

/** Stores again, for the skin at `location`, every image of `file` the studio stored for another skin. */
export async function restoreOwnImages(deps: HandlerDeps, location: SkinLocation, file: SkinFile): Promise<Restored> {
  const strings = [...stringsOf(file, new Set())];
  // The inline ones are counted before anything is read or stored; the stored ones as they are found.
  if (strings.filter(isInlineImageUrl).length > LIMITS.imagesPerSkin) refuse('invalid-argument', MESSAGES.skinFileImageLimit);
  const images: Restored['images'] = [];
  const discard = async () => {
    for (const image of images) await deps.images.remove({ ...location, imageId: image.imageId });
  };
  const renamed = new Map<string, string>();
  try {
    for (const url of strings) {
      const image = await ownImage(deps, url);
      if (!image) continue;
      if (images.length >= LIMITS.imagesPerSkin) refuse('invalid-argument', MESSAGES.skinFileImageLimit);
      const imageId = deps.newId();
      const stored = await deps.images.put({ ...location, imageId, ...image });
      images.push({ imageId, ...stored });
      renamed.set(url, stored.url);
    }
  } catch (error) {
    await discard();
    if (error instanceof InvalidImageError) refuse('invalid-argument', MESSAGES.imageInvalid);
    if (error instanceof ImagesUnavailableError) refuse('failed-precondition', MESSAGES.imagesUnavailable);
    throw error;
  }
  return { file: replaced(file, renamed), images, discard };
}
