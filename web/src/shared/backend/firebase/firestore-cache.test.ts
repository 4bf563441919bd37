const calls: string[] = [];
let instances = 0;

jest.mock('firebase/firestore', () => ({
  persistentMultipleTabManager: () => ({ kind: 'multiple-tabs' }),
  persistentLocalCache: (settings: unknown) => ({ kind: 'persistent', settings }),
  initializeFirestore: (_app: unknown, settings: unknown) => {
    instances += 1;
    calls.push(`initialize ${JSON.stringify(settings)}`);
    return { id: instances };
  },
  connectFirestoreEmulator: jest.fn(),
  terminate: async (db: { id: number }) => void calls.push(`terminate ${db.id}`),
  clearIndexedDbPersistence: async (db: { id: number }) => void calls.push(`clear ${db.id}`),
}));

import type { FirebaseApp } from 'firebase/app';
import { clearFullFirestore, loadFullFirestore as load } from './firestore-cache';

const source = { app: async () => ({ name: '[DEFAULT]' }) as FirebaseApp, emulator: null };
const loadFullFirestore = () => load(source);

beforeEach(() => {
  calls.length = 0;
});

describe("the signed-in screens' Firestore", () => {
  it('keeps its cache in IndexedDB, shared by the tabs, so what was read stays readable offline', async () => {
    const db = await loadFullFirestore();
    expect(await loadFullFirestore()).toBe(db);
    expect(calls).toEqual([
      `initialize ${JSON.stringify({ localCache: { kind: 'persistent', settings: { tabManager: { kind: 'multiple-tabs' } } } })}`,
    ]);
  });

  it('is stopped and its cache deleted on sign-out, and the next sign-in opens a fresh one', async () => {
    const before = (await loadFullFirestore()) as unknown as { id: number };
    calls.length = 0;
    await clearFullFirestore(source);
    expect(calls).toEqual([`terminate ${before.id}`, `clear ${before.id}`]);
    const after = (await loadFullFirestore()) as unknown as { id: number };
    expect(after.id).not.toBe(before.id);
  });
});
