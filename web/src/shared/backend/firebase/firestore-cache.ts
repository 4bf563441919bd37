/**
 * The full Firestore SDK, needed only by live listeners (signed-in screens). Its cache persists in
 * IndexedDB, shared by the tabs, so the conversations last read stay readable offline (the installed
 * inbox opens without a network); on sign-out it goes with the session, so the next person at this
 * browser cannot read it. Reached only through firebase-live-reads.ts, so it travels in that lazily
 * loaded chunk: the app and the emulator's address are handed in, not imported, because importing
 * firebase-app.ts here would split it out of the adapter's chunk that public pages load.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';

export interface FirestoreSource {
  app(): Promise<FirebaseApp>;
  /** Where the Firestore emulator listens, on emulator builds. */
  emulator: { host: string; port: number } | null;
}

let opened: Promise<Firestore> | null = null;

export function loadFullFirestore(source: FirestoreSource): Promise<Firestore> {
  return (opened ??= open(source));
}

async function open(source: FirestoreSource): Promise<Firestore> {
  const [sdk, app] = await Promise.all([import('firebase/firestore'), source.app()]);
  const db = sdk.initializeFirestore(app, {
    localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
  });
  if (source.emulator) sdk.connectFirestoreEmulator(db, source.emulator.host, source.emulator.port);
  return db;
}

/**
 * ENCERRAR: stops Firestore and deletes its cache; the next sign-in on this page opens a fresh
 * instance. When this page never used Firestore, the instance is opened but not started, which can be
 * cleared without reading anything (a cache from an earlier visit may be there). Another tab still
 * holding the cache makes clearing fail: the sign-out has happened all the same, so that is only reported.
 */
export async function clearFullFirestore(source: FirestoreSource): Promise<void> {
  const db = loadFullFirestore(source);
  opened = null;
  try {
    const sdk = await import('firebase/firestore');
    await sdk.terminate(await db);
    await sdk.clearIndexedDbPersistence(await db);
  } catch (error) {
    console.warn('O cache local do Firestore não foi apagado:', error);
  }
}
