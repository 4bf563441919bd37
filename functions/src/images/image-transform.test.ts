import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import { InvalidImageError } from '@lab/domain/handlers';
import { LARGE_SIDE, MAX_INPUT_PIXELS, THUMB_SIDE, transformSkinImage } from './image-transform';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

/** The EXIF GPS IFD pointer (tag 0x8825), as a little-endian TIFF header writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A phone-like photo: 40x20 pixels stored sideways (orientation 6), with the place it was taken. */
async function jpegWithGps(): Promise<Buffer> {
  return solid(40, 20)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Camera de teste' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

async function describeOutput(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height, pages: metadata.pages ?? 1 };
}

describe('transformSkinImage', () => {
  it.each([
    ['PNG', () => solid(800, 600).png().toBuffer()],
    ['JPEG', () => solid(800, 600).jpeg().toBuffer()],
    ['GIF', () => solid(800, 600).gif().toBuffer()],
    ['WebP', () => solid(800, 600).webp().toBuffer()],
  ])('re-encodes a %s as WebP at its own size (large) and 400px (thumb)', async (_format, make) => {
    const { large, thumb } = await transformSkinImage(await make());
    await expect(describeOutput(large.bytes)).resolves.toEqual({ format: 'webp', width: 800, height: 600, pages: 1 });
    await expect(describeOutput(thumb.bytes)).resolves.toEqual({ format: 'webp', width: THUMB_SIDE, height: 300, pages: 1 });
    expect([large.width, large.height, thumb.width, thumb.height]).toEqual([800, 600, THUMB_SIDE, 300]);
  });

  it('leaves no EXIF (GPS included) in either rendition of a JPEG that carried it', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(GPS_POINTER)).toBe(true);

    const { large, thumb } = await transformSkinImage(original);
    for (const rendition of [large, thumb]) {
      const after = await sharp(rendition.bytes).metadata();
      expect({ exif: after.exif, xmp: after.xmp, icc: after.icc, iptc: after.iptc }).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        iptc: undefined,
      });
      // Nothing of the EXIF block survives anywhere in the file, not only where sharp looks for it.
      expect(rendition.bytes.includes('EXIF')).toBe(false);
      expect(rendition.bytes.includes('Camera de teste')).toBe(false);
    }
  });

  it('turns a photo stored sideways upright (EXIF orientation), since the orientation tag is dropped', async () => {
    const { large } = await transformSkinImage(await jpegWithGps());
    await expect(describeOutput(large.bytes)).resolves.toMatchObject({ width: 20, height: 40 });
  });

  it('scales an oversized image down to 1600px on its long side, keeping the proportions', async () => {
    const { large, thumb } = await transformSkinImage(await solid(3200, 800).png().toBuffer());
    await expect(describeOutput(large.bytes)).resolves.toMatchObject({ width: LARGE_SIDE, height: 400 });
    await expect(describeOutput(thumb.bytes)).resolves.toMatchObject({ width: THUMB_SIDE, height: 100 });
  });

  it('never enlarges a small image', async () => {
    const { large, thumb } = await transformSkinImage(await solid(64, 32).png().toBuffer());
    expect([large.width, large.height, thumb.width, thumb.height]).toEqual([64, 32, 64, 32]);
  });

  it('refuses a text file', async () => {
    await expect(transformSkinImage(new TextEncoder().encode('isto não é uma imagem'))).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('refuses a truncated image', async () => {
    const png = await solid(300, 200).png({ compressionLevel: 0 }).toBuffer();
    await expect(transformSkinImage(png.subarray(0, png.length / 2))).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('refuses a format sharp can read but the studio does not accept (SVG)', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(transformSkinImage(svg)).rejects.toThrow(/unsupported format: svg/);
  });

  it('refuses an animated GIF rather than keeping only its first frame', async () => {
    const frame = (red: number) => solid(10, 10).tint({ r: red, g: 0, b: 0 }).png().toBuffer();
    const animated = await sharp([await frame(255), await frame(0)], { join: { animated: true } })
      .gif()
      .toBuffer();
    await expect(transformSkinImage(animated)).rejects.toThrow(InvalidImageError);
    await expect(transformSkinImage(animated)).rejects.toThrow(/animated/);
  });

  it('refuses a small file that declares more pixels than the limit, before decoding them', async () => {
    const bomb = await solid(6000, 5000).png({ compressionLevel: 9 }).toBuffer();
    expect(6000 * 5000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(transformSkinImage(bomb)).rejects.toThrow(/pixel limit/);
  });
});
