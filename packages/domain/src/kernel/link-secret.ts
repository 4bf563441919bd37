/**
 * The secret of a link sent to someone outside the site (a visitor's booking, a client's testimonial
 * link): made from the platform's cryptographic generator, carried in the address's fragment, and
 * kept only as its SHA-256, compared in constant time.
 */
import { encodeBase64 } from './base64';
import { sha256Hex } from './sha256';

export type RandomBytes = (n: number) => Uint8Array;

export function cryptoBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** `n` fresh bytes as base64url, no padding, so they need no escaping in an address. */
export function urlSafeRandom(n: number, randomBytes: RandomBytes = cryptoBytes): string {
  return encodeBase64(randomBytes(n)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What is stored of a secret. */
export function linkSecretHash(segredo: string): string {
  return sha256Hex(segredo);
}

/** Whether a secret is the one stored: the hashes compared in constant time, so timing tells nothing. */
export function linkSecretMatches(segredoHash: string, segredo: string): boolean {
  const given = linkSecretHash(segredo);
  if (given.length !== segredoHash.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i += 1) difference |= given.charCodeAt(i) ^ segredoHash.charCodeAt(i);
  return difference === 0;
}
