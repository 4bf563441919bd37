import { File as NodeFile } from 'node:buffer';
import { decodeBase64, LIMITS } from '@lab/domain/kernel';
import {
  checkImageFile,
  fitInside,
  GIF_KEEP_MAX_BYTES,
  IMAGE_UPLOAD_MESSAGES,
  ImageUploadError,
  prepareImageUpload,
  UPLOAD_MAX_SIDE,
} from '.';

/** jsdom's File cannot be read (no arrayBuffer); Node's can, as a browser's can. */
const file = (data: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  new NodeFile([data], name, { type }) as unknown as File;

/** A still 1-frame GIF on a `width` x `height` screen, optionally padded with a comment extension to reach `size` bytes. */
function stillGif(width: number, height: number, size = 0) {
  const head = [
    0x47,
    0x49,
    0x46,
    0x38,
    0x39,
    0x61,
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
    0x80,
    0,
    0,
    0,
    0,
    0,
    255,
    255,
    255,
  ];
  const frame = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00];
  const comment: number[] = [];
  for (let left = size - head.length - frame.length - 1; left > 4; left -= 256) {
    const chunk = Math.min(255, left - 4);
    comment.push(0x21, 0xfe, chunk, ...new Array<number>(chunk).fill(0x20), 0x00);
  }
  return new Uint8Array([...head, ...comment, ...frame, 0x3b]);
}

describe('checkImageFile: what the file says of itself', () => {
  it.each([['image/png'], ['image/jpeg'], ['image/webp'], ['image/gif'], ['']])('lets %j through', (type) => {
    expect(checkImageFile({ type, size: 1000 })).toBeNull();
  });

  it.each([['image/svg+xml'], ['application/pdf'], ['text/plain']])('refuses %s', (type) => {
    expect(checkImageFile({ type, size: 1000 })).toBe('Escolha uma imagem PNG, JPEG, WebP ou GIF.');
  });

  it('takes a file of any size and a HEIC photo: the browser shrinks and converts them', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 40 * LIMITS.imageMaxBytes })).toBeNull();
    expect(checkImageFile({ type: 'image/heic', size: 1000 })).toBeNull();
  });
});

describe('fitInside: at most 1600px on the long side, proportions kept', () => {
  it.each([
    [4000, 3000, 1600, 1200],
    [3000, 4000, 1200, 1600],
    [1600, 900, 1600, 900],
    [800, 600, 800, 600],
    [1601, 1601, 1600, 1600],
    [20000, 10, 1600, 1],
  ])('%ix%i -> %ix%i', (width, height, fitWidth, fitHeight) => {
    expect(fitInside(width, height)).toEqual({ width: fitWidth, height: fitHeight });
  });

  it('never enlarges and never goes under 1px, for any size', () => {
    for (let width = 1; width <= 9000; width += 397) {
      for (let height = 1; height <= 9000; height += 541) {
        const fit = fitInside(width, height);
        expect(Math.max(fit.width, fit.height)).toBeLessThanOrEqual(UPLOAD_MAX_SIDE);
        expect(fit.width).toBeLessThanOrEqual(width);
        expect(fit.height).toBeLessThanOrEqual(height);
        expect(Math.min(fit.width, fit.height)).toBeGreaterThanOrEqual(1);
      }
    }
  });
});

describe('prepareImageUpload', () => {
  const refusal = async (picked: File) => {
    const error = await prepareImageUpload(picked).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageUploadError);
    return (error as Error).message;
  };

  it('sends a small still GIF as it is', async () => {
    const bytes = stillGif(120, 80);
    const prepared = await prepareImageUpload(file(bytes, 'selo.gif', 'image/gif'));
    expect(prepared).toEqual({ contentType: 'image/gif', base64: expect.any(String), width: 120, height: 80 });
    expect(decodeBase64(prepared.base64)).toEqual(bytes);
  });

  it('takes the type from the bytes, not from the name the file was given', async () => {
    const prepared = await prepareImageUpload(file(stillGif(10, 10), 'foto.png', 'image/png'));
    expect(prepared.contentType).toBe('image/gif');
  });

  it('refuses a file of another type before reading it', async () => {
    await expect(refusal(file(new Uint8Array([1]), 'desenho.svg', 'image/svg+xml'))).resolves.toBe(
      IMAGE_UPLOAD_MESSAGES.wrongType,
    );
  });

  it('refuses a file named like an image whose bytes are not one', async () => {
    const fake = file(new TextEncoder().encode('<html>oi</html>'), 'foto.jpg', 'image/jpeg');
    await expect(refusal(fake)).resolves.toBe('Este arquivo não é uma imagem PNG, JPEG, WebP ou GIF válida.');
  });

  it('refuses an animated GIF, rather than sending its first frame without a word', async () => {
    const still = stillGif(10, 10);
    const frame = still.subarray(19, 34);
    const animated = new Uint8Array([...still.subarray(0, 34), ...frame, 0x3b]);
    await expect(refusal(file(animated, 'anima.gif', 'image/gif'))).resolves.toBe(
      'Imagens animadas não são aceitas. Escolha uma imagem parada.',
    );
  });

  it('scales a GIF that is too big in the browser, and says so where the browser cannot decode (jsdom has no canvas)', async () => {
    const wide = stillGif(UPLOAD_MAX_SIDE + 1, 10);
    await expect(refusal(file(wide, 'largo.gif', 'image/gif'))).resolves.toBe(IMAGE_UPLOAD_MESSAGES.unreadable);
    const heavy = stillGif(100, 100, GIF_KEEP_MAX_BYTES + 10);
    expect(heavy.length).toBeGreaterThan(GIF_KEEP_MAX_BYTES);
    await expect(refusal(file(heavy, 'pesado.gif', 'image/gif'))).resolves.toBe(IMAGE_UPLOAD_MESSAGES.unreadable);
  });
});
