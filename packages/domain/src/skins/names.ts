/**
 * What a person types turned into what the site needs, instead of refused: a name becomes an
 * address (a skin's or a page's slug), a display name is kept as typed (within bounds), and a link
 * typed without a scheme gets https://. Shared by the forms, which show the result as she types, and
 * by the trusted boundary, which applies the same rule to whatever arrives.
 */
import { DEFAULT_SKIN_PREFIX, LIMITS, STUDIO_TEXT_LIMITS } from '../kernel/constants';
import type { SkinDoc } from './skin-types';

export interface CheckSkinNameResult {
  /** The address made from `nome` (skinAddressOf); "" when nothing usable is left. */
  endereco: string;
  livre: boolean;
  /** A free address near it (`marina-souza-2`), when `endereco` is taken; null when it is free or none was found. */
  sugestao: string | null;
}

export type RenameSkinResult = SkinDoc;

/** Whether a skin still has the name the first sign-in drew for it (`User` and digits), which only a rename replaces. */
export function isDefaultSkinName(name: string): boolean {
  return new RegExp(`^${DEFAULT_SKIN_PREFIX}\\d+$`).test(name);
}

/** The longest display name a skin may show, counted in characters as a person sees them (code points). */
export const DISPLAY_NAME_MAX_LENGTH = 60;

/**
 * Lower case, accents dropped, every run of anything but a-z and 0-9 made one "-", none at either
 * end, cut to `max` without leaving a "-" at the cut. Emoji and other scripts leave nothing.
 */
export function slugOf(typed: string, max: number): string {
  const plain = typed
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[œ]/gi, 'oe')
    .replace(/[ø]/gi, 'o')
    .toLowerCase();
  const slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '');
}

/** A skin's address made from a name ("Marina Souza" → "marina-souza"); "" when nothing usable is left. */
export function skinAddressOf(typed: string): string {
  const slug = slugOf(typed, LIMITS.skinNameMaxLength);
  return slug.length >= LIMITS.skinNameMinLength ? slug : '';
}

/** A page's address made from the name she gave it ("Sobre mim" → "sobre-mim", "Serviços" → "servicos"). */
export function pageSlugOf(typed: string): string {
  return slugOf(typed, STUDIO_TEXT_LIMITS.pageSlug);
}

/**
 * The first address from `base` that `isFree` accepts: `base`, then `base-2`, `base-3`, ... each
 * cut so the suffix fits the skin name's length. Null when `tries` run out.
 */
export async function firstFreeAddress(
  base: string,
  isFree: (candidate: string) => Promise<boolean>,
  tries = 20,
): Promise<string | null> {
  for (let n = 1; n <= tries; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, LIMITS.skinNameMaxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (await isFree(candidate)) return candidate;
  }
  return null;
}

/**
 * Characters that would let a name rewrite how the text around it reads or hide what it says:
 * controls, bidi embeddings, overrides and isolates, and the line and paragraph separators.
 */
const FORBIDDEN_IN_NAME = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u2028\u2029\u061C\u200E\u200F]/u;

/** How many characters a person sees (code points, so an emoji counts one, not two UTF-16 units). */
export function charCount(text: string): number {
  return [...text].length;
}

export type DisplayNameCheck = { ok: true; name: string } | { ok: false; problem: 'required' | 'too-long' | 'forbidden' };

/** A display name as it is kept: trimmed, inner runs of spaces made one, any letters, accents or emoji. */
export function checkDisplayName(typed: string): DisplayNameCheck {
  if (FORBIDDEN_IN_NAME.test(typed)) return { ok: false, problem: 'forbidden' };
  const name = typed.trim().replace(/\s+/gu, ' ');
  if (name === '') return { ok: false, problem: 'required' };
  if (charCount(name) > DISPLAY_NAME_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  return { ok: true, name };
}

/**
 * A link as a person types it, made an address: trimmed, and given https:// when it has no scheme
 * but starts like a host ("behance.net/marina"). Anything else is left for the link rule to judge.
 */
export function normalLink(typed: string): string {
  const link = typed.trim();
  if (link === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(link) || /^(?:mailto|tel|javascript|data|vbscript|file|blob):/i.test(link))
    return link;
  if (link.startsWith('//')) return `https:${link}`;
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#]|$)/i.test(link) ? `https://${link}` : link;
}
