/**
 * A DocPort over the memory database that counts what Firestore would bill: a query one read per
 * document returned (at least one), a get one read found or not, and every document written. The
 * read-count tests and `npm run bench:web` measure a page view's cost with it.
 */
import type { DocPort, QuerySource, QuerySpec, Reader } from '../kernel/store/doc-port';
import type { MemoryDb } from './memory-db';
import { memoryPort } from './memory-store';

export function countingPort(db: MemoryDb) {
  const inner = memoryPort(db);
  const counts = { reads: 0, writes: [] as string[] };
  /** The port's and a transaction's reads, counted the same way. */
  const counting = (reader: Reader): Reader => ({
    get: async (path) => {
      counts.reads += 1;
      return reader.get(path);
    },
    query: async <T>(source: QuerySource, spec?: QuerySpec) => {
      const rows = await reader.query<T>(source, spec);
      counts.reads += Math.max(1, rows.length);
      return rows;
    },
  });
  const port: DocPort = {
    ...counting(inner),
    listPaths: (collection, limit) => inner.listPaths(collection, limit),
    deleteBatch: (paths) => inner.deleteBatch(paths),
    runTransaction: (fn) =>
      inner.runTransaction((tx) =>
        fn({
          ...counting(tx),
          set: (path, data, options) => {
            counts.writes.push(path);
            tx.set(path, data, options);
          },
          delete: (path) => {
            counts.writes.push(path);
            tx.delete(path);
          },
        }),
      ),
  };
  const reset = () => {
    counts.reads = 0;
    counts.writes = [];
  };
  return { port, counts, reset };
}
