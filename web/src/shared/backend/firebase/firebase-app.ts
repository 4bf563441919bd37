/**
 * The Firebase app, initialised on first use. Every SDK module is imported dynamically from here on
 * down, so a page that never needs Firebase never downloads it.
 */
import type { FirebaseApp } from 'firebase/app';
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
