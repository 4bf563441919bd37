/**
 * The secret of a visitor's link to her booking (`/reserva/{id}#{segredo}`): 32 url-safe characters
 * (24 bytes of the platform's cryptographic generator), made once at booking and sent only in the
 * visitor's mail; the booking keeps its SHA-256, compared in constant time.
 */
import { encodeBase64 } from '../kernel/base64';
import { sha256Hex } from '../kernel/sha256';

const SECRET_BYTES = 24;

function cryptoBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** A fresh secret: base64url, no padding, so it needs no escaping in an address. */
export function newBookingSecret(randomBytes: (n: number) => Uint8Array = cryptoBytes): string {
  return encodeBase64(randomBytes(SECRET_BYTES)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What the booking stores of its secret. */
export function bookingSecretHash(segredo: string): string {
  return sha256Hex(segredo);
}

/** Whether a secret is the booking's: the hashes compared in constant time, so timing tells nothing. */
export function bookingSecretMatches(segredoHash: string, segredo: string): boolean {
  const given = bookingSecretHash(segredo);
  if (given.length !== segredoHash.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i += 1) difference |= given.charCodeAt(i) ^ segredoHash.charCodeAt(i);
  return difference === 0;
}
