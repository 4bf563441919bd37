/**
 * The skin tree the server embeds in the page (<script type="application/json" id="skin-data">) and
 * the client reads back, so the first paint needs no read of the store. Both sides live here so the
 * format cannot drift apart.
 */
import type { SiteFrame } from '@lab/domain/kernel';
import type { PublishedDocuments, SkinRouteData } from './skin-site-loader';

export const SKIN_DATA_ELEMENT_ID = 'skin-data';

export interface EmbeddedSkinData {
  /** The skin name the server was asked for, as the address spelled it. */
  skin: string;
  /**
   * The address the server rendered: the bare skin address renders its main page, and a card no
   * page shows renders its page, so the client moves there before hydrating to find the same markup.
   */
  path: string;
  data: SkinRouteData;
  /** The published documents the page was rendered from: the client's first reads, already made. */
  documents: PublishedDocuments;
  /** Set when the page is a skin's own domain: the frame the app then runs in (RouteFrameProvider, app-paths.ts). */
  frame?: SiteFrame;
}

/**
 * JSON that can sit inside a <script> element: nothing in it can close the element or open a comment,
 * and the line separators that older parsers treat as line ends are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The skin name a path's first segment spells (decoded), or null for "/" and undecodable segments. */
export function firstSegment(pathname: string): string | null {
  const raw = pathname.split('/')[1] ?? '';
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The embedded tree, when the page has one and it is the skin the address names (a cached page of
 * another address must never stand in for this one); null otherwise.
 */
export function readEmbeddedSkinData(doc: Document, pathname: string): EmbeddedSkinData | null {
  const text = doc.getElementById(SKIN_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as EmbeddedSkinData;
    // On a skin's domain every address is that skin's: the page must have been rendered for this host.
    if (parsed.frame) return parsed.frame.host === doc.location.hostname && parsed.frame.skin === parsed.skin ? parsed : null;
    return parsed.skin === firstSegment(pathname) && firstSegment(parsed.path) === parsed.skin ? parsed : null;
  } catch {
    return null;
  }
}
