/**
 * The emulators run with a copy of firebase.json made for them (`npm start`, and every suite
 * scripts/test.mjs runs under `firebase emulators:exec`):
 * - The Hosting emulator serves firebase.json's headers, and an app built for the emulators talks to
 *   them on http://127.0.0.1. Production headers must not allow that, so the copy's
 *   Content-Security-Policy adds the loopback allowance.
 * - The copy declares no extensions. With a Functions emulator, firebase-tools also runs every
 *   extension of the manifest, which means downloading its source from Google at start (this fails
 *   where only npm is reachable) and, for the Trigger Email extension, trying to send each mail/{id}
 *   through the placeholder SMTP server of extensions/firestore-send-email.env. Mail stays queued in
 *   development, as on the demo backend.
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

/** The config without its extensions manifest (firebase deploy installs them; the emulators must not run them). */
export function withoutExtensions(config) {
  const { extensions: _deployedOnly, ...rest } = config;
  return rest;
}

/** What the emulators run with: no extensions, and the loopback allowance. */
export function emulatorConfig(config) {
  return withLoopbackAllowance(withoutExtensions(config));
}

/** Writes the emulator config beside firebase.json (paths in it stay relative to the project) and returns its path. */
export function writeEmulatorConfig(root) {
  const config = JSON.parse(readFileSync(`${root}firebase.json`, 'utf8'));
  const path = `${root}firebase.emulators.json`;
  writeFileSync(path, `${JSON.stringify(emulatorConfig(config), null, 2)}\n`);
  return path;
}
