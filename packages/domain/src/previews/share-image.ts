/**
 * A skin page's share image (Open Graph, 1200×630): what it shows, the version that names it, and
 * its address. The version is a digest of what the image shows, so an address never changes its
 * bytes (the function answers it cacheable for good) and any change the image would show makes a new
 * address, which link previews fetch anew. The page's head (web/src/ssr/page-meta.ts) and the
 * function that draws it (functions/src/hosting/share-image.ts) both name it from here, so they
 * always agree on the version.
 */
import { SHARE_IMAGE_ROOT } from '../kernel/function-addresses';
import { THEMES, type ThemeName } from '../kernel/constants';
import { isValidSkinName } from '../kernel/validation';
import { sha256Hex } from '../kernel/sha256';
import { hasHiddenCharacters } from '../kernel/hidden-characters';
import type { SkinSite } from '../skins';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/**
 * Bumped when the drawing itself changes (layout, font, palette rule): every version changes with it,
 * so no cache keeps an image drawn the old way.
 */
export const SHARE_IMAGE_DRAWING = 1;
const VERSION_LENGTH = 16;
const VERSION = new RegExp(`^[0-9a-f]{${VERSION_LENGTH}}$`);
/** A page id, decoded, at most this long (older data has ids beyond the studio's slugs, so no stricter shape). */
const PAGE_ID_MAX = 64;

/** The colours of the image, the theme's own (its stylesheet's --page-bg, --surface, --heading, --text, --accent). */
export interface SharePalette {
  background: string;
  surface: string;
  heading: string;
  text: string;
  accent: string;
  onAccent: string;
}

export const DEFAULT_SHARE_PALETTE: SharePalette = {
  background: '#e9e1f5',
  surface: '#ffffff',
  heading: '#2c0e4a',
  text: '#4a1f73',
  accent: '#7b2cbf',
  onAccent: '#ffffff',
};

export const SHARE_PALETTES: Record<ThemeName, SharePalette> = {
  CYBERPINK: {
    background: '#05020a',
    surface: '#13051f',
    heading: '#fff0fb',
    text: '#dcc3ff',
    accent: '#ff3ebf',
    onAccent: '#12041c',
  },
  sunshine: {
    background: '#ffe3a8',
    surface: '#fffdf6',
    heading: '#3b1250',
    text: '#58236f',
    accent: '#c2410c',
    onAccent: '#ffffff',
  },
};

/** Everything the image shows: its version is the digest of exactly this. */
export interface ShareImageContent {
  /** Her display name, else the skin's address. */
  name: string;
  /** The skin's address, shown as @username under her name. */
  username: string;
  /** The page's title (its tab's name). */
  title: string;
  /** The skin's icon as stored (an address); drawn round when the image store holds it. */
  icon: string;
  palette: SharePalette;
}

export interface ShareImageAddress {
  username: string;
  pageId: string;
  version: string;
}

function paletteOf(theme: string): SharePalette {
  const wanted = theme.trim().toLowerCase();
  const named = THEMES.find((candidate) => candidate.toLowerCase() === wanted);
  return named ? SHARE_PALETTES[named] : DEFAULT_SHARE_PALETTE;
}

/** What the image of `pageId` shows; null when the skin has no such page. */
export function shareImageContent(site: SkinSite, pageId: string): ShareImageContent | null {
  const page = site.paginas.find((candidate) => candidate.id_pagina === pageId);
  if (!page) return null;
  return {
    name: site.skin.nomeExibicao || site.skin.username,
    username: site.skin.username,
    title: page.nome,
    icon: site.skin.iconSkin,
    palette: paletteOf(site.skin.theme),
  };
}

export function shareImageVersion(content: ShareImageContent): string {
  const { name, username, title, icon, palette } = content;
  const { background, surface, heading, text, accent, onAccent } = palette;
  const shown = [SHARE_IMAGE_DRAWING, name, username, title, icon, background, surface, heading, text, accent, onAccent];
  return sha256Hex(JSON.stringify(shown)).slice(0, VERSION_LENGTH);
}

/** The image's path on the site (no origin): its version in the file name. */
export function shareImagePath({ username, pageId, version }: ShareImageAddress): string {
  return `${SHARE_IMAGE_ROOT}/${encodeURIComponent(username)}/${encodeURIComponent(pageId)}/${version}.png`;
}

/**
 * The address a request path names, read strictly (a skin name, a page id and a version of the
 * shapes they are made in); null for anything else, which is then answered without reading.
 */
export function parseShareImagePath(path: string): ShareImageAddress | null {
  const parts = path.split('/');
  if (parts.length !== 5 || parts[0] !== '' || `/${parts[1]}` !== SHARE_IMAGE_ROOT) return null;
  const [username = '', encodedPage = '', file = ''] = parts.slice(2);
  const version = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
  let pageId: string;
  try {
    pageId = decodeURIComponent(encodedPage);
  } catch {
    return null;
  }
  const pageIdFits = pageId.length >= 1 && pageId.length <= PAGE_ID_MAX && !pageId.includes('/') && !hasHiddenCharacters(pageId);
  if (!isValidSkinName(username) || !pageIdFits || !VERSION.test(version)) return null;
  return { username, pageId, version };
}
