/**
 * The SkinImages port on Cloud Storage: sharp re-encodes (image-transform.ts), this only names the
 * objects, writes them, reads them back by their URLs and builds the URLs the public pages load under
 * storage.rules.
 */
import { HTTPS_ONLY, type OwnImageAddresses } from '@lab/domain/studio';
import { InvalidImageError, type SkinImageInput, type SkinImages } from '@lab/domain/handlers';
import { transformSkinImage } from './image-transform';

/** Just the Cloud Storage calls this adapter makes (a firebase-admin Bucket has them), so a test can hand it a fake. */
export interface ImageBucket {
  readonly name: string;
  file(path: string): {
    save(data: Buffer, options: { contentType: string; resumable: boolean; metadata: { cacheControl: string } }): Promise<void>;
    delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
    download(): Promise<[Buffer]>;
  };
  deleteFiles(query: { prefix: string }): Promise<void>;
}

export interface StorageImagesOptions {
  /** FIREBASE_STORAGE_EMULATOR_HOST ("127.0.0.1:9199") when the Admin SDK writes to the Storage emulator. */
  emulatorHost?: string | undefined;
}

const PUBLIC_HOST = 'https://firebasestorage.googleapis.com';
/** An image id is new for every upload, so a URL's bytes never change: caches may keep them for good. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where a skin's images live (storage.rules serves them from there). The trailing slash keeps skin "a" from matching "ab". */
export function skinImagesPrefix(uid: string, skinId: string): string {
  return `skins/${segment(uid)}/${segment(skinId)}/`;
}

export function skinImagePath(uid: string, skinId: string, imageId: string, size: 'large' | 'thumb'): string {
  // storage.rules serves only names of this shape; an id outside it would be stored and never shown.
  if (!/^[A-Za-z0-9_-]+$/.test(imageId)) throw new Error(`not an image id: ${JSON.stringify(imageId)}`);
  return `${skinImagesPrefix(uid, skinId)}${imageId}-${size}.webp`;
}

/** Where the images are served from: Firebase Storage, or the Storage emulator ("127.0.0.1:9199"). */
function storageOrigin(emulatorHost?: string): string {
  const origin = emulatorHost ? (/^https?:\/\//.test(emulatorHost) ? emulatorHost : `http://${emulatorHost}`) : PUBLIC_HOST;
  return origin.replace(/\/+$/, '');
}

/** The Firebase Storage download URL of an object, served without a token because the rules allow the read. */
export function publicImageUrl(bucket: string, path: string, emulatorHost?: string): string {
  return `${storageOrigin(emulatorHost)}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}

/** The shape of the objects skinImagePath names: skins/{uid}/{skinId}/{imageId}-{size}.webp. */
const IMAGE_PATH = /^skins\/([^/]+)\/([^/]+)\/[A-Za-z0-9_-]+-(?:large|thumb)\.webp$/;

/**
 * The object path of `url` when it is a download URL publicImageUrl built for one of a skin's images
 * in `bucket` (on the same origin: Firebase Storage, or the emulator when one is set); null for any
 * other address, another bucket's or a path outside the skins' images included.
 */
export function ownImagePath(url: string, bucket: string, emulatorHost?: string): string | null {
  const origin = storageOrigin(emulatorHost);
  const start = `${origin}/v0/b/${encodeURIComponent(bucket)}/o/`;
  const end = '?alt=media';
  if (!url.startsWith(start) || !url.endsWith(end)) return null;
  const encoded = url.slice(start.length, url.length - end.length);
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  // Exactly the URL publicImageUrl would build for that path, so no other spelling names it.
  if (publicImageUrl(bucket, path, emulatorHost) !== url) return null;
  const match = IMAGE_PATH.exec(path);
  if (!match) return null;
  try {
    segment(match[1] ?? '');
    segment(match[2] ?? '');
  } catch {
    return null;
  }
  return path;
}

/** The non-https addresses this store hands out: the Storage emulator's, in development only. */
export function storageImageAddresses(emulatorHost?: string): OwnImageAddresses {
  return emulatorHost ? { kind: 'origin', origin: storageOrigin(emulatorHost) } : HTTPS_ONLY;
}

export function createStorageImages(bucket: ImageBucket, options: StorageImagesOptions = {}): SkinImages {
  const write = async (path: string, bytes: Buffer): Promise<string> => {
    // Small files: one request instead of a resumable session.
    await bucket
      .file(path)
      .save(bytes, { contentType: 'image/webp', resumable: false, metadata: { cacheControl: IMAGE_CACHE_CONTROL } });
    return publicImageUrl(bucket.name, path, options.emulatorHost);
  };
  return {
    ownAddresses: storageImageAddresses(options.emulatorHost),
    async put({ uid, skinId, imageId, bytes }: SkinImageInput) {
      const { large, thumb } = await transformSkinImage(bytes);
      const [url, thumbUrl] = await Promise.all([
        write(skinImagePath(uid, skinId, imageId, 'large'), large.bytes),
        write(skinImagePath(uid, skinId, imageId, 'thumb'), thumb.bytes),
      ]);
      return { url, thumbUrl };
    },
    async remove({ uid, skinId, imageId }) {
      await Promise.all(
        (['large', 'thumb'] as const).map((size) =>
          bucket.file(skinImagePath(uid, skinId, imageId, size)).delete({ ignoreNotFound: true }),
        ),
      );
    },
    async deleteAll(uid, skinId) {
      await bucket.deleteFiles({ prefix: skinImagesPrefix(uid, skinId) });
    },
    async read(url) {
      const path = ownImagePath(url, bucket.name, options.emulatorHost);
      if (path === null) return null;
      try {
        const [bytes] = await bucket.file(path).download();
        const [, uid = '', skinId = ''] = IMAGE_PATH.exec(path) ?? [];
        return { bytes: new Uint8Array(bytes), contentType: 'image/webp', skin: { uid, skinId } };
      } catch (error) {
        // Its skin was deleted meanwhile: the file names an image that no longer exists.
        if (isNotFound(error)) throw new InvalidImageError(`no stored image at ${path}`);
        throw error;
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 404;
}

/**
 * The handlers pass document ids, which never hold a slash; checked anyway, because a segment such as
 * "" or ".." or "a/b" would put one skin's images (or deleteAll's prefix) over another's.
 */
function segment(value: string): string {
  const control = [...value].some((char) => char.charCodeAt(0) < 0x20);
  if (value === '' || value === '.' || value === '..' || control || /[/\\]/.test(value)) {
    throw new Error(`not a storage path segment: ${JSON.stringify(value)}`);
  }
  return value;
}
