/**
 * Payload parsing shared by the handlers: zod schemas refuse unknown fields and oversized strings,
 * and every refusal becomes invalid-argument with a Portuguese message a person can read.
 */
import { z } from 'zod';
import { DomainError, MAX_PAYLOAD_DEPTH, MESSAGES, payloadDepthExceeds } from '..';

/** Longest document id the payloads may name (a contact id is an e-mail and a skin name joined). */
const ID_MAX_LENGTH = 320;
/** Room for a few stray spaces around a skin name or theme; the real bounds come from the rules. */
export const FORM_TEXT_MAX_LENGTH = 100;

const KNOWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(MESSAGES));
const MAX_NAMED_KEYS = 5;
const MAX_KEY_LENGTH = 40;

/**
 * Firestore stores UTF-8, so a string holding a lone surrogate cannot be written; refusing it here
 * keeps it from surfacing as an internal error in the adapter.
 */
export function isWellFormed(text: string): boolean {
  return !/\p{Cs}/u.test(text);
}

/** Usable as a Firestore document id: no slash, not "." or "..", not a reserved __name__. */
function isDocumentId(text: string): boolean {
  return text.length > 0 && !text.includes('/') && text !== '.' && text !== '..' && !/^__.*__$/.test(text) && isWellFormed(text);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A string field: `missing` when absent, invalidPayload for another type, `tooLong` over `max`. */
export function text(max: number, tooLong: string, missing: string = MESSAGES.invalidPayload) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : MESSAGES.invalidPayload) })
    .max(max, tooLong)
    .refine(isWellFormed, MESSAGES.invalidPayload);
}

export const documentId = z
  .string({ error: MESSAGES.invalidPayload })
  .max(ID_MAX_LENGTH, MESSAGES.invalidPayload)
  .refine(isDocumentId, MESSAGES.invalidPayload);

export const navigationHash = z.string({ error: MESSAGES.invalidHash }).regex(UUID_PATTERN, MESSAGES.invalidHash);

export function invalid(message: string): DomainError {
  return new DomainError('invalid-argument', message);
}

export function parsePayload<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // zod and the checks after it walk a payload by recursion: a deep one is refused before (payload-depth.ts).
  if (payloadDepthExceeds(data, MAX_PAYLOAD_DEPTH)) throw invalid(MESSAGES.payloadTooDeep);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw invalid(messageOf(result.error.issues));
}

function messageOf(issues: readonly z.core.$ZodIssue[]): string {
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      // Keys are echoed back, so they are cut short: the payload is untrusted.
      const named = issue.keys.slice(0, MAX_NAMED_KEYS).map((key) => key.slice(0, MAX_KEY_LENGTH));
      return `${MESSAGES.unknownField}${named.join(', ')}`;
    }
  }
  const first = issues[0];
  return first && KNOWN_MESSAGES.has(first.message) ? first.message : MESSAGES.invalidPayload;
}
