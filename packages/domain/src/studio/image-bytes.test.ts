import { gifSize, isAnimated, sniffImageType } from './image-bytes';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));
const u16 = (n: number) => [n & 0xff, n >> 8];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** A GIF of `frames` 1x1 frames on a `width` x `height` screen, with a global colour table and the extensions an animation carries. */
function gif(frames: number, width = 1, height = 1) {
  const frame = [
    ...[0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00], // graphic control extension
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x00], // image descriptor, no local table
    ...[0x02, 0x02, 0x44, 0x01, 0x00], // LZW data
  ];
  return bytes(
    'GIF89a',
    [...u16(width), ...u16(height), 0x80, 0, 0], // global colour table of 2 entries
    [0, 0, 0, 255, 255, 255],
    [0x21, 0xff, 0x0b],
    'NETSCAPE2.0',
    [0x03, 0x01, 0x00, 0x00, 0x00],
    ...Array.from({ length: frames }, () => frame),
    [0x3b],
  );
}

const pngChunk = (name: string, data: number[] = []) => [...u32be(data.length), ...bytes(name), ...data, 0, 0, 0, 0];
const png = (...chunks: number[][]) => bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], ...chunks);
const ihdr = pngChunk('IHDR', [...u32be(1), ...u32be(1), 8, 6, 0, 0, 0]);

const webp = (chunk: string, flags = 0) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [10, 0, 0, 0, flags, 0, 0, 0]);

describe('sniffImageType: the bytes, not the name, say what a file is', () => {
  it.each([
    ['PNG', png(ihdr), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['GIF89a', gif(1), 'image/gif'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', webp('VP8 '), 'image/webp'],
  ])('%s', (_name, data, type) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ['text', bytes('isto não é uma imagem')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['an empty file', new Uint8Array()],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});

describe('isAnimated: a canvas would keep only the first frame, so animations are caught first', () => {
  it('a GIF with one frame is still; with two it is animated', () => {
    expect(isAnimated(gif(1), 'image/gif')).toBe(false);
    expect(isAnimated(gif(2), 'image/gif')).toBe(true);
  });

  it('a PNG is animated (APNG) when an acTL chunk comes before its image data', () => {
    expect(isAnimated(png(ihdr, pngChunk('IDAT', [0]), pngChunk('IEND')), 'image/png')).toBe(false);
    expect(isAnimated(png(ihdr, pngChunk('acTL', [...u32be(2), ...u32be(0)]), pngChunk('IDAT', [0])), 'image/png')).toBe(true);
  });

  it('a WebP is animated when its VP8X flags say so', () => {
    expect(isAnimated(webp('VP8 '), 'image/webp')).toBe(false);
    expect(isAnimated(webp('VP8X', 0x10), 'image/webp')).toBe(false);
    expect(isAnimated(webp('VP8X', 0x02), 'image/webp')).toBe(true);
  });

  it('a truncated file is not called animated (the server decides)', () => {
    expect(isAnimated(gif(2).subarray(0, 40), 'image/gif')).toBe(false);
    expect(isAnimated(png(ihdr).subarray(0, 12), 'image/png')).toBe(false);
  });
});

it('gifSize reads the logical screen size', () => {
  expect(gifSize(gif(1, 1600, 900))).toEqual({ width: 1600, height: 900 });
  expect(gifSize(bytes('GIF89a'))).toBeNull();
});
