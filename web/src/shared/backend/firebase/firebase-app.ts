/**
 * The Firebase app, initialised on first use. Every SDK module is imported dynamically from here on
 * down, so a page that never needs Firebase never downloads it.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { config } from '../../config/env';

/** The emulator hosts `firebase.json` starts in development. */
export const EMULATORS = {
  host: '127.0.0.1',
  auth: 'http://127.0.0.1:9099',
  firestorePort: 8080,
  functionsPort: 5001,
} as const;

let app: Promise<FirebaseApp> | null = null;

export function loadFirebaseApp(): Promise<FirebaseApp> {
  app ??= import('firebase/app').then(({ getApps, initializeApp }) => getApps()[0] ?? initializeApp(config.firebase));
  return app;
}

let fullFirestore: Promise<Firestore> | null = null;

/** The full Firestore SDK, needed only by live listeners (signed-in screens). */
export function loadFullFirestore(): Promise<Firestore> {
  fullFirestore ??= Promise.all([import('firebase/firestore'), loadFirebaseApp()]).then(([sdk, firebaseApp]) => {
    const db = sdk.getFirestore(firebaseApp);
    if (config.useEmulators) sdk.connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestorePort);
    return db;
  });
  return fullFirestore;
}
