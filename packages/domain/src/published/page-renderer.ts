/**
 * The contract between the server renderer of the public pages (web/src/ssr, built into one ESM
 * file) and the HTTPS function that serves it (functions/src/hosting): one definition, so the two
 * workspaces cannot drift apart. Types only.
 */
import type { SiteAddress, SiteFrame } from '../kernel/addresses';
import type { DocData } from '../kernel/store/doc-port';
import type { SkinSite } from '../kernel/types';

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
