/**
 * The Store on a MemoryDb: what jest, the demo backend in the browser and the contract suite use.
 * MemoryDb serialises transactions, so of two conflicting commands exactly one wins, as in Firestore.
 * Plain TypeScript, no Node-only API: it runs in the browser too.
 */
import { LIMITS } from '../kernel/constants';
import {
  BatchTooLargeError,
  CommitTooLargeError,
  MAX_WRITES_PER_COMMIT,
  ReadAfterWriteError,
  type DocPort,
  type DocTx,
} from '../kernel/store/doc-port';
import { createDocStore } from '../store/doc-store';
import type { MemoryDb } from './memory-db';
import type { Store } from '../store/store';

export function createMemoryStore(db: MemoryDb): Store {
  return createDocStore(memoryPort(db));
}

export function memoryPort(db: MemoryDb): DocPort {
  return {
    get: async (path) => db.get(path),
    query: async (source, spec) => db.query(source, spec),
    listPaths: async (collection, limit) => db.query({ collection }, { limit }).map((d) => d.path),
    runTransaction: (fn) =>
      db.runTransaction((inner) => {
        let wrote = false;
        let writes = 0;
        const readable = (): void => {
          if (wrote) throw new ReadAfterWriteError();
        };
        const writable = (): void => {
          wrote = true;
          if ((writes += 1) > MAX_WRITES_PER_COMMIT) throw new CommitTooLargeError();
        };
        const tx: DocTx = {
          get: async (path) => {
            readable();
            return inner.get(path);
          },
          query: async (source, spec) => {
            readable();
            return inner.query(source, spec);
          },
          set: (path, data, options) => {
            writable();
            inner.set(path, data, options);
          },
          delete: (path) => {
            writable();
            inner.delete(path);
          },
        };
        return fn(tx);
      }),
    deleteBatch: (paths) => {
      if (paths.length > LIMITS.deleteBatchSize)
        return Promise.reject(new BatchTooLargeError(paths.length, LIMITS.deleteBatchSize));
      return db.batch(paths.map((path) => ({ kind: 'delete' as const, path })));
    },
  };
}
