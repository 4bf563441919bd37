/**
 * The site's Content-Security-Policy as firebase.json gives it to Hosting (and the render function),
 * read where a build must agree with it: the auth domain the web config names has to be a frame the
 * policy allows, or signing in would be blocked.
 */
interface HostingHeaders {
  hosting?: { headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
}

/** The policy firebase.json sets on every path. */
export function sitePolicy(config: HostingHeaders): string {
  const rule = config.hosting?.headers?.find((r) => r.source === '**');
  const csp = rule?.headers.find((h) => h.key === 'Content-Security-Policy');
  if (!csp) throw new Error('firebase.json sets no Content-Security-Policy on every path');
  return csp.value;
}

/** The sources of one directive ("frame-src") of a policy. */
export function directiveSources(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

/** Whether a source list lets `url` load, for a page served from `selfOrigin`. */
export function allows(sources: readonly string[], url: string, selfOrigin: string): boolean {
  const target = new URL(url);
  return sources.some((source) => {
    if (source === "'self'") return target.origin === new URL(selfOrigin).origin;
    if (source === `${target.protocol}`) return true;
    const wildcard = /^(https?:)\/\/\*\.(.+?)\/?$/.exec(source);
    if (wildcard) return target.protocol === wildcard[1] && target.hostname.endsWith(`.${wildcard[2]}`);
    return url.startsWith(source.endsWith('/') ? source : `${source}/`) || target.origin === source;
  });
}
