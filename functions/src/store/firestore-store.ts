/**
 * The Store on Cloud Firestore through firebase-admin. It only moves documents: the domain logic is
 * the same doc-store the memory adapter runs, so the tests that run here cover its decisions, and the
 * contract suite (store.firestore.emulator.test.ts) covers this file wherever the emulator runs.
 * Dates are epoch ms in the domain and Timestamps in Firestore (the domain's date codec converts).
 *
 * Every document read is parsed with its collection's schema. A malformed one is logged; a plain read
 * then leaves it out (absent for a get, skipped in a list), so handlers never meet it. A transaction
 * still sees it as it is: its decisions (is this name reserved, is there a conversation to delete)
 * are about what exists, and leaving a document out would make it overwrite or keep it.
 */
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { dateToStore, datesFromStore, datesToStore, LIMITS, type TimestampCodec } from '@lab/domain/kernel';
import type { HandlerLogger } from '@lab/domain/handlers';
import {
  BatchTooLargeError,
  createDocStore,
  parseDocument,
  type DocData,
  type DocPort,
  type DocSnapshot,
  type DocTx,
  type QuerySource,
  type QuerySpec,
  type Store,
} from '@lab/domain/store';

/** Contended commands (many creates of one name) may need more than the SDK's default 5 attempts. */
const MAX_TRANSACTION_ATTEMPTS = 10;

const TIMESTAMPS: TimestampCodec<Timestamp> = {
  isTimestamp: (value): value is Timestamp => value instanceof Timestamp,
  toMillis: (timestamp) => timestamp.toMillis(),
  fromMillis: (ms) => Timestamp.fromMillis(ms),
};

export type StoreLogger = Pick<HandlerLogger, 'warn'>;

export function createFirestoreStore(firestore: Firestore, log: StoreLogger = console): Store {
  return createDocStore(firestorePort(firestore, log));
}

export function firestorePort(firestore: Firestore, log: StoreLogger = console): DocPort {
  const toQuery = (source: QuerySource, spec: QuerySpec = {}): Query => {
    let query: Query = 'collection' in source ? firestore.collection(source.collection) : firestore.collectionGroup(source.group);
    for (const [field, op, value] of spec.where ?? []) query = query.where(field, op, dateToStore(field, value, TIMESTAMPS));
    for (const [field, direction] of spec.orderBy ?? []) query = query.orderBy(field, direction);
    if (spec.limit !== undefined) query = query.limit(spec.limit);
    return query;
  };

  /** The document in the domain's shape; when it is malformed, null, or (keepMalformed) its converted fields. */
  const read = (path: string, data: DocumentData, keepMalformed: boolean): DocData | null => {
    const fields = fromFirestore(data);
    const parsed = parseDocument(path, fields);
    if (parsed.ok) return parsed.data;
    log.warn('Firestore: a malformed document was read', { path, problem: parsed.problem });
    return keepMalformed ? fields : null;
  };

  const snapshots = <T>(
    docs: ReadonlyArray<{ ref: { path: string }; id: string; data(): DocumentData }>,
    keepMalformed: boolean,
  ): Array<DocSnapshot<T>> =>
    docs.flatMap((d) => {
      const data = read(d.ref.path, d.data(), keepMalformed);
      return data === null ? [] : [{ path: d.ref.path, id: d.id, data: data as T }];
    });

  const dataOf = <T>(snap: DocumentSnapshot, keepMalformed: boolean): T | null =>
    snap.exists ? (read(snap.ref.path, snap.data() ?? {}, keepMalformed) as T | null) : null;

  const transactionOf = (t: Transaction): DocTx => ({
    get: async <T>(path: string) => dataOf<T>(await t.get(firestore.doc(path)), true),
    query: async <T>(source: QuerySource, spec?: QuerySpec) => snapshots<T>((await t.get(toQuery(source, spec))).docs, true),
    set: (path, data, options) => {
      t.set(firestore.doc(path), toFirestore(data), { merge: options?.merge ?? false });
    },
    delete: (path) => {
      t.delete(firestore.doc(path));
    },
  });

  return {
    get: async <T>(path: string) => dataOf<T>(await firestore.doc(path).get(), false),
    query: async <T>(source: QuerySource, spec?: QuerySpec) => snapshots<T>((await toQuery(source, spec).get()).docs, false),
    listPaths: async (collection, limit) => {
      // select() with no field reads only the names: a delete needs nothing more.
      const snap = await firestore.collection(collection).select().limit(limit).get();
      return snap.docs.map((d) => d.ref.path);
    },
    runTransaction: (fn) => firestore.runTransaction((t) => fn(transactionOf(t)), { maxAttempts: MAX_TRANSACTION_ATTEMPTS }),
    deleteBatch: async (paths) => {
      if (paths.length > LIMITS.deleteBatchSize) throw new BatchTooLargeError(paths.length, LIMITS.deleteBatchSize);
      if (paths.length === 0) return;
      const batch = firestore.batch();
      for (const path of paths) batch.delete(firestore.doc(path));
      await batch.commit();
    },
  };
}

/** Instants become Timestamps in DATE_FIELDS at any depth (registros[].timestamp); undefined is dropped. */
export function toFirestore(data: DocData): DocumentData {
  return datesToStore(data, TIMESTAMPS);
}

/** Every Timestamp becomes epoch ms, wherever it sits. */
export function fromFirestore(data: DocumentData): DocData {
  return datesFromStore(data, TIMESTAMPS);
}
