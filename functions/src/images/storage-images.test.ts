import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import { InvalidImageError } from '@lab/domain/handlers';
import {
  createStorageImages,
  IMAGE_CACHE_CONTROL,
  ownImagePath,
  publicImageUrl,
  skinImagePath,
  type ImageBucket,
} from './storage-images';

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
      download: async () => {
        const stored = objects.get(path);
        if (!stored) throw Object.assign(new Error(`No such object: ${path}`), { code: 404 });
        return [stored.bytes];
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

  it('reads back its own images by the URL it handed out, and nothing else', async () => {
    const { bucket, objects } = memoryBucket();
    const images = createStorageImages(bucket);
    const { url, thumbUrl } = await images.put(await input('lab', 'a'));

    const large = await images.read(url);
    expect(large?.contentType).toBe('image/webp');
    expect(Buffer.from(large?.bytes ?? [])).toEqual(objects.get('skins/user-visitante/lab/a-large.webp')?.bytes);
    await expect(images.read(thumbUrl)).resolves.toMatchObject({ contentType: 'image/webp' });
    await expect(images.read('https://example.com/a.png')).resolves.toBeNull();
    await expect(images.read('data:image/png;base64,AAAA')).resolves.toBeNull();
  });

  it('says InvalidImageError when its own object is gone (the skin was deleted meanwhile)', async () => {
    const { bucket } = memoryBucket();
    const images = createStorageImages(bucket);
    const { url } = await images.put(await input('lab', 'a'));
    await images.deleteAll('user-visitante', 'lab');
    await expect(images.read(url)).rejects.toBeInstanceOf(InvalidImageError);
  });

  describe('ownImagePath', () => {
    const BUCKET = 'demo-lab-portfolio.appspot.com';
    const PATH = 'skins/user-visitante/lab/img1-large.webp';

    it('names the object of a URL publicImageUrl built for a skin image of its bucket', () => {
      expect(ownImagePath(publicImageUrl(BUCKET, PATH), BUCKET)).toBe(PATH);
      expect(ownImagePath(publicImageUrl(BUCKET, 'skins/u/s/x_1-thumb.webp'), BUCKET)).toBe('skins/u/s/x_1-thumb.webp');
      const emulator = '127.0.0.1:9199';
      expect(ownImagePath(publicImageUrl(BUCKET, PATH, emulator), BUCKET, emulator)).toBe(PATH);
    });

    it.each([
      ['another bucket', publicImageUrl('other-project.appspot.com', PATH)],
      ['another host', `https://example.com/v0/b/${BUCKET}/o/${encodeURIComponent(PATH)}?alt=media`],
      ['the emulator, when this store writes to Firebase Storage', publicImageUrl(BUCKET, PATH, '127.0.0.1:9199')],
      ['a path outside the skins', publicImageUrl(BUCKET, 'avatars/u/img1-large.webp')],
      ['a path that climbs out of a skin', publicImageUrl(BUCKET, 'skins/u/../img1-large.webp')],
      ['a name storage.rules would not serve', publicImageUrl(BUCKET, 'skins/u/s/img.png')],
      ['a path spelled unencoded', `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${PATH}?alt=media`],
      ['another query', `${publicImageUrl(BUCKET, PATH)}&token=x`],
      ['a broken escape', `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/skins%2Fu%2F%E0-large.webp?alt=media`],
      ['an address that is not a URL', 'Título'],
    ])('is null for %s', (_, url) => {
      expect(ownImagePath(url, BUCKET)).toBeNull();
    });

    it('is null for Firebase Storage when this store writes to the emulator', () => {
      expect(ownImagePath(publicImageUrl(BUCKET, PATH), BUCKET, '127.0.0.1:9199')).toBeNull();
    });
  });
});
