/**
 * Stored image references are absolute URLs, root paths ("/seed/x.svg") or, for the product's default
 * avatar, a bare file name ("default-user.jpg"). A bare name would resolve against the current
 * route (/lab/default-user.jpg), so it is anchored at the site root.
 */
export function assetUrl(src: string): string {
  if (src === '' || /^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('/')) return src;
  return `/${src}`;
}
