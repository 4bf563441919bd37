import type { AcessoDoc, Instant, NavigationDoc, NavigationRecord } from '../../kernel/types';
import type { RateLimit } from '../../limits';

/** Which shard of the day's counters a command adds to (chosen by the handler, at random). */
export interface StatsBump {
  shard: number;
}

export interface NavigationInput {
  /** Null for an anonymous visitor (navegacoes/{hash}); a uid for users/{uid}/navegacoes_users/{hash}. */
  uid: string | null;
  hash: string;
  record: NavigationRecord;
  at: Instant;
  /** Keep at most this many records, dropping the oldest. */
  max: number;
  /** Records of this hash inside the window: beyond it the record is dropped. */
  perHash?: { max: number; windowMs: number };
  /** The caller's IP limits (its own and its /48's, ipLimits): beyond any of them the record is dropped. */
  rateLimits?: readonly RateLimit[];
  /** The day's counters: one shard gets the page view (absent: not counted). */
  stats?: StatsBump;
  /**
   * The counters of the skin the path is a page of: one shard gets the view and, on the session's
   * first view of the skin that day, a visit with its country and origin (absent: not counted).
   */
  skinStats?: SkinStatsBump;
}

export interface SkinStatsBump extends StatsBump {
  /** The referring site's host the client saw (already checked by originHost), or null. */
  origem: string | null;
  /**
   * The client's limits on the visits it counts for the skin (ipLimits): beyond them a view counts as
   * a page view alone, so new session ids buy no visits, origins or countries.
   */
  visitLimits?: readonly RateLimit[];
}

export type NavigationOutcome = { status: 'appended'; doc: NavigationDoc } | { status: 'rate-limited' };

export interface AccessInput {
  acesso: AcessoDoc;
  /** The day's counters: one shard gets the visit and its country (absent: not counted). */
  stats?: StatsBump;
  /** The caller's IP limits (its own and its /48's): beyond any of them nothing is recorded. */
  rateLimits?: readonly RateLimit[];
}

export type AccessOutcome = 'recorded' | 'exists' | 'rate-limited';

/** Where a recorded access came from, found after the record took the IP's limit. */
export interface AccessPlace {
  hash: string;
  place: Pick<AcessoDoc, 'country_code' | 'country_name' | 'region' | 'city' | 'org'>;
  /** The day's counters: one shard gets the visit and its country. */
  stats?: StatsBump;
}

/** One click on an outgoing action of a skin's page (a card's link, a gallery's image). */
export interface ClickInput {
  /** The skin's name, lower-cased. */
  skin: string;
  /** A card or container id of that skin; anything else counts nothing. */
  id: string;
  /** The clicking account, whose clicks on her own skin count nothing; null for a visitor. */
  uid: string | null;
  at: Instant;
  /** The shard of the skin's day that gets the click. */
  shard: number;
  /** The client's limits (its own and its /48's, ipLimits), read before anything else: beyond any of them nothing is counted. */
  rateLimits?: readonly RateLimit[];
}

/** `ignored`: no such skin, card or container, or her own click; only the client's limits written. */
export type ClickOutcome = 'counted' | 'ignored' | 'rate-limited';

/** Access and statistics: the access log, the visitors' navigation and the daily counters they feed. */
export interface AccessStore {
  getAccess(hash: string): Promise<AcessoDoc | null>;
  /** Creates acessos/{hash} unless it exists or the IP limit is full, counting one use when it does. */
  recordAccess(input: AccessInput): Promise<AccessOutcome>;
  /** Adds where a recorded access came from, and counts the visit; nothing when the access is gone. */
  locateAccess(input: AccessPlace): Promise<void>;
  /** False when acessos/{hash} does not exist. */
  markAccessSeen(hash: string): Promise<boolean>;
  /** Marks every unseen access as seen, in batches; how many it marked. */
  markAllAccessesSeen(): Promise<number>;
  /** True when acessos/{hash} existed and now holds the e-mail. */
  setAccessEmail(hash: string, email: string): Promise<boolean>;
  appendNavigation(input: NavigationInput): Promise<NavigationOutcome>;
  /** Counts one click in the skin's day; every click within the client's limits uses them, counted or not. */
  recordClick(input: ClickInput): Promise<ClickOutcome>;
}
