/**
 * The full Firestore SDK, needed only by live listeners (signed-in screens). Its cache persists in
 * IndexedDB, shared by the tabs, so the conversations last read stay readable offline (the installed
 * inbox opens without a network); on sign-out it goes with the session, so the next person at this
 * browser cannot read it. Reached only through firebase-live-reads.ts, so it travels in that lazily
 * loaded chunk: the app and the emulator's address are handed in, not imported, because importing
 * firebase-app.ts here would split it out of the adapter's chunk that public pages load.
 *
 * Firestore clears the cache only when no tab's instance is running (`clearIndexedDbPersistence`,
 * else failed-precondition). So ENCERRAR tells every tab (a BroadcastChannel): each stops its own
 * instance and tries to clear, and the last one to stop succeeds. Until a clear succeeds a mark stays
 * in localStorage, and the next start of Firestore in any tab clears the cache before anything reads
 * it, or, if it still cannot, runs that session on a memory cache
 * (docs/decisions/0011-installable-inbox.md, "Shared computers").
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { cacheClearPending, markCacheClearPending, type MarkStorage } from './firestore-cache-mark';

export { CACHE_CLEAR_PENDING_KEY } from './firestore-cache-mark';

/** The tabs' channel for ENCERRAR: each tab hears the others' posts, never its own. */
export interface SessionEndChannel {
  post(message: 'encerrar'): void;
  subscribe(listener: () => void): void;
}

export interface FirestoreSource {
  app(): Promise<FirebaseApp>;
  /** Where the Firestore emulator listens, on emulator builds. */
  emulator: { host: string; port: number } | null;
  /** The tabs' channel; the browser's BroadcastChannel unless a test hands one in (null: none). */
  channel?: SessionEndChannel | null;
  /** Another tab ended the session: this tab forgets it too, before its cache goes. */
  endedElsewhere?: () => Promise<void>;
  /** Where the mark of a cache still to clear is kept; the page's localStorage by default. */
  storage?: MarkStorage;
}

const CHANNEL_NAME = 'lab-sessao';

let opened: Promise<Firestore> | null = null;
let listening: SessionEndChannel | null = null;

function channelOf(source: FirestoreSource): SessionEndChannel | null {
  if (source.channel !== undefined) return source.channel;
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => channel.addEventListener('message', () => listener()),
  };
}

const mark = (source: FirestoreSource, pending: boolean) => markCacheClearPending(pending, source.storage);

export function loadFullFirestore(source: FirestoreSource): Promise<Firestore> {
  listen(source);
  return (opened ??= open(source));
}

/** Once per page: from then on ENCERRAR in another tab stops this tab's Firestore and clears the cache. */
function listen(source: FirestoreSource): void {
  if (listening) return;
  listening = channelOf(source);
  listening?.subscribe(() => {
    if (!opened) return;
    void (source.endedElsewhere ?? (async () => undefined))()
      .catch(() => undefined)
      .then(() => stopAndClear(source));
  });
}

async function open(source: FirestoreSource): Promise<Firestore> {
  const [sdk, app] = await Promise.all([import('firebase/firestore'), source.app()]);
  let db = sdk.initializeFirestore(app, {
    localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
  });
  if (cacheClearPending(source.storage)) {
    // The last sign-out could not clear the cache: it is cleared now, before this instance reads it.
    try {
      await sdk.clearIndexedDbPersistence(db);
      mark(source, false);
    } catch (error) {
      // A tab that never heard of the sign-out still holds it: this session never reads it.
      console.warn('O cache local do Firestore ainda não pôde ser apagado; esta sessão usa só a memória:', error);
      await sdk.terminate(db);
      db = sdk.initializeFirestore(app, { localCache: sdk.memoryLocalCache() });
    }
  }
  if (source.emulator) sdk.connectFirestoreEmulator(db, source.emulator.host, source.emulator.port);
  return db;
}

/** Stops this page's instance and tries to clear the cache; true when it was cleared. */
async function stopAndClear(source: FirestoreSource, announce = false): Promise<boolean> {
  const db = opened ?? open(source);
  opened = null;
  try {
    const sdk = await import('firebase/firestore');
    await sdk.terminate(await db);
    // Told once this tab's instance is stopped, so the other tabs' clears do not wait on it.
    if (announce) listening?.post('encerrar');
    await sdk.clearIndexedDbPersistence(await db);
    mark(source, false);
    return true;
  } catch (error) {
    console.warn('O cache local do Firestore não foi apagado agora; será apagado antes do próximo uso:', error);
    return false;
  }
}

/**
 * ENCERRAR: stops Firestore, tells the other tabs to stop theirs, and deletes the cache; the next
 * sign-in on this page opens a fresh instance. When this page never used Firestore, the instance is
 * opened but not started, which can be cleared without reading anything (a cache from an earlier visit
 * may be there). The sign-out has happened whatever the outcome; a clear that fails is left marked.
 */
export async function clearFullFirestore(source: FirestoreSource): Promise<void> {
  listen(source);
  mark(source, true);
  await stopAndClear(source, true);
}

/**
 * At a page's start, when an earlier sign-out left the cache uncleared: cleared now rather than at
 * the next sign-in. Nobody is told: the tabs open now may be the next person's.
 */
export async function clearPendingFirestoreCache(source: FirestoreSource): Promise<void> {
  if (!opened && cacheClearPending(source.storage)) await stopAndClear(source);
}
