/**
 * The signed-in screens' Firestore and its cache in IndexedDB, on a model of Firestore's rule: the
 * cache can be cleared only while no other tab's instance is running (failed-precondition otherwise).
 * Each "tab" is its own copy of the module (jest.isolateModules), as each browser tab loads its own.
 */
const calls: string[] = [];
let instances = 0;
/** What the browser's IndexedDB holds, and the instances of any tab that hold it open. */
const mockDisk = { documents: [] as string[], running: new Set<number>() };

jest.mock('firebase/firestore', () => ({
  persistentMultipleTabManager: () => ({ kind: 'multiple-tabs' }),
  persistentLocalCache: (settings: unknown) => ({ kind: 'persistent', settings }),
  memoryLocalCache: () => ({ kind: 'memory' }),
  initializeFirestore: (_app: unknown, settings: { localCache: { kind: string } }) => {
    instances += 1;
    calls.push(`initialize ${JSON.stringify(settings)}`);
    if (settings.localCache.kind === 'persistent') mockDisk.running.add(instances);
    return { id: instances, cache: settings.localCache.kind };
  },
  connectFirestoreEmulator: jest.fn(),
  terminate: async (db: { id: number }) => {
    calls.push(`terminate ${db.id}`);
    mockDisk.running.delete(db.id);
  },
  clearIndexedDbPersistence: async (db: { id: number }) => {
    calls.push(`clear ${db.id}`);
    if ([...mockDisk.running].some((id) => id !== db.id)) throw new Error('failed-precondition: another tab holds it');
    mockDisk.documents = [];
  },
}));

import { waitFor } from '@testing-library/react';
import type { FirebaseApp } from 'firebase/app';
import type { SessionEndChannel } from './firestore-cache';
import { CACHE_CLEAR_PENDING_KEY, clearFullFirestore, loadFullFirestore as load } from './firestore-cache';

type CacheModule = typeof import('./firestore-cache');
type Db = { id: number; cache: string };

const app = async () => ({ name: '[DEFAULT]' }) as FirebaseApp;
const source = { app, emulator: null, channel: null };
const loadFullFirestore = () => load(source);

/** BroadcastChannel between the tabs of one browser: each hears the others' posts, not its own. */
function channelHub() {
  const members: Array<() => void> = [];
  return (): SessionEndChannel => {
    let own: (() => void) | null = null;
    return {
      post: () => members.filter((m) => m !== own).forEach((m) => queueMicrotask(m)),
      subscribe: (listener) => {
        own = listener;
        members.push(listener);
      },
    };
  };
}

/** Another tab of the app: a fresh copy of the module, as that tab loads its own. */
function openTab(): CacheModule {
  let module: CacheModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<CacheModule>('./firestore-cache');
  });
  return module!;
}

beforeEach(() => {
  calls.length = 0;
  mockDisk.documents = [];
  mockDisk.running.clear();
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("the signed-in screens' Firestore", () => {
  it('keeps its cache in IndexedDB, shared by the tabs, so what was read stays readable offline', async () => {
    const db = await loadFullFirestore();
    expect(await loadFullFirestore()).toBe(db);
    expect(calls).toEqual([
      `initialize ${JSON.stringify({ localCache: { kind: 'persistent', settings: { tabManager: { kind: 'multiple-tabs' } } } })}`,
    ]);
  });

  it('is stopped and its cache deleted on sign-out, and the next sign-in opens a fresh one', async () => {
    const before = (await loadFullFirestore()) as unknown as Db;
    calls.length = 0;
    await clearFullFirestore(source);
    expect(calls).toEqual([`terminate ${before.id}`, `clear ${before.id}`]);
    expect(localStorage.getItem(CACHE_CLEAR_PENDING_KEY)).toBeNull();
    const after = (await loadFullFirestore()) as unknown as Db;
    expect(after.id).not.toBe(before.id);
  });
});

describe('Offline cache on shared computers', () => {
  it('ENCERRAR while a second tab holds the cache leaves nothing to read: that tab forgets the session, stops its Firestore, and the cache is cleared', async () => {
    const hub = channelHub();
    const endedInB = jest.fn(async () => undefined);
    const [tabA, tabB] = [openTab(), openTab()];
    const sourceA = { app, emulator: null, channel: hub() };
    const sourceB = { app, emulator: null, channel: hub(), endedElsewhere: endedInB };
    await tabA.loadFullFirestore(sourceA);
    await tabB.loadFullFirestore(sourceB);
    mockDisk.documents = ['contatos/lab_visitante', 'contatos/lab_visitante/conversas/principal/chat/m1'];

    await tabA.clearFullFirestore(sourceA);
    await waitFor(() => expect(mockDisk.documents).toEqual([]));
    expect(endedInB).toHaveBeenCalledTimes(1);
    expect(mockDisk.running.size).toBe(0);
    expect(localStorage.getItem(CACHE_CLEAR_PENDING_KEY)).toBeNull();
  });

  it('clears, at the next start and before anything reads it, a cache a sign-out could not clear', async () => {
    const stale = openTab();
    await stale.loadFullFirestore({ app, emulator: null, channel: null });
    mockDisk.documents = ['contatos/lab_visitante'];
    // A tab that never hears of the sign-out (an older build, a frozen tab) holds the cache through it.
    await openTab().clearFullFirestore({ app, emulator: null, channel: null });
    expect(mockDisk.documents).toEqual(['contatos/lab_visitante']);
    expect(localStorage.getItem(CACHE_CLEAR_PENDING_KEY)).toBe('1');

    // While it holds it, the next session in another tab runs on memory and never reads the old cache.
    const meanwhile = (await openTab().loadFullFirestore({ app, emulator: null, channel: null })) as unknown as Db;
    expect(meanwhile.cache).toBe('memory');
    expect(localStorage.getItem(CACHE_CLEAR_PENDING_KEY)).toBe('1');

    // Once that tab is gone, the next start clears the cache before its instance is handed out.
    mockDisk.running.clear();
    const next = (await openTab().loadFullFirestore({ app, emulator: null, channel: null })) as unknown as Db;
    expect(next.cache).toBe('persistent');
    expect(mockDisk.documents).toEqual([]);
    expect(calls).toContain(`clear ${next.id}`);
    expect(localStorage.getItem(CACHE_CLEAR_PENDING_KEY)).toBeNull();
  });

  it("clears such a cache when a page starts, telling no tab: the tabs open then may be the next person's", async () => {
    const hub = channelHub();
    const endedInC = jest.fn(async () => undefined);
    mockDisk.documents = ['contatos/lab_visitante'];
    localStorage.setItem(CACHE_CLEAR_PENDING_KEY, '1');
    // A stale tab holds the cache, so the next person's tab runs on memory; then the stale tab closes.
    mockDisk.running.add(999);
    const next = (await openTab().loadFullFirestore({
      app,
      emulator: null,
      channel: hub(),
      endedElsewhere: endedInC,
    })) as unknown as Db;
    expect(next.cache).toBe('memory');
    mockDisk.running.delete(999);

    await openTab().clearPendingFirestoreCache({ app, emulator: null, channel: hub() });
    expect(mockDisk.documents).toEqual([]);
    expect(localStorage.getItem(CACHE_CLEAR_PENDING_KEY)).toBeNull();
    await Promise.resolve();
    expect(endedInC).not.toHaveBeenCalled();
  });
});
