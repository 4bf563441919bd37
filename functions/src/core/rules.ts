/** The validation rules of spec section 5, shared by the forms and the trusted boundary. */
import { DEFAULT_SKIN_PREFIX, DEFAULT_SKIN_SUFFIX_LIMIT, LIMITS } from './constants';
import { MESSAGES } from './messages';

export interface ContactFormInput {
  assunto: string;
  mensagem: string;
  email: string;
  signedIn: boolean;
}

/**
 * Returns the message to show, or null when the form may be sent. The e-mail is checked first,
 * as the spec lists it first; there is deliberately no e-mail format check.
 */
export function validateContactForm(input: ContactFormInput): string | null {
  if (!input.signedIn && input.email.trim() === '') return MESSAGES.emailRequired;
  if (input.assunto.trim() === '' && input.mensagem.trim() === '') return MESSAGES.subjectRequired;
  return null;
}

export interface NewSkinInput {
  username: string;
  theme: string;
}

/** Name and theme are both required; the name must also be usable in a URL path. */
export function validateNewSkin(input: NewSkinInput): string | null {
  const username = input.username.trim();
  if (username === '') return MESSAGES.skinNameRequired;
  if (input.theme.trim() === '') return MESSAGES.skinThemeRequired;
  if (!isValidSkinName(username)) return MESSAGES.skinNameInvalid;
  return null;
}

const SKIN_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Skin names become the first segment of every skin URL, so they stay URL- and id-safe. */
export function isValidSkinName(name: string): boolean {
  return (
    name.length >= LIMITS.skinNameMinLength &&
    name.length <= LIMITS.skinNameMaxLength &&
    SKIN_NAME_PATTERN.test(name) &&
    !RESERVED_SKIN_NAMES.has(name.toLowerCase())
  );
}

/** First path segments the app itself owns. */
export const RESERVED_SKIN_NAMES: ReadonlySet<string> = new Set(['menu', 'assets', 'login', '__', 'index.html']);

/** An empty or whitespace-only chat message is never sent. */
export function isSendableChatMessage(message: string): boolean {
  return message.trim() !== '';
}

/** The contact id: both participant keys sorted and joined with "_". */
export function contactIdOf(a: string, b: string): string {
  return [a, b].sort().join('_');
}

/** "User" plus an integer below 10000, from a random number in [0, 1). */
export function defaultSkinName(random: number): string {
  const suffix = Math.min(DEFAULT_SKIN_SUFFIX_LIMIT - 1, Math.floor(random * DEFAULT_SKIN_SUFFIX_LIMIT));
  return `${DEFAULT_SKIN_PREFIX}${suffix}`;
}

export interface GoogleCredentialClaims {
  sub: string;
  given_name: string;
  email: string;
  picture: string;
  name: string;
}

export class InvalidTokenError extends Error {
  constructor() {
    super(MESSAGES.invalidToken);
    this.name = 'InvalidTokenError';
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decodeBase64Url(part: string): string {
  if (!BASE64URL.test(part)) throw new InvalidTokenError();
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (base64.length % 4 === 1) throw new InvalidTokenError();
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InvalidTokenError();
  }
}

/**
 * Reads the claims of a Google identity credential (a JWT). It only decodes; the signature is
 * verified by Firebase Auth, never here. Anything but a string of three non-empty base64url parts
 * whose header and payload are JSON objects is an invalid token.
 */
export function decodeGoogleCredential(credential: unknown): GoogleCredentialClaims {
  if (typeof credential !== 'string') throw new InvalidTokenError();
  const parts = credential.split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) throw new InvalidTokenError();
  // The signature is binary: it only has to be well-formed base64url.
  if (!BASE64URL.test(parts[2] ?? '')) throw new InvalidTokenError();
  const [header, payload] = parts.slice(0, 2).map((p) => {
    try {
      return JSON.parse(decodeBase64Url(p)) as unknown;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      throw new InvalidTokenError();
    }
  });
  if (!isRecord(header) || !isRecord(payload)) throw new InvalidTokenError();
  const text = (key: string): string => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
  if (text('sub') === '') throw new InvalidTokenError();
  return { sub: text('sub'), given_name: text('given_name'), email: text('email'), picture: text('picture'), name: text('name') };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
