/**
 * firebase.json's Hosting rules applied the way Hosting applies them: its globs, the first rewrite
 * that matches a path, and the headers every matching rule adds. The local servers
 * (serve-demo.mjs) and the tests of firebase.json read the file through these.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Firebase Hosting's glob for `source`: `**` any path, `*` one segment. */
export function globMatches(glob, path) {
  const pattern = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .split('**')
    .map((part) => part.replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(path);
}

export function readHosting() {
  return JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).hosting;
}

/** What Hosting does with `path` once no file answers it: the first rewrite that matches, if any. */
export function rewriteOf(hosting, path) {
  return (hosting.rewrites ?? []).find((rule) => globMatches(rule.source, path)) ?? null;
}

/** The headers firebase.json gives `path`, later rules winning like in Hosting. */
export function hostingHeaders(hosting, path) {
  const headers = {};
  for (const rule of hosting.headers ?? []) {
    if (globMatches(rule.source, path)) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}
