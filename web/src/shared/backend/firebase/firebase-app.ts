/**
 * The Firebase app, initialised on first use. Every SDK module is imported dynamically from here on
 * down, so a page that never needs Firebase never downloads it.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { config } from '../../config/env';
import { onFirstUse } from '../../lazy/on-first-use';

/** The emulator hosts `firebase.json` starts in development. */
export const EMULATORS = {
  host: '127.0.0.1',
  auth: 'http://127.0.0.1:9099',
  firestorePort: 8080,
  functionsPort: 5001,
} as const;

export const loadFirebaseApp: () => Promise<FirebaseApp> = onFirstUse(() =>
  import('firebase/app').then(({ getApps, initializeApp }) => getApps()[0] ?? initializeApp(config.firebase)),
);

/**
 * The full Firestore SDK, needed only by live listeners (signed-in screens), with its persistent
 * cache (firestore-cache.ts); clearFullFirestore stops it and deletes the cache on sign-out. What
 * opens and clears it is a module of its own, so the pages that never need it do not carry it.
 */
let fullFirestore: Promise<Firestore> | null = null;
const firestoreCache = () => import('./firestore-cache');

export const loadFullFirestore = (): Promise<Firestore> =>
  (fullFirestore ??= Promise.all([firestoreCache(), loadFirebaseApp()]).then(([cache, app]) => cache.openFullFirestore(app)));

/** ENCERRAR: the next sign-in on this page opens a fresh instance. */
export async function clearFullFirestore(): Promise<void> {
  const opened = loadFullFirestore();
  fullFirestore = null;
  await (await firestoreCache()).clearFirestoreCache(opened);
}
