/**
 * Her link asking for quotes, `/depoimento/{linkId}#{segredo}`: the secret in the fragment, so no
 * request, log or Referer carries it; only its SHA-256 is stored, compared in constant time (as a
 * booking's link is). Renewing makes a new id and secret: the old address stops working at once.
 */
import { encodeBase64 } from '../kernel/base64';
import { sha256Hex } from '../kernel/sha256';

const SECRET_BYTES = 24;
const ID_BYTES = 12;

function cryptoBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

function urlSafe(bytes: Uint8Array): string {
  return encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh link: its id (16 url-safe characters) and its secret (32). */
export function newTestimonialLink(randomBytes: (n: number) => Uint8Array = cryptoBytes): { linkId: string; segredo: string } {
  return { linkId: urlSafe(randomBytes(ID_BYTES)), segredo: urlSafe(randomBytes(SECRET_BYTES)) };
}

export function testimonialSecretHash(segredo: string): string {
  return sha256Hex(segredo);
}

/** Whether a secret is the link's: the hashes compared in constant time, so timing tells nothing. */
export function testimonialSecretMatches(segredoHash: string, segredo: string): boolean {
  const given = testimonialSecretHash(segredo);
  if (given.length !== segredoHash.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i += 1) difference |= given.charCodeAt(i) ^ segredoHash.charCodeAt(i);
  return difference === 0;
}

/** The pending quote a draft's send lands on: a retry of the same draft through the same link finds it. */
export function pendingTestimonialId(linkId: string, idEnvio: string): string {
  return `p${sha256Hex(`depoimento|${linkId}|${idEnvio}`).slice(0, 32)}`;
}
