/**
 * The last page rendered for each address, kept in this function instance so that, while the store
 * cannot be read, a visitor still gets that page (marked stale) instead of the bare app shell.
 * Bounded in count (the least recently rendered goes first) and in age: a skin hidden, changed or
 * deleted during an outage is shown as it was for at most MAX_AGE_MS, and only by an instance that
 * rendered it. Nothing is shared between instances; a cold instance has nothing to serve.
 */
import { CACHE_CONTROL } from '@lab/domain/published';
import type { RenderedPage } from './site-renderer';

/** At most this many addresses are kept: the pages are tens of kB each, a few MB in all. */
export const LAST_GOOD_MAX_PAGES = 100;
/** A page older than this is not served stale: the shell (which retries in the browser) is, instead. */
export const LAST_GOOD_MAX_AGE_MS = 60 * 60 * 1000;
/** Says that the page is the last one rendered, not read now, and when it was rendered. */
export const STALE_HEADER = 'X-Lab-Stale';

export interface LastGoodPages {
  /** Keeps a page that rendered; any other answer for the address forgets the one kept. */
  remember(key: string, page: RenderedPage): void;
  /** The page kept for the address, marked stale and cached briefly; null when none, or too old. */
  recall(key: string): RenderedPage | null;
}

export interface LastGoodOptions {
  maxPages?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export function createLastGoodPages(options: LastGoodOptions = {}): LastGoodPages {
  const maxPages = options.maxPages ?? LAST_GOOD_MAX_PAGES;
  const maxAgeMs = options.maxAgeMs ?? LAST_GOOD_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  const pages = new Map<string, { page: RenderedPage; at: number }>();
  return {
    remember(key, page) {
      pages.delete(key);
      // A 404 or a hidden skin's 410 is not a page to fall back on, and the old one no longer holds.
      if (page.status !== 200) return;
      pages.set(key, { page, at: now() });
      for (const oldest of pages.keys()) {
        if (pages.size <= maxPages) break;
        pages.delete(oldest);
      }
    },
    recall(key) {
      const kept = pages.get(key);
      if (!kept) return null;
      if (now() - kept.at > maxAgeMs) {
        pages.delete(key);
        return null;
      }
      return {
        ...kept.page,
        // Short, as the shell's: the CDN asks again soon and gets the fresh page once the store is back.
        headers: {
          ...kept.page.headers,
          'Cache-Control': CACHE_CONTROL.fallback,
          [STALE_HEADER]: new Date(kept.at).toISOString(),
        },
      };
    },
  };
}
