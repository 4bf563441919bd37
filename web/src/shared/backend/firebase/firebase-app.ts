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
 * The full Firestore SDK, needed only by live listeners (signed-in screens). Its cache persists in
 * IndexedDB, shared by the tabs, so the conversations last read stay readable offline (the installed
 * inbox opens without a network); clearFullFirestore empties it when the person signs out.
 */
let fullFirestore: Promise<Firestore> | null = null;

export const loadFullFirestore = (): Promise<Firestore> => (fullFirestore ??= openFullFirestore());

async function openFullFirestore(): Promise<Firestore> {
  const [sdk, firebaseApp] = await Promise.all([import('firebase/firestore'), loadFirebaseApp()]);
  const db = sdk.initializeFirestore(firebaseApp, {
    localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
  });
  if (config.useEmulators) sdk.connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestorePort);
  return db;
}

/**
 * ENCERRAR: stops Firestore and deletes its cache, so the next person at this browser cannot read the
 * last one's conversations offline; the next sign-in opens a fresh instance. Opened here when this
 * page never opened it (a cache from an earlier visit may still be there): an instance not yet
 * started can be cleared without reading anything.
 */
export async function clearFullFirestore(): Promise<void> {
  const opened = loadFullFirestore();
  fullFirestore = null;
  const [sdk, db] = await Promise.all([import('firebase/firestore'), opened]);
  await sdk.terminate(db);
  await sdk.clearIndexedDbPersistence(db);
}
