/**
 * A phone's photo, of any size the browser can decode, is shrunk in the browser and sent, never
 * refused for its size; a HEIC photo goes the same way where the browser reads HEIC, and gets a clear
 * Portuguese message where it does not. The browser's decoder and canvas are stood in for (jsdom has
 * neither), recording what was asked of them.
 */
import { File as NodeFile } from 'node:buffer';
import { decodeBase64, LIMITS } from '@lab/domain/kernel';
import { IMAGE_UPLOAD_MESSAGES, prepareImageUpload, UPLOAD_MAX_SIDE } from '.';

const file = (data: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  new NodeFile([data], name, { type }) as unknown as File;

/** JPEG's magic bytes, then filler up to `size`. */
function jpegOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

interface FakeBrowser {
  decoded: number;
  drawn: Array<{ width: number; height: number; type: string }>;
}

/** A browser that decodes to `width` x `height` (or cannot decode), and encodes blobs of `encodedSize` bytes. */
function fakeBrowser(options: {
  width: number;
  height: number;
  decodes: boolean;
  encodedSize: (w: number) => number;
}): FakeBrowser {
  const browser: FakeBrowser = { decoded: 0, drawn: [] };
  Object.assign(globalThis, {
    createImageBitmap: async () => {
      if (!options.decodes) throw new Error('cannot decode');
      browser.decoded += 1;
      return { width: options.width, height: options.height, close: () => undefined };
    },
    OffscreenCanvas: class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { fillRect: () => undefined, drawImage: () => undefined };
      }
      async convertToBlob({ type }: { type: string }) {
        browser.drawn.push({ width: this.width, height: this.height, type });
        return new Blob([new Uint8Array(options.encodedSize(this.width))], { type });
      }
    },
  });
  return browser;
}

afterEach(() => {
  const global = globalThis as Record<string, unknown>;
  delete global['createImageBitmap'];
  delete global['OffscreenCanvas'];
});

describe('a photo larger than the upload’s limit', () => {
  it('a 6 MB phone photo is shrunk to 1600px and sent, not refused', async () => {
    const browser = fakeBrowser({ width: 4032, height: 3024, decodes: true, encodedSize: () => 300_000 });
    const prepared = await prepareImageUpload(file(jpegOf(6 * 1024 * 1024), 'IMG_0001.jpg', 'image/jpeg'));
    expect(prepared).toMatchObject({ contentType: 'image/webp', width: UPLOAD_MAX_SIDE, height: 1200 });
    expect(decodeBase64(prepared.base64)?.length).toBe(300_000);
    expect(browser.decoded).toBe(1);
  });

  it('is shrunk further when the first encoding is still over the limit', async () => {
    const browser = fakeBrowser({
      width: 8000,
      height: 6000,
      decodes: true,
      encodedSize: (width) => (width > 1000 ? LIMITS.imageMaxBytes + 1 : 200_000),
    });
    const prepared = await prepareImageUpload(file(jpegOf(30 * 1024 * 1024), 'panorama.jpg', 'image/jpeg'));
    expect(prepared.width).toBeLessThanOrEqual(1000);
    expect(browser.drawn.length).toBeGreaterThan(1);
  });
});

describe('a HEIC photo (iPhone)', () => {
  const heic = () => {
    const bytes = new Uint8Array(64);
    bytes.set(new TextEncoder().encode('\0\0\0\x18ftypheic'));
    return file(bytes, 'IMG_0002.HEIC', 'image/heic');
  };

  it('is converted and sent where the browser reads HEIC', async () => {
    fakeBrowser({ width: 3024, height: 4032, decodes: true, encodedSize: () => 250_000 });
    await expect(prepareImageUpload(heic())).resolves.toMatchObject({ contentType: 'image/webp', width: 1200, height: 1600 });
  });

  it('gets a clear Portuguese message where the browser cannot read it', async () => {
    fakeBrowser({ width: 0, height: 0, decodes: false, encodedSize: () => 0 });
    await expect(prepareImageUpload(heic())).rejects.toThrow(IMAGE_UPLOAD_MESSAGES.heicUnreadable);
  });
});
