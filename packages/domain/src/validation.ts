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
const RESERVED_SKIN_NAMES: ReadonlySet<string> = new Set(['menu', 'assets', 'login', '__', 'index.html']);

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
