/**
 * The one check a referring host passes before it is counted, apart from the counters themselves: the
 * tracking on every public page needs it, and nothing else of the visit counting.
 */
const HOST_MAX_LENGTH = 253;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);

/**
 * A referring host as the client sends it ("www.google.com"), or null for anything else: only
 * lower-case host names of at most 253 characters, so no address, path, port or query ever becomes a
 * key, and a key in parentheses (the origins skin-visits.ts names) can never be forged.
 */
export function originHost(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > HOST_MAX_LENGTH) return null;
  return HOST.test(value) ? value : null;
}
