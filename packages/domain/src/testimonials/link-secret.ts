/**
 * Her link asking for quotes, `/depoimento/{linkId}#{segredo}`: the secret in the fragment, so no
 * request, log or Referer carries it; only its SHA-256 is stored, compared in constant time (as a
 * booking's link is). Renewing makes a new id and secret: the old address stops working at once.
 */
import { cryptoBytes, linkSecretHash, linkSecretMatches, urlSafeRandom, type RandomBytes } from '../kernel/link-secret';
import { sha256Hex } from '../kernel/sha256';

const SECRET_BYTES = 24;
const ID_BYTES = 12;

/** A fresh link: its id (16 url-safe characters) and its secret (32). */
export function newTestimonialLink(randomBytes: RandomBytes = cryptoBytes): { linkId: string; segredo: string } {
  return { linkId: urlSafeRandom(ID_BYTES, randomBytes), segredo: urlSafeRandom(SECRET_BYTES, randomBytes) };
}

export const testimonialSecretHash = linkSecretHash;

/** Whether a secret is the link's. */
export const testimonialSecretMatches = linkSecretMatches;

/** The pending quote a draft's send lands on: a retry of the same draft through the same link finds it. */
export function pendingTestimonialId(linkId: string, idEnvio: string): string {
  return `p${sha256Hex(`depoimento|${linkId}|${idEnvio}`).slice(0, 32)}`;
}
