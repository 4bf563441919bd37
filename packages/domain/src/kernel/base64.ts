/**
 * Base64 without Buffer or atob, because the domain runs in Node, in jest and in the browser alike
 * (uploads arrive as base64 in a callable payload; the demo keeps images as data: URLs).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES = new Map([...ALPHABET].map((char, index) => [char, index]));

const digit = (sextet: number): string => ALPHABET.charAt(sextet & 63);

export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out += digit(n >> 18) + digit(n >> 12);
    out += i + 1 < bytes.length ? digit(n >> 6) : '=';
    out += i + 2 < bytes.length ? digit(n) : '=';
  }
  return out;
}

/** Null for anything that is not canonical base64 (wrong alphabet, length or padding). */
export function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let at = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    for (let j = 0; j < 4; j += 1) {
      const char = text[i + j] ?? '';
      const isPad = char === '=' && i + 4 === text.length && j >= 4 - padding;
      const value = isPad ? 0 : VALUES.get(char);
      if (value === undefined) return null;
      n = (n << 6) | value;
    }
    if (at < bytes.length) bytes[at++] = (n >> 16) & 255;
    if (at < bytes.length) bytes[at++] = (n >> 8) & 255;
    if (at < bytes.length) bytes[at++] = n & 255;
  }
  return bytes;
}
