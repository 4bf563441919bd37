import type { DocData } from '../../kernel/store/doc-port';
import type { Instant } from '../../kernel/types';

/** One skin's public addresses, for the sitemap. */
export interface SitemapSkin {
  username: string;
  /** Page ids in tab order; the main page first when the skin has no stored order. */
  pageIds: string[];
  /** When the skin's published snapshot last changed. */
  lastModified: Instant;
}

/** What a backfill of the published snapshots did. */
export interface PublishReport {
  skins: number;
  /** Snapshot documents written or deleted. */
  written: number;
  /** Documents left unpublished because they would pass PUBLISHED_LIMITS.docMaxBytes. */
  tooLarge: string[];
}

/** The published snapshot visitors read: one document by address, the sitemap, the backfill. */
export interface PublishedStore {
  /** One published document (`sites/...`, see published-site.ts), null when absent: a public page's read. */
  getPublished(path: string): Promise<DocData | null>;
  /** Public pages of at most `max` skins: the site's own first, then the most recently changed. */
  listSitemap(max: number): Promise<SitemapSkin[]>;
  /** Builds or repairs every skin's published snapshot as shown at `at`; writes only what differs. */
  publishSkins(at: Instant): Promise<PublishReport>;
  /** The skins whose snapshot must change by `now` (a card or container's date passed), at most `max`. */
  dueScheduled(now: Instant, max: number): Promise<string[]>;
  /** Makes one skin's snapshot again as shown at `now`, when its change is still due (else writes nothing). */
  republishScheduled(username: string, now: Instant): Promise<number | 'too-large'>;
}
