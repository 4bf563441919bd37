/**
 * What every answer of the public pages' server stands on, the main site's (page-answers.ts) and a
 * skin's own domain's (domain-answers.ts) alike: its dependencies, the store read under a deadline,
 * and how a site file (sitemap, robots.txt) is answered and cached.
 */
import { CACHE_CONTROL, readSkinAddress, type PublishedRead } from '@lab/domain/published';
import { type SiteAddress } from '@lab/domain/kernel';
import { decodePublished, type Store } from '@lab/domain/store';
import type { DomainFrames } from './domain-frames';
import type { LastGoodPages } from './last-good-pages';
import type { RenderedPage, SiteRenderer } from './site-renderer';

/** The sitemap and robots.txt change when a skin does, like the pages: the CDN keeps them as long. */
export const SITE_FILE_CACHE = CACHE_CONTROL.page;

/**
 * How long a visitor waits for the store before getting the plain index.html instead: Firestore
 * answers in well under a second, and a client retrying an unreachable one would hold the page for
 * most of a minute.
 */
export const STORE_DEADLINE_MS = 4_000;

export interface SkinPagesLogger {
  error(message: string, ...details: unknown[]): void;
}

export interface SkinPagesDeps {
  store: Pick<Store, 'getPublished' | 'listSitemap'>;
  /** The renderer, loaded once (the function imports it on its first request). */
  site: () => Promise<SiteRenderer>;
  logger: SkinPagesLogger;
  /** STORE_DEADLINE_MS unless a test says otherwise. */
  storeDeadlineMs?: number;
  /** Which skin a host shows (domain-frames.ts); without it every request is the main site. */
  frames?: DomainFrames;
  /**
   * Whether a skin's main-site addresses move to its domain (301). Only where the domain is served:
   * the deployed site; locally the domain is reached by its Host header alone, and the seed's skin
   * must stay reachable at its main-site address for the browser tests and the studio.
   */
  moveToDomains?: boolean;
  /** Whether the share image function runs beside this one (the deployment): the pages then name its images (PageRequest.shareImages). */
  shareImages?: boolean;
  /** The pages served while the store cannot be read; one per handler (per instance) unless a test says otherwise. */
  lastGoodPages?: LastGoodPages;
}

/** The address's published documents (or a hidden skin's marker), as the domain declares the read, each kept for the page to embed. */
export async function readPublished(deps: SkinPagesDeps, address: SiteAddress): Promise<PublishedRead> {
  const documents: PublishedRead['documents'] = {};
  const site = await readSkinAddress(
    async (path) => {
      const data = await deps.store.getPublished(path);
      documents[path] = data;
      return data;
    },
    address,
    decodePublished,
  );
  // A hidden skin (moderation.ts) has no tree: the renderer answers 410 "Skin indisponível".
  return site === 'hidden' ? { site: null, hidden: true, documents } : { site, documents };
}

export function withDeadline<T>(deps: SkinPagesDeps, read: Promise<T>): Promise<T> {
  const ms = deps.storeDeadlineMs ?? STORE_DEADLINE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the store did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

export function siteFile(contentType: string, body: string): RenderedPage {
  return { status: 200, headers: { 'Content-Type': contentType, 'Cache-Control': SITE_FILE_CACHE }, body };
}
