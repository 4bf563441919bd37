/**
 * Where the demo keeps its data between reloads. IndexedDB in browsers: logout clears local
 * storage, but the demo's documents and its signed-in account must survive that, as they would on
 * Firebase. jest (jsdom has no IndexedDB) and browsers that refuse IndexedDB use memory.
 */
import type { SeedAccount } from '@lab/domain/skins';
import type { DocData } from '@lab/domain/memory';
import { onFirstUse } from '../../lazy/on-first-use';

/** A demo account: a seed account, or one made with "Nova conta". `admin` stands in for the claim. */
export type DemoAccountRecord = SeedAccount;

export interface DemoSnapshot {
  /** Which seed the data grew from: a new seed starts the demo over. */
  seedFingerprint: string;
  /** Bumped by every write, so a tab knows whether another one has written since. */
  revision: number;
  docs: Record<string, DocData>;
  accounts: DemoAccountRecord[];
}

export interface DemoPersistence {
  loadSnapshot: () => Promise<DemoSnapshot | null>;
  saveSnapshot: (snapshot: DemoSnapshot) => Promise<void>;
  loadCurrentUid: () => Promise<string | null>;
  saveCurrentUid: (uid: string | null) => Promise<void>;
}

/** Memory persistence; two runtimes sharing one instance behave like two tabs of one browser. */
export function memoryPersistence(): DemoPersistence {
  let snapshot: DemoSnapshot | null = null;
  let currentUid: string | null = null;
  return {
    loadSnapshot: async () => (snapshot ? structuredClone(snapshot) : null),
    saveSnapshot: async (next) => {
      snapshot = structuredClone(next);
    },
    loadCurrentUid: async () => currentUid,
    saveCurrentUid: async (uid) => {
      currentUid = uid;
    },
  };
}

const DB_NAME = 'lab-demo';
const STORE = 'kv';
const SNAPSHOT_KEY = 'snapshot';
const CURRENT_UID_KEY = 'currentUid';

export function indexedDbPersistence(factory: IDBFactory = indexedDB): DemoPersistence {
  const open = onFirstUse(
    () =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = factory.open(DB_NAME, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB indisponível'));
      }),
  );
  const read = async <T>(key: string): Promise<T | null> => {
    const db = await open();
    return new Promise<T | null>((resolve, reject) => {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      request.onsuccess = () => resolve((request.result as T | undefined) ?? null);
      request.onerror = () => reject(request.error ?? new Error('Falha ao ler o IndexedDB'));
    });
  };
  const write = async (key: string, value: unknown): Promise<void> => {
    const db = await open();
    return new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(value, key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('Falha ao gravar no IndexedDB'));
    });
  };
  return {
    loadSnapshot: () => read<DemoSnapshot>(SNAPSHOT_KEY),
    saveSnapshot: (snapshot) => write(SNAPSHOT_KEY, snapshot),
    loadCurrentUid: () => read<string>(CURRENT_UID_KEY),
    saveCurrentUid: (uid) => write(CURRENT_UID_KEY, uid),
  };
}

/** IndexedDB when the browser grants it, otherwise memory (the demo then lasts one page load). */
export function browserPersistence(): DemoPersistence {
  if (typeof indexedDB === 'undefined') return memoryPersistence();
  const durable = indexedDbPersistence();
  const fallback = memoryPersistence();
  let broken = false;
  const guard =
    <A extends unknown[], R>(durableOp: (...args: A) => Promise<R>, fallbackOp: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (broken) return fallbackOp(...args);
      try {
        return await durableOp(...args);
      } catch (error) {
        console.error('Erro ao acessar os dados salvos da demonstração:', error);
        broken = true;
        return fallbackOp(...args);
      }
    };
  return {
    loadSnapshot: guard(durable.loadSnapshot, fallback.loadSnapshot),
    saveSnapshot: guard(durable.saveSnapshot, fallback.saveSnapshot),
    loadCurrentUid: guard(durable.loadCurrentUid, fallback.loadCurrentUid),
    saveCurrentUid: guard(durable.saveCurrentUid, fallback.saveCurrentUid),
  };
}
