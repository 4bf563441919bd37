/**
 * The security headers every page of the site carries, read from firebase.json (bundled in at build
 * time), so the function answers with the same headers when it is called on its own URL, not
 * through Hosting: one source for both, and a change to the policy reaches both.
 */
import firebaseJson from '../../../firebase.json';

interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/** The headers of the rule that covers every path ("**"). */
export function siteSecurityHeaders(config: { hosting?: { headers?: HeaderRule[] } } = firebaseJson): Record<string, string> {
  const everyPath = config.hosting?.headers?.find((rule) => rule.source === '**');
  if (!everyPath) throw new Error('firebase.json declares no headers for every path ("**")');
  return Object.fromEntries(everyPath.headers.map(({ key, value }) => [key, value]));
}
