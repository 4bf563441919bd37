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

/** The project every emulator run uses: a demo- id, so nothing can reach a real project. */
export const EMULATOR_PROJECT = 'demo-lab-portfolio';

/** How the web app is built to talk to the emulators (npm start, and the browser suite on them). */
export const EMULATOR_BUILD_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
};

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

/**
 * Only the emulators this machine can run: without Storage's JAR the copy declares no storage (so
 * firebase-tools does not start it and download the JAR), and without the cached Emulator UI the UI is
 * off (firebase-tools would download it, and offline that stops every emulator).
 */
export function withOnlyAvailable(config, { storage = true, ui = true } = {}) {
  const copy = structuredClone(config);
  if (!storage) {
    delete copy.storage;
    delete copy.emulators?.storage;
  }
  if (!ui && copy.emulators) copy.emulators.ui = { ...copy.emulators.ui, enabled: false };
  return copy;
}

/** What the emulators run with: no extensions, only the available emulators, and the loopback allowance. */
export function emulatorConfig(config, available = {}) {
  return withLoopbackAllowance(withOnlyAvailable(withoutExtensions(config), available));
}

/**
 * Writes the emulator config beside firebase.json (paths in it stay relative to the project) and
 * returns its path. `available` says whether Storage and the UI can run (both by default).
 */
export function writeEmulatorConfig(root, available = {}) {
  const config = JSON.parse(readFileSync(`${root}firebase.json`, 'utf8'));
  const path = `${root}firebase.emulators.json`;
  writeFileSync(path, `${JSON.stringify(emulatorConfig(config, available), null, 2)}\n`);
  return path;
}
