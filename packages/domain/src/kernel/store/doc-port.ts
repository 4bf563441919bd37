/**
 * The narrow document interface both Store adapters provide. The domain logic of the Store is
 * written once against it (doc-store.ts), so the Firestore adapter, which cannot run here, shares
 * every decision with the memory adapter the tests exercise; the adapters only move documents.
 */
export type DocData = Record<string, unknown>;

export interface DocSnapshot<T = DocData> {
  path: string;
  id: string;
  data: T;
}

export type WhereOp = '==' | 'array-contains' | 'in' | '>=';
export interface QuerySpec {
  where?: Array<[field: string, op: WhereOp, value: unknown]>;
  orderBy?: Array<[field: string, direction: 'asc' | 'desc']>;
  limit?: number;
}

/** Where a query reads: one collection (by path) or every collection with an id (group). */
export type QuerySource = { collection: string } | { group: string };

/**
 * A transaction with Firestore's rule that every read comes before the first write. The memory
 * adapter enforces the rule too, so a violation fails in jest rather than only in production.
 */
export interface DocTx {
  get<T = DocData>(path: string): Promise<T | null>;
  query<T = DocData>(source: QuerySource, spec?: QuerySpec): Promise<Array<DocSnapshot<T>>>;
  set(path: string, data: DocData, options?: { merge?: boolean }): void;
  delete(path: string): void;
}

/** What a read-only step may use: a transaction before its writes, or the port itself. */
export type Reader = Pick<DocTx, 'get' | 'query'>;

export interface DocPort {
  get<T = DocData>(path: string): Promise<T | null>;
  query<T = DocData>(source: QuerySource, spec?: QuerySpec): Promise<Array<DocSnapshot<T>>>;
  /** Paths of up to `limit` documents of one collection, without reading their fields. */
  listPaths(collection: string, limit: number): Promise<string[]>;
  /** May run `fn` more than once (Firestore retries on contention): `fn` must only touch `tx`. */
  runTransaction<R>(fn: (tx: DocTx) => Promise<R>): Promise<R>;
  /** Deletes at most LIMITS.deleteBatchSize documents, atomically. */
  deleteBatch(paths: readonly string[]): Promise<void>;
}

export class ReadAfterWriteError extends Error {
  constructor() {
    super('A transaction read after writing: Firestore refuses that, so the memory store does too.');
    this.name = 'ReadAfterWriteError';
  }
}

/** Firestore refuses a commit (a transaction or a batch) of more writes than this. */
export const MAX_WRITES_PER_COMMIT = 500;

export class CommitTooLargeError extends Error {
  constructor() {
    super(
      `A transaction wrote more than ${MAX_WRITES_PER_COMMIT} documents: Firestore refuses that, so the memory store does too.`,
    );
    this.name = 'CommitTooLargeError';
  }
}

export class BatchTooLargeError extends Error {
  constructor(size: number, max: number) {
    super(`A delete batch of ${size} documents is larger than ${max}.`);
    this.name = 'BatchTooLargeError';
  }
}
