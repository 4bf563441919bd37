/**
 * Payload parsing shared by the handlers: zod schemas refuse unknown fields and oversized strings,
 * and every refusal becomes invalid-argument with a Portuguese message a person can read.
 */
import { z } from 'zod';
import { hasHiddenCharacters } from '../hidden-characters';
import { LIMITS } from '../constants';
import { MAX_PAYLOAD_DEPTH, payloadDepthExceeds } from '../payload-depth';
import { MESSAGES } from '../messages';
import { sha256Hex } from '../sha256';
import { refuse } from './refusals';

/** Longest document id the payloads may name (a contact id is an e-mail and a skin name joined). */
const ID_MAX_LENGTH = 320;
/** Room for a few stray spaces around a skin name or theme; the real bounds come from the rules. */
export const FORM_TEXT_MAX_LENGTH = 100;

const KNOWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(MESSAGES));
/**
 * A message with placeholders ('{dia}: ...') reaches the caller once filled, with short words,
 * numbers or a date in place of each: a schema names the weekday or the period it refuses.
 */
const KNOWN_TEMPLATES: readonly RegExp[] = Object.values(MESSAGES)
  .filter((message) => /\{[a-z]+\}/.test(message))
  .map((template) => {
    const escaped = template.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
    return new RegExp(`^${escaped.replace(/\\\{[a-z]+\\\}/g, '[\\p{L}\\p{N}/-]{1,20}')}$`, 'u');
  });

/** Whether a schema's message is one of MESSAGES (or one of its templates filled) rather than zod's own English. */
export function isKnownMessage(message: string): boolean {
  return KNOWN_MESSAGES.has(message) || KNOWN_TEMPLATES.some((template) => template.test(message));
}
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

/**
 * The id a browser gives a draft once and sends with every try of it, so the server knows a retry
 * from a new message (a random UUID: nobody can guess another's).
 */
export const sendId = z.string({ error: MESSAGES.invalidPayload }).regex(UUID_PATTERN, MESSAGES.invalidPayload);

/** A message's text: its line breaks and tabs kept, never a control or bidi-override character a reader's screen obeys. */
export function messageText(missing: string = MESSAGES.invalidPayload) {
  return text(LIMITS.messageMaxLength, MESSAGES.messageTooLong, missing).refine(
    (value) => !hasHiddenCharacters(value, { lines: true }),
    MESSAGES.messageInvalidChars,
  );
}

/**
 * The document id a draft's message (or conversation) is written under: derived from its idEnvio and
 * from who sends it, so a retry lands on the same document and no sender can reach another's by
 * reusing their idEnvio.
 */
export function sentDocId(kind: 'chat' | 'conversa', sender: string, idEnvio: string): string {
  return `e${sha256Hex(`${kind}|${sender}|${idEnvio}`).slice(0, 32)}`;
}

export function parsePayload<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // zod and the checks after it walk a payload by recursion: a deep one is refused before (payload-depth.ts).
  if (payloadDepthExceeds(data, MAX_PAYLOAD_DEPTH)) refuse('invalid-argument', MESSAGES.payloadTooDeep);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  refuse('invalid-argument', messageOf(result.error.issues));
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
  return first && isKnownMessage(first.message) ? first.message : MESSAGES.invalidPayload;
}
