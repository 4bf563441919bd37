/**
 * The Hosting emulator serves firebase.json's headers, and an app built for the emulators talks to
 * them on http://127.0.0.1. Production headers must not allow that, so `npm start` runs the emulators
 * with a copy of firebase.json whose Content-Security-Policy adds the loopback allowance.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOOPBACK = 'http://127.0.0.1:*';

export function withLoopbackAllowance(config) {
  const copy = structuredClone(config);
  for (const rule of copy.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value
        .split(';')
        .map((directive) => {
          const trimmed = directive.trim();
          // img-src: images uploaded in development are served by the Storage emulator.
          return /^(connect-src|frame-src|img-src)\b/.test(trimmed) ? `${trimmed} ${LOOPBACK}` : trimmed;
        })
        .join('; ');
    }
  }
  return copy;
}

/** Writes the emulator config beside firebase.json (paths in it stay relative to the project) and returns its path. */
export function writeEmulatorConfig(root) {
  const config = JSON.parse(readFileSync(`${root}firebase.json`, 'utf8'));
  const path = `${root}firebase.emulators.json`;
  writeFileSync(path, `${JSON.stringify(withLoopbackAllowance(config), null, 2)}\n`);
  return path;
}
