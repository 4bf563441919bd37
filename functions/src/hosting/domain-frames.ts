/**
 * Which skin a request's host shows. Hosting forwards the browser's host to the function in
 * `X-Forwarded-Host`; anyone calling the function's own URL can set that header too, so a host is
 * believed only when an owner mapped it to a skin (`dominios/{host}`, setSkinDomain): then the
 * answer is that skin's page, exactly what the domain itself shows. Any other host is the main site,
 * whose origin stays SITE_URL (skin-pages.ts).
 */
import { isSiteHost, normalizeDomain } from '@lab/domain/skins';
import { type DominioDoc, type SiteFrame } from '@lab/domain/kernel';

/** How long a host's mapping (or its absence) is kept per instance: a page view costs no extra read. */
export const DOMAIN_CACHE_MS = 60_000;
const DOMAIN_CACHE_MAX = 500;

export type DomainFrames = (host: string | undefined) => Promise<SiteFrame | null>;

/** The host a request names ("Solange.Exemplo.com.br:443" -> "solange.exemplo.com.br"), or null. */
export function requestHost(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.trim().replace(/:\d+$/, '') ?? '';
  const host = normalizeDomain(first);
  return host !== null && host === first.toLowerCase() ? host : null;
}

export interface DomainFramesDeps {
  skinOfDomain(host: string): Promise<DominioDoc | null>;
  /** The main site's origin: its own host is never looked up. */
  siteOrigin: string;
  now?: () => number;
}

/** The frame of a request's host, remembered for DOMAIN_CACHE_MS; null for the main site and unknown hosts. */
export function createDomainFrames(deps: DomainFramesDeps): DomainFrames {
  const now = deps.now ?? Date.now;
  const known = new Map<string, { frame: SiteFrame | null; until: number }>();
  return async (header) => {
    const host = requestHost(header);
    if (host === null || isSiteHost(host, deps.siteOrigin)) return null;
    const cached = known.get(host);
    if (cached && cached.until > now()) return cached.frame;
    const mapping = await deps.skinOfDomain(host);
    const frame = mapping ? { host, skin: mapping.username, site: deps.siteOrigin } : null;
    if (known.size >= DOMAIN_CACHE_MAX) known.clear();
    known.set(host, { frame, until: now() + DOMAIN_CACHE_MS });
    return frame;
  };
}
