import { LIMITS } from '../kernel/constants';
import { BatchTooLargeError, ReadAfterWriteError } from '../kernel/store/doc-port';
import { MemoryDb } from './memory-db';
import { createMemoryStore, memoryPort } from './memory-store';
import { describeStoreContract } from '../store/store.contract';

describeStoreContract('the memory store', async () => {
  const db = new MemoryDb();
  return {
    store: createMemoryStore(db),
    peek: {
      doc: async (path) => db.get(path),
      list: async (collection) => db.query({ collection }),
    },
  };
});

describe('the memory store’s document port', () => {
  it('refuses a read after a write inside a transaction, as Firestore does, and writes nothing', async () => {
    const db = new MemoryDb();
    const port = memoryPort(db);
    await expect(
      port.runTransaction(async (tx) => {
        tx.set('a/1', { x: 1 });
        return tx.get('a/2');
      }),
    ).rejects.toBeInstanceOf(ReadAfterWriteError);
    expect(db.toJSON()).toEqual({});
  });

  it(`refuses a delete batch of more than ${LIMITS.deleteBatchSize} documents`, async () => {
    const port = memoryPort(new MemoryDb());
    const paths = Array.from({ length: LIMITS.deleteBatchSize + 1 }, (_, i) => `a/${i}`);
    await expect(port.deleteBatch(paths)).rejects.toBeInstanceOf(BatchTooLargeError);
  });
});
