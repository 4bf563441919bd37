/**
 * The one way into the backend. The adapter is chosen at build time, and loaded as its own chunk so
 * a Firebase build never carries the demo store and the other way round.
 */
import { onFirstUse } from '../lazy/on-first-use';
import type { Backend } from './port';

const builtAdapter = () =>
  onFirstUse(() =>
    // The constant itself, not a copy of it: only a literal comparison lets the bundler drop the
    // other adapter (and its SDK) from the build.
    __APP_BACKEND__ === 'firebase'
      ? import('./firebase/firebase-backend').then((m) => m.createFirebaseBackend())
      : // zod is told the page forbids eval before the demo's chunks make any schema: a chunk's imports
        // run before its own code, so the setting cannot sit inside the demo's chunk.
        import('./demo/zod-without-eval').then(() => import('./demo/demo-backend')).then((m) => m.createDemoBackend()),
  );

let adapter = builtAdapter();
let override: Backend | null = null;

export function getBackend(): Promise<Backend> {
  return override ? Promise.resolve(override) : adapter();
}

/** Tests install an adapter (usually a demo backend on a fresh seed) with this. */
export function setBackendForTests(backend: Backend | null): void {
  override = backend;
  adapter = builtAdapter();
}
