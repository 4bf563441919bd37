import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import { InvalidImageError } from '@lab/domain/handlers';
import { createStorageImages, IMAGE_CACHE_CONTROL, publicImageUrl, skinImagePath, type ImageBucket } from './storage-images';

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
}

/** A bucket in memory with Cloud Storage's behaviour for the calls the adapter makes. */
function memoryBucket(name = 'demo-lab-portfolio.appspot.com') {
  const objects = new Map<string, StoredObject>();
  const bucket: ImageBucket = {
    name,
    file: (path) => ({
      save: async (bytes, options) => {
        objects.set(path, { bytes, contentType: options.contentType, cacheControl: options.metadata.cacheControl });
      },
      delete: async () => {
        objects.delete(path);
      },
    }),
    deleteFiles: async ({ prefix }) => {
      for (const path of [...objects.keys()]) if (path.startsWith(prefix)) objects.delete(path);
    },
  };
  return { bucket, objects };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

const input = async (skinId: string, imageId: string) => ({
  uid: 'user-visitante',
  skinId,
  imageId,
  bytes: await png(2000, 1000),
  contentType: 'image/png' as const,
});

describe('createStorageImages', () => {
  it('stores a large and a thumb WebP under the skin, immutable, and returns their public URLs', async () => {
    const { bucket, objects } = memoryBucket();
    const images = createStorageImages(bucket);

    const result = await images.put(await input('visitante', 'img1'));

    expect([...objects.keys()].sort()).toEqual([
      'skins/user-visitante/visitante/img1-large.webp',
      'skins/user-visitante/visitante/img1-thumb.webp',
    ]);
    for (const stored of objects.values()) {
      expect({ contentType: stored.contentType, cacheControl: stored.cacheControl }).toEqual({
        contentType: 'image/webp',
        cacheControl: IMAGE_CACHE_CONTROL,
      });
    }
    const large = objects.get('skins/user-visitante/visitante/img1-large.webp');
    const thumb = objects.get('skins/user-visitante/visitante/img1-thumb.webp');
    await expect(sharp(large?.bytes).metadata()).resolves.toMatchObject({ format: 'webp', width: 1600, height: 800 });
    await expect(sharp(thumb?.bytes).metadata()).resolves.toMatchObject({ format: 'webp', width: 400, height: 200 });
    expect(result).toEqual({
      url: 'https://firebasestorage.googleapis.com/v0/b/demo-lab-portfolio.appspot.com/o/skins%2Fuser-visitante%2Fvisitante%2Fimg1-large.webp?alt=media',
      thumbUrl:
        'https://firebasestorage.googleapis.com/v0/b/demo-lab-portfolio.appspot.com/o/skins%2Fuser-visitante%2Fvisitante%2Fimg1-thumb.webp?alt=media',
    });
  });

  it('returns URLs on the Storage emulator when the Admin SDK writes there', async () => {
    const images = createStorageImages(memoryBucket('demo-lab-portfolio.appspot.com').bucket, { emulatorHost: '127.0.0.1:9199' });
    const { url } = await images.put(await input('visitante', 'img1'));
    expect(url).toBe(
      'http://127.0.0.1:9199/v0/b/demo-lab-portfolio.appspot.com/o/skins%2Fuser-visitante%2Fvisitante%2Fimg1-large.webp?alt=media',
    );
  });

  it('writes nothing for bytes that are not an image, and says so with InvalidImageError', async () => {
    const { bucket, objects } = memoryBucket();
    const images = createStorageImages(bucket);
    const notAnImage = { ...(await input('visitante', 'img1')), bytes: new TextEncoder().encode('GIF89a, mas não') };
    await expect(images.put(notAnImage)).rejects.toBeInstanceOf(InvalidImageError);
    expect(objects.size).toBe(0);
  });

  it('deleteAll removes every image of that skin and nothing of another skin, even one whose name starts the same', async () => {
    const { bucket, objects } = memoryBucket();
    const images = createStorageImages(bucket);
    await images.put(await input('lab', 'a'));
    await images.put(await input('lab', 'b'));
    await images.put(await input('lab2', 'c'));

    await images.deleteAll('user-visitante', 'lab');

    expect([...objects.keys()].sort()).toEqual([
      'skins/user-visitante/lab2/c-large.webp',
      'skins/user-visitante/lab2/c-thumb.webp',
    ]);
  });

  it.each([[''], ['..'], ['a/b'], ['a\\b'], ['a\nb']])('refuses %j as a path segment instead of writing elsewhere', (bad) => {
    expect(() => skinImagePath('uid', bad, 'img', 'large')).toThrow(/not a storage path segment/);
    expect(() => skinImagePath(bad, 'skin', 'img', 'large')).toThrow(/not a storage path segment/);
    expect(() => skinImagePath('uid', 'skin', bad, 'thumb')).toThrow(/not an image id/);
  });

  it('refuses an image id storage.rules would not serve (its names are letters, digits, - and _)', () => {
    expect(() => skinImagePath('uid', 'skin', 'foto.final', 'large')).toThrow(/not an image id/);
    expect(skinImagePath('uid', 'skin', '0b5f3c1e-6f1a-4a1e-9c1d-1a2b3c4d5e6f', 'large')).toBe(
      'skins/uid/skin/0b5f3c1e-6f1a-4a1e-9c1d-1a2b3c4d5e6f-large.webp',
    );
  });

  it('encodes the object path as one URL segment, as the Firebase Storage endpoint expects', () => {
    expect(publicImageUrl('b', 'skins/u/s/ç ã-large.webp')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/b/o/skins%2Fu%2Fs%2F%C3%A7%20%C3%A3-large.webp?alt=media',
    );
    expect(publicImageUrl('b', 'p', 'http://localhost:9199/')).toBe('http://localhost:9199/v0/b/b/o/p?alt=media');
  });
});
