/**
 * The contract between the server renderer of the public pages (web/src/ssr, built into one ESM
 * file) and the HTTPS function that serves it (functions/src/hosting): one definition, so the two
 * workspaces cannot drift apart. Types only.
 */
import type { SkinSite } from './types';

/** The request a page is rendered for. */
export interface PageRequest {
  /** The URL's pathname. */
  path: string;
  /** "https://site", no trailing slash. */
  origin: string;
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageRenderer {
  /** The skin name a public page path names ("/lab", "/lab/projetos", "/lab/projetos/card/x"), else null. */
  skinOf(path: string): string | null;
  /** The page for `site` (null = unknown skin: 404, the app's not-found message, noindex, short cache). */
  render(request: PageRequest, site: SkinSite | null): RenderedPage;
  /** The plain index.html (the store could not be read): 200, short cache, never an error page. */
  fallback(): RenderedPage;
}
