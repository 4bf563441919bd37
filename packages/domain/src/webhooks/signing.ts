/**
 * A webhook's signature, in the Standard Webhooks format (standardwebhooks.com): the secret is
 * "whsec_" and the base64 of 32 random bytes; each request carries `Webhook-Id`, `Webhook-Timestamp`
 * (unix seconds) and `Webhook-Signature: v1,<base64 of HMAC-SHA256("{id}.{timestamp}.{body}")>`,
 * keyed with the secret's decoded bytes. Standard base64 (not base64url), as the format says, so
 * its official verifiers accept our secrets as they are. Written here, without Node's crypto,
 * because the handlers also run in the browser (the demo).
 */
import { decodeBase64, encodeBase64 } from '../kernel/base64';
import { sha256Bytes } from '../kernel/sha256';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;
const BLOCK = 64;

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(BLOCK);
  block.set(key.length > BLOCK ? sha256Bytes(key) : key);
  const pad = (value: number) => block.map((b) => b ^ value);
  const inner = sha256Bytes(concat(pad(0x36), message));
  return sha256Bytes(concat(pad(0x5c), inner));
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** A new secret: 32 bytes from the platform's cryptographic generator (Web Crypto, in Node and browsers alike). */
export function newWebhookSecret(randomBytes: (n: number) => Uint8Array = cryptoBytes): string {
  return `${WEBHOOK_SECRET_PREFIX}${encodeBase64(randomBytes(SECRET_BYTES))}`;
}

function cryptoBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** The signing key a secret stands for; null for a string that is not one of ours. */
export function secretKey(secret: string): Uint8Array | null {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) return null;
  return decodeBase64(secret.slice(WEBHOOK_SECRET_PREFIX.length));
}

export interface SignedRequest {
  id: string;
  /** Unix seconds. */
  timestamp: number;
  body: string;
}

/** The `Webhook-Signature` header's value: "v1," and the base64 HMAC of "{id}.{timestamp}.{body}". */
export function webhookSignature(secret: string, { id, timestamp, body }: SignedRequest): string {
  const key = secretKey(secret);
  if (!key) throw new Error('not a webhook secret');
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  return `v1,${encodeBase64(hmacSha256(key, signed))}`;
}

/** The product's name and where its webhooks are documented, as receivers see it. */
export const WEBHOOK_USER_AGENT = 'Lab-Webhooks/1.0 (+https://standardwebhooks.com)';

/** Every header a delivery sends. */
export function webhookHeaders(secret: string, request: SignedRequest): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': WEBHOOK_USER_AGENT,
    'Webhook-Id': request.id,
    'Webhook-Timestamp': String(request.timestamp),
    'Webhook-Signature': webhookSignature(secret, request),
  };
}
