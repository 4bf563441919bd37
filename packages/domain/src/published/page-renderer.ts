/**
 * The contract between the server renderer of the public pages (web/src/ssr, built into one ESM
 * file) and the HTTPS function that serves it (functions/src/hosting): one definition, so the two
 * workspaces cannot drift apart. Types only.
 */
import type { SiteAddress, SiteFrame } from '../kernel/addresses';
import type { DocData } from '../kernel/store/doc-port';
import type { Instant, SkinSite } from '../kernel/types';

/**
 * How long the CDN and browsers keep what the page function answers: a page (and the site files it
 * serves beside pages), an unknown skin (briefly, so a new skin shows soon), and the plain app shell
 * sent when a page could not be read or rendered.
 */
export const CACHE_CONTROL = {
  page: 'public, max-age=60, s-maxage=600, stale-while-revalidate=86400',
  notFound: 'public, max-age=30, s-maxage=60',
  fallback: 'public, max-age=0, s-maxage=30',
} as const;

/** The least a dated page is cached for, so a page whose date just came is not asked of the function on every visit. */
const DATED_PAGE_FLOOR_S = 30;
/** The longest the CDN and a browser keep a page, as CACHE_CONTROL.page says. */
const PAGE_SHARED_MAX_S = 600;
const PAGE_BROWSER_MAX_S = 60;

/**
 * A page's Cache-Control when something on it appears or goes at `next` (a card's or container's
 * date, PublishedSiteDoc.proximaMudanca): no cache keeps it past that moment by more than
 * DATED_PAGE_FLOOR_S, and serving it stale while revalidating is bounded by as much. A moment already
 * past (the sweep has not republished yet) gets the floor. Without one, CACHE_CONTROL.page.
 */
export function pageCacheControl(next: Instant | null, now: Instant): string {
  if (next === null) return CACHE_CONTROL.page;
  const left = Math.ceil((next - now) / 1000);
  const shared = Math.min(PAGE_SHARED_MAX_S, Math.max(DATED_PAGE_FLOOR_S, left));
  const browser = Math.min(PAGE_BROWSER_MAX_S, shared);
  return `public, max-age=${browser}, s-maxage=${shared}, stale-while-revalidate=${DATED_PAGE_FLOOR_S}`;
}

/**
 * The file name of the built app shell, the HTML every screen starts from. Not index.html: Hosting
 * serves a folder's index.html for "/" before any rewrite, and "/" on a skin's own domain is the
 * skin's main page, which only the page function can answer.
 */
export const APP_SHELL_FILE = 'app.html';

/** The request a page is rendered for. */
export interface PageRequest {
  /** The URL's pathname. */
  path: string;
  /** The URL's query string with its "?", or "" (public pages use none: they answer it with a 301). */
  search?: string;
  /** "https://site", no trailing slash: the skin's own domain's origin when `frame` is set. */
  origin: string;
  /** The moment the page is rendered for (what is shown of dated cards and containers); absent, now. */
  now?: Instant;
  /**
   * Set when the request came for a skin's own domain: `path` is then the skin's main-site address
   * (what the store is read by), and the page's links and state are the domain's (domains.ts).
   */
  frame?: SiteFrame;
  /**
   * Whether the share image function answers on this site (the Firebase build): the page's og:image
   * is then the image it draws (previews slice). The demo has no server and keeps her pictures.
   */
  shareImages?: boolean;
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the server read for a page: the tree, and the published documents it came from (embedded). */
export interface PublishedRead {
  site: SkinSite | null;
  /** The moderation hid the skin (readSkinAddress): 410, "Skin indisponível", noindex. */
  hidden?: boolean;
  documents: Record<string, DocData | null>;
}

export interface PageRenderer {
  /** What a public page path asks for ("/lab", "/lab/projetos", "/lab/projetos/card/x"), else null. */
  addressOf(path: string): SiteAddress | null;
  /** The page for `read.site` (null = unknown skin: 404, the app's not-found message, noindex, short cache). */
  render(request: PageRequest, read: PublishedRead): RenderedPage;
  /**
   * The site's own pages that are no skin's (the privacy notice, PRIVACY_PATH), rendered whole with
   * nothing read; null for any other path.
   */
  sitePage(request: PageRequest): RenderedPage | null;
  /** The plain app shell (the store could not be read): 200, short cache, never an error page. */
  fallback(): RenderedPage;
}
