/** The validation rules of the product's forms, shared by the forms and the trusted boundary. */
import { DEFAULT_SKIN_PREFIX, DEFAULT_SKIN_SUFFIX_LIMIT, LIMITS, SITE_OWNER_SKIN } from './constants';
import { PUBLIC_MESSAGES } from './public-messages';
import { hasHiddenCharacters } from './hidden-characters';

export interface ContactFormInput {
  assunto: string;
  mensagem: string;
  email: string;
  signedIn: boolean;
  /** The name a visitor may give (optional); absent counts as none. */
  nome?: string;
}

/** The fields of the contact form a problem can be about, so the form shows it next to that field. */
export type ContactField = 'assunto' | 'nome' | 'email' | 'whatsapp' | 'mensagem';

/**
 * Every problem the form can see by itself, each under its field. An anonymous sender's e-mail must be
 * there and look like an e-mail, since it is the only way to answer them and the key their contact
 * is filed under; subject and message are one question: either will do.
 */
export function contactFormProblems(input: ContactFormInput): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {};
  if (!input.signedIn) {
    const email = input.email.trim();
    if (email === '') problems.email = PUBLIC_MESSAGES.emailRequired;
    else if (!isValidEmail(email))
      problems.email = email.includes('/') ? PUBLIC_MESSAGES.emailInvalidChars : PUBLIC_MESSAGES.emailInvalid;
    const nome = contactNameOf(input.nome ?? '');
    if (!nome.ok) problems.nome = nome.problem;
  }
  if (!hasVisibleCharacter(input.assunto) && !hasVisibleCharacter(input.mensagem)) {
    problems.assunto = PUBLIC_MESSAGES.subjectRequired;
  }
  if (input.mensagem.trim().length > LIMITS.messageMaxLength) problems.mensagem = PUBLIC_MESSAGES.messageTooLong;
  return problems;
}

/** The field each of the server's refusals of a contact form is about; the others are the form's. */
const CONTACT_FIELD_REFUSALS: ReadonlyMap<string, ContactField> = new Map([
  [PUBLIC_MESSAGES.emailRequired, 'email'],
  [PUBLIC_MESSAGES.emailInvalid, 'email'],
  [PUBLIC_MESSAGES.emailInvalidChars, 'email'],
  [PUBLIC_MESSAGES.emailTooLong, 'email'],
  [PUBLIC_MESSAGES.contactNameTooLong, 'nome'],
  [PUBLIC_MESSAGES.contactNameInvalidChars, 'nome'],
  [PUBLIC_MESSAGES.contactWhatsappInvalid, 'whatsapp'],
  [PUBLIC_MESSAGES.subjectRequired, 'assunto'],
  [PUBLIC_MESSAGES.messageTooLong, 'mensagem'],
  [PUBLIC_MESSAGES.messageInvalidChars, 'mensagem'],
]);

/** Which field a refusal of sendContactMessage is about, so the form shows it there; null for the form's status. */
export function contactFieldOf(refusal: string): ContactField | null {
  return CONTACT_FIELD_REFUSALS.get(refusal) ?? null;
}

/** The first problem in the form's order, or null when the form may be sent (the server's one answer). */
export function validateContactForm(input: ContactFormInput): string | null {
  const problems = contactFormProblems(input);
  return problems.email ?? problems.nome ?? problems.assunto ?? problems.mensagem ?? null;
}

/**
 * A visitor's name as her inbox reads it: trimmed, inner runs of spaces made one, "" for none, at most
 * contactNameMaxLength characters she sees, and never a character that would hide what it says or
 * forge a line of the notice e-mail (controls, bidi overrides).
 */
export function contactNameOf(typed: string): { ok: true; nome: string } | { ok: false; problem: string } {
  if (hasHiddenCharacters(typed)) return { ok: false, problem: PUBLIC_MESSAGES.contactNameInvalidChars };
  const nome = typed.trim().replace(/\s+/gu, ' ');
  if ([...nome].length > LIMITS.contactNameMaxLength) return { ok: false, problem: PUBLIC_MESSAGES.contactNameTooLong };
  return { ok: true, nome };
}

/**
 * One "@" between a local part and a dotted domain, no spaces, no "/" (the e-mail becomes part of a
 * document id). Syntax only: whether the mailbox exists is not ours to know. Every such e-mail holds
 * an "@", which no skin name can, so an anonymous sender's key never collides with a skin's.
 */
const EMAIL_PATTERN = /^[^\s@/]+@[^\s@/.]+(\.[^\s@/.]+)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= LIMITS.emailMaxLength && EMAIL_PATTERN.test(email);
}

export interface NewSkinInput {
  username: string;
  theme: string;
  /**
   * Whether the person creating it is an owner: only owners may take the site's own names (`lab`,
   * ...). Left out, it counts as not an owner; the trusted boundary always passes the claim.
   */
  admin?: boolean;
}

/** Name and theme are both required; the name must also be usable in a URL path and not the site's. */
export function validateNewSkin(input: NewSkinInput): string | null {
  if (input.username.trim() === '') return PUBLIC_MESSAGES.skinNameRequired;
  if (input.theme.trim() === '') return PUBLIC_MESSAGES.skinThemeRequired;
  return validateNewSkinName(input.username, input.admin);
}

/** The name rules alone, for a skin whose theme comes from elsewhere (a file, a copy). */
export function validateNewSkinName(name: string, admin: boolean | undefined): string | null {
  const username = name.trim();
  if (username === '') return PUBLIC_MESSAGES.skinNameRequired;
  if (isRouteName(username) || isFirestoreReservedId(username)) return PUBLIC_MESSAGES.skinNameReserved;
  if (isSiteName(username) && admin !== true) return PUBLIC_MESSAGES.skinNameReserved;
  if (!isValidSkinName(username)) return PUBLIC_MESSAGES.skinNameInvalid;
  return null;
}

const SKIN_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Whether a skin could have this name: skin names become the first segment of every skin URL and a
 * document id (usernames/{name}), so they stay URL- and id-safe and clear of the app's own routes.
 * The site's names (`lab`, ...) are valid: the site's own skins have them.
 */
export function isValidSkinName(name: string): boolean {
  return (
    name.length >= LIMITS.skinNameMinLength &&
    name.length <= LIMITS.skinNameMaxLength &&
    SKIN_NAME_PATTERN.test(name) &&
    !isRouteName(name) &&
    !isFirestoreReservedId(name)
  );
}

/**
 * First path segments the app's routes and files take (web/src/app routes, the built assets, the
 * seed's pictures in web/public, Firebase Hosting's /__/): a skin there could never be reached, so
 * nobody, owners included, may create one.
 */
export const ROUTE_NAMES: readonly string[] = [
  'menu',
  // The address e-mails link a conversation by (conversationLinkPath).
  'conversa',
  // A visitor's booking, opened from her e-mails (ADDRESS_PATTERNS.bookingLink).
  'reserva',
  // Her link asking a client for a quote (ADDRESS_PATTERNS.testimonialLink).
  'depoimento',
  // The privacy notice and the page its e-mailed link opens.
  'privacidade',
  'assets',
  'seed',
  'login',
  // Her private calendar feed, /agenda/{uid}/{segredo}.ics (AGENDA_FEED_GLOB).
  'agenda',
  // A skin page's share image, /compartilhar/{skin}/{page}/{version}.png (SHARE_IMAGE_GLOB).
  'compartilhar',
  '__',
  'index.html',
  'favicon.svg',
  'robots.txt',
  'default-user.jpg',
  'default-user.svg',
];

/** Names that speak for the site: only an owner (the `admin` claim) may create a skin with one. */
export const SITE_NAMES: readonly string[] = [SITE_OWNER_SKIN, 'admin', 'api'];

const ROUTES: ReadonlySet<string> = new Set(ROUTE_NAMES);
const SITE: ReadonlySet<string> = new Set(SITE_NAMES);

/** Case-insensitive, like skin names themselves. */
export function isRouteName(name: string): boolean {
  return ROUTES.has(name.toLowerCase());
}

export function isSiteName(name: string): boolean {
  return SITE.has(name.toLowerCase());
}

/** Firestore refuses ids matching __.*__ (and ".", "..", "/", which the name pattern already excludes). */
function isFirestoreReservedId(name: string): boolean {
  return /^__.*__$/.test(name);
}

/**
 * Whether a text shows anything: a character that is not a space, a format character (zero-width
 * spaces and joiners, which render as nothing), a control or a lone combining mark. A message of
 * zero-width spaces looks empty in every thread that shows it.
 */
export function hasVisibleCharacter(text: string): boolean {
  return /[^\s\p{Z}\p{Cf}\p{Cc}\p{M}]/u.test(text);
}

/** An empty, whitespace-only or invisible chat message is never sent. */
export function isSendableChatMessage(message: string): boolean {
  return hasVisibleCharacter(message);
}

/**
 * The contact id: both participant keys sorted, each with "~" written "~t" and "_" written "~u", joined
 * with "_". Skin names and e-mails both hold "_", so plain joining let two pairs spell one id (`joe` +
 * `x@c.de_lab` and `joe_x@c.de` + `lab`), and the second could then never write. Escaped, the one "_"
 * left is the join, so each id is one pair's; keys without "_" or "~" (most, the seed's) keep their id.
 * docs/decisions/0013-contact-ids.md.
 */
export function contactIdOf(a: string, b: string): string {
  return [a, b]
    .sort()
    .map((key) => key.replace(/[~_]/g, (c) => (c === '~' ? '~t' : '~u')))
    .join('_');
}

/** "User" plus an integer below `limit` (10000 unless a longer suffix is asked for), from a random number in [0, 1). */
export function defaultSkinName(random: number, limit: number = DEFAULT_SKIN_SUFFIX_LIMIT): string {
  const suffix = Math.min(limit - 1, Math.floor(random * limit));
  return `${DEFAULT_SKIN_PREFIX}${suffix}`;
}
