/**
 * What the first bytes of a file say about it, read before the browser decodes anything: the real
 * type (the file's declared type is only its name's extension) and whether it is an animation, which
 * a canvas would silently flatten to its first frame and the server refuses.
 */
import type { SkinImageType } from './studio-commands';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type the bytes are, or null for anything that is not PNG, JPEG, WebP or GIF. */
export function sniffImageType(bytes: Uint8Array): SkinImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** A GIF's logical screen size (little-endian, right after the signature). */
export function gifSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 10) return null;
  return { width: bytes[6]! | (bytes[7]! << 8), height: bytes[8]! | (bytes[9]! << 8) };
}

/** Whether the image holds more than one frame (animated GIF, animated WebP, APNG); false when unsure. */
export function isAnimated(bytes: Uint8Array, type: SkinImageType): boolean {
  switch (type) {
    case 'image/gif':
      return gifFrameCount(bytes) > 1;
    case 'image/webp':
      // An extended WebP (VP8X) says in its flags byte whether it holds an animation.
      return startsWith(bytes, ascii('VP8X'), 12) && ((bytes[20] ?? 0) & 0x02) !== 0;
    case 'image/png':
      return hasPngChunkBeforeData(bytes, 'acTL');
    case 'image/jpeg':
      return false;
  }
}

/** Counts image descriptors, skipping colour tables and extension blocks; stops at the trailer or the end. */
function gifFrameCount(bytes: Uint8Array): number {
  let at = 13;
  const flags = bytes[10] ?? 0;
  if (flags & 0x80) at += 3 * 2 ** ((flags & 0x07) + 1);
  let frames = 0;
  const skipSubBlocks = () => {
    while (at < bytes.length) {
      const size = bytes[at]!;
      at += 1 + size;
      if (size === 0) return;
    }
  };
  while (at < bytes.length && frames < 2) {
    const introducer = bytes[at];
    if (introducer === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      frames += 1;
      const local = bytes[at + 9] ?? 0;
      at += 10;
      if (local & 0x80) at += 3 * 2 ** ((local & 0x07) + 1);
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      break;
    }
  }
  return frames;
}

/** APNG's animation control chunk comes before the first IDAT. */
function hasPngChunkBeforeData(bytes: Uint8Array, name: string): boolean {
  const wanted = ascii(name);
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
    if (startsWith(bytes, wanted, at + 4)) return true;
    if (startsWith(bytes, ascii('IDAT'), at + 4)) return false;
    at += 12 + length;
  }
  return false;
}
