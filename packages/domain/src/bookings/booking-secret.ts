/**
 * The secret of a visitor's link to her booking (`/reserva/{id}#{segredo}`): 32 url-safe characters
 * (24 bytes of the platform's cryptographic generator), made once at booking and sent only in the
 * visitor's mail; the booking keeps its SHA-256, compared in constant time.
 */
import { cryptoBytes, linkSecretHash, linkSecretMatches, urlSafeRandom, type RandomBytes } from '../kernel/link-secret';

const SECRET_BYTES = 24;

export function newBookingSecret(randomBytes: RandomBytes = cryptoBytes): string {
  return urlSafeRandom(SECRET_BYTES, randomBytes);
}

/** What the booking stores of its secret. */
export const bookingSecretHash = linkSecretHash;

/** Whether a secret is the booking's. */
export const bookingSecretMatches = linkSecretMatches;
