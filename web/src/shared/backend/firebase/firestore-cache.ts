/**
 * The signed-in screens' Firestore keeps its cache in IndexedDB, shared by the tabs, so the
 * conversations last read stay readable offline (the installed inbox opens without a network). On
 * sign-out the cache goes with the session: the next person at this browser must not read it.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { config } from '../../config/env';
import { EMULATORS } from './firebase-app';

export async function openFullFirestore(app: FirebaseApp): Promise<Firestore> {
  const sdk = await import('firebase/firestore');
  const db = sdk.initializeFirestore(app, {
    localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
  });
  if (config.useEmulators) sdk.connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestorePort);
  return db;
}

/**
 * Stops `opened` and deletes its cache. When this page never used Firestore, `opened` is an instance
 * not yet started, which can be cleared without reading anything (a cache from an earlier visit may
 * be there). Another tab still holding the cache makes clearing fail: the sign-out has happened all
 * the same, so that is only reported.
 */
export async function clearFirestoreCache(opened: Promise<Firestore>): Promise<void> {
  try {
    const [sdk, db] = await Promise.all([import('firebase/firestore'), opened]);
    await sdk.terminate(db);
    await sdk.clearIndexedDbPersistence(db);
  } catch (error) {
    console.warn('O cache local do Firestore não foi apagado:', error);
  }
}
