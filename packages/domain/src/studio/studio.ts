/**
 * The skin studio's rules for what a person types: page names (which become addresses), links,
 * image addresses, a contact form's subjects and the characters no text a person reads may hold. Shared by the trusted boundary and, for immediate feedback, the studio's forms.
 */
import { decodeBase64 } from '../kernel/base64';
import { SKIN_IMAGE_TYPES } from './studio-commands';
import { DEFAULT_AVATAR, FORM_SUBJECT_MAX_LENGTH, FORM_SUBJECTS_MAX, LIMITS, STUDIO_TEXT_LIMITS } from '../kernel/constants';
import { sniffImageType } from './image-bytes';
import { MESSAGES } from '../kernel/messages';
import { hasHiddenCharacters } from '../kernel/hidden-characters';
import type { ContainerDoc } from '../skins/skin-types';

/** a-z, 0-9 and inner dashes: the slug is a document id and the last segment of /{skin}/{page}. */
const PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Page names the app's own addresses under /{skin}/ take, or may take (a card read in full is
 * /{skin}/{page}/card/{id}; the studio lives under /menu), and the site's names: a page there would
 * be shadowed or mistaken for the site's.
 */
export const RESERVED_PAGE_NAMES: readonly string[] = [
  'card',
  'cards',
  'editar',
  'menu',
  'assets',
  'seed',
  'login',
  'admin',
  'api',
  // On a skin's own domain, /privacidade stays the site's notice.
  'privacidade',
];
const RESERVED_PAGES: ReadonlySet<string> = new Set(RESERVED_PAGE_NAMES);

/** The message to show for a new page's name (already trimmed), or null when it may be used. */
export function validatePageSlug(slug: string): string | null {
  if (slug === '') return MESSAGES.pageNameRequired;
  if (slug.length > STUDIO_TEXT_LIMITS.pageSlug || !PAGE_SLUG_PATTERN.test(slug)) return MESSAGES.pageNameInvalid;
  // Firestore's reserved ids (__.*__, ".", "..") cannot match the pattern above.
  if (RESERVED_PAGES.has(slug)) return MESSAGES.pageNameReserved;
  return null;
}

/**
 * An absolute address with one of these schemes and a plain host name (letters, digits, dots and
 * dashes, an optional port), then anything but spaces: no javascript:, no data:, no credentials.
 */
function isUrlWithScheme(text: string, schemes: readonly string[]): boolean {
  if (text.length > STUDIO_TEXT_LIMITS.url || hasHiddenCharacters(text)) return false;
  const match = /^([a-z]+):\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i.exec(text);
  return match !== null && schemes.includes((match[1] ?? '').toLowerCase());
}

/** A card's external link: http or https, or none. */
export function isAllowedLink(text: string): boolean {
  return text === '' || isUrlWithScheme(text, ['http', 'https']);
}

/** The site's own example pictures (web/public/seed), which the seed's skins show. */
const SITE_PICTURE_PATTERN = /^\/seed\/[A-Za-z0-9_-]+\.(?:svg|png|jpe?g|webp|gif)$/;

const INLINE_PREFIX = /^data:(image\/(?:png|jpeg|webp|gif));base64,/;
/** The longest base64 text of an image within LIMITS.imageMaxBytes. */
export const IMAGE_BASE64_MAX_LENGTH = Math.ceil(LIMITS.imageMaxBytes / 3) * 4;
/** The longest data: URL an inline image can be. */
export const INLINE_IMAGE_MAX_LENGTH = 'data:image/jpeg;base64,'.length + IMAGE_BASE64_MAX_LENGTH;

/**
 * A data: URL exactly as the demo's inline images make it (createInlineImages): one of the four
 * types, canonical base64, within the size limit, and bytes that really are that type.
 */
export function isInlineImageUrl(text: string): boolean {
  const prefix = INLINE_PREFIX.exec(text);
  if (!prefix || text.length > INLINE_IMAGE_MAX_LENGTH) return false;
  const bytes = decodeBase64(text.slice(prefix[0].length));
  if (bytes === null || bytes.length === 0 || bytes.length > LIMITS.imageMaxBytes) return false;
  return (SKIN_IMAGE_TYPES as readonly string[]).includes(prefix[1] ?? '') && sniffImageType(bytes) === prefix[1];
}

/**
 * The image addresses an image store hands out that are not https: `inline` data: URLs (the demo keeps
 * uploads in its documents), or http addresses under one `origin` (the Storage emulator). Production
 * stores hand out https addresses only, so nothing else is accepted there.
 */
export type OwnImageAddresses = { kind: 'https-only' } | { kind: 'inline' } | { kind: 'origin'; origin: string };

export const HTTPS_ONLY: OwnImageAddresses = { kind: 'https-only' };

/** How long an image address may be: an inline image is far longer than any URL. */
export function imageUrlMaxLength(own: OwnImageAddresses): number {
  return own.kind === 'inline' ? INLINE_IMAGE_MAX_LENGTH : STUDIO_TEXT_LIMITS.url;
}

/**
 * An image a card, a container or a skin may show: none, an https address (typed by hand or returned
 * by uploadSkinImage), one of the site's own pictures, or an address the image store itself handed out.
 */
export function isAllowedImageUrl(text: string, own: OwnImageAddresses = HTTPS_ONLY): boolean {
  if (text.length > imageUrlMaxLength(own)) return false;
  if (text === '' || SITE_PICTURE_PATTERN.test(text) || isUrlWithScheme(text, ['https'])) return true;
  if (own.kind === 'inline') return isInlineImageUrl(text);
  return own.kind === 'origin' && text.startsWith(`${own.origin}/`) && isUrlWithScheme(text, ['http']);
}

/** A skin's icon: an allowed image or the default avatar, never empty. */
export function isAllowedSkinIcon(text: string, own: OwnImageAddresses = HTTPS_ONLY): boolean {
  return text === DEFAULT_AVATAR || (text !== '' && isAllowedImageUrl(text, own));
}

/** A subject as a form stores and shows it: trimmed and in capitals, as the site's own form lists them. */
export function normalFormSubject(subject: string): string {
  return subject.trim().toLocaleUpperCase('pt-BR');
}

export type FormSubjectsCheck = { ok: true; subjects: string[] } | { ok: false; problem: string };

/**
 * A form's whole list of subjects as typed, normalised (normalFormSubject), or why it cannot be
 * kept: 1 to FORM_SUBJECTS_MAX of them, none empty, none over FORM_SUBJECT_MAX_LENGTH, none twice
 * (compared once normalised, so "Outro" repeats "OUTRO": the select would show both the same).
 */
export function checkFormSubjects(typed: readonly string[]): FormSubjectsCheck {
  if (typed.length < 1 || typed.length > FORM_SUBJECTS_MAX) return { ok: false, problem: MESSAGES.formSubjectsCount };
  // Before normalising: trimming would hide a line break at either end, and a subject reaches a mail's Subject header.
  if (typed.some((s) => hasHiddenCharacters(s))) return { ok: false, problem: MESSAGES.formSubjectInvalidChars };
  const subjects = typed.map(normalFormSubject);
  if (subjects.some((s) => s === '')) return { ok: false, problem: MESSAGES.formSubjectEmpty };
  if (subjects.some((s) => s.length > FORM_SUBJECT_MAX_LENGTH)) return { ok: false, problem: MESSAGES.formSubjectTooLong };
  if (new Set(subjects).size !== subjects.length) return { ok: false, problem: MESSAGES.formSubjectRepeated };
  return { ok: true, subjects };
}

/** Whether a container shows her clients' quotes (Depoimentos): it holds no cards. */
export function isTestimonialsContainer(container: Pick<ContainerDoc, 'tipo'> | null | undefined): boolean {
  return container?.tipo === 'depoimentos';
}

/** Whether a container is her agenda (bookings): it holds no cards and sits on at most one per page. */
export function isAgendaContainer(container: Pick<ContainerDoc, 'tipo'> | null | undefined): boolean {
  return container?.tipo === 'agenda';
}

/** Whether a container is her gallery of pictures: it holds no cards, only its own pictures. */
export function isGalleryContainer(container: Pick<ContainerDoc, 'tipo'> | null | undefined): boolean {
  return container?.tipo === 'galeria';
}

/** Whether a container is a skin's contact form (absent `tipo`: a container of cards). */
export function isFormContainer(container: Pick<ContainerDoc, 'tipo'> | null | undefined): boolean {
  return container?.tipo === 'formulario';
}
