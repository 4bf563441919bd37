/**
 * A skin's own domain (`solange.exemplo.com.br`): the host name an owner maps to a skin, so that
 * requests for that host are the skin's site. The host becomes a document id (`dominios/{host}`)
 * and, on a page, the origin of every absolute address, so only a plain DNS name passes: lower-case
 * ASCII letters, digits and hyphens in dot-separated labels, an internationalised name only in its
 * punycode form, and nothing else (no scheme, port, path, user or IP address).
 */

export interface SetSkinDomainResult {
  /** The host as stored (lower-case, ASCII), or null when removed. */
  dominio: string | null;
}

/** A DNS name's longest spelling (RFC 1035), without the final dot. */
export const DOMAIN_MAX_LENGTH = 253;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** Whatever would make the text more than a host name: a scheme, a port, a path, a user, a query, spaces. */
const NOT_A_HOST = /[/:@?#\\%\s[\]]/;

/** The ASCII (punycode) spelling of an internationalised name, as the WHATWG URL parser gives it. */
function toAscii(host: string): string | null {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * The host name `input` spells, lower-cased and in ASCII (an IDN in punycode), without a final dot;
 * null when it is not a plain DNS name of at least two labels (an IP address, `localhost`, a URL, ...).
 */
export function normalizeDomain(input: string): string | null {
  let host = input.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || NOT_A_HOST.test(host)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(host)) host = toAscii(host) ?? '';
  if (host.length === 0 || host.length > DOMAIN_MAX_LENGTH) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // A top-level label is never all digits: that is an IPv4 address.
  return /^[0-9]+$/.test(labels[labels.length - 1] ?? '') ? null : host;
}

/** Firebase's own hosts: a project's default sites, never a custom domain anyone could map. */
const PLATFORM_SUFFIXES = ['.web.app', '.firebaseapp.com'];

/** Whether `host` (normalised) is the site's own host or one of Firebase's, which no skin can take. */
export function isSiteHost(host: string, siteUrl: string): boolean {
  let own = '';
  try {
    own = new URL(siteUrl).hostname.toLowerCase();
  } catch {
    // A malformed SITE_URL names no host: only Firebase's own are refused then.
  }
  return host === own || PLATFORM_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** "https://{host}": the origin of a mapped domain's pages (Hosting serves custom domains over https only). */
export const domainOrigin = (host: string): string => `https://${host}`;
