import { describe, expect, it, jest } from '@jest/globals';
import { HTTPS_ONLY } from '@lab/domain/studio';
import { createInlineImages } from '@lab/domain/memory';
import type { SkinImages } from '@lab/domain/handlers';
import { lazyImages } from './lazy-images';

const upload = { uid: 'u', skinId: 's', imageId: 'i', bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' as const };

describe('lazyImages', () => {
  it('opens the real images on first use only, and once, even for calls made at the same time', async () => {
    const open = jest.fn(async (): Promise<SkinImages> => createInlineImages());
    const images = lazyImages(open, HTTPS_ONLY);
    expect(open).not.toHaveBeenCalled();

    const [first] = await Promise.all([images.put(upload), images.put(upload), images.deleteAll('u', 's')]);

    expect(first.url).toBe('data:image/png;base64,AQID');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('tells which addresses it hands out without opening anything (editSkin asks before any upload)', () => {
    const open = jest.fn(async (): Promise<SkinImages> => createInlineImages());
    const origin = { kind: 'origin', origin: 'http://127.0.0.1:9199' } as const;
    expect(lazyImages(open, origin).ownAddresses).toEqual(origin);
    expect(open).not.toHaveBeenCalled();
  });

  it('tries to open again after a failed open, instead of failing every later call', async () => {
    const open = jest
      .fn(async (): Promise<SkinImages> => createInlineImages())
      .mockRejectedValueOnce(new Error('sharp não carregou'));
    const images = lazyImages(open, HTTPS_ONLY);

    await expect(images.put(upload)).rejects.toThrow('sharp não carregou');
    await expect(images.put(upload)).resolves.toMatchObject({ url: 'data:image/png;base64,AQID' });
    expect(open).toHaveBeenCalledTimes(2);
  });
});
