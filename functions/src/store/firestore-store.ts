/**
 * The Store on Cloud Firestore through firebase-admin. It only moves documents: the domain logic is
 * the same doc-store the memory adapter runs, so the tests that run here cover its decisions, and the
 * contract suite (store.firestore.emulator.test.ts) covers this file wherever the emulator runs.
 * Dates are epoch ms in the domain and Timestamps in Firestore (fields named in DATE_FIELDS).
 */
import { Timestamp, type DocumentData, type DocumentSnapshot, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { DATE_FIELDS, LIMITS } from '@lab/domain';
import { BatchTooLargeError, type DocData, type DocPort, type DocSnapshot, type DocTx, type QuerySource, type QuerySpec } from '@lab/domain/store';
import { createDocStore } from '@lab/domain/store';
import type { Store } from '@lab/domain/store';

/** Contended commands (many creates of one name) may need more than the SDK's default 5 attempts. */
const MAX_TRANSACTION_ATTEMPTS = 10;

export function createFirestoreStore(firestore: Firestore): Store {
  return createDocStore(firestorePort(firestore));
}

export function firestorePort(firestore: Firestore): DocPort {
  const toQuery = (source: QuerySource, spec: QuerySpec = {}): Query => {
    let query: Query = 'collection' in source ? firestore.collection(source.collection) : firestore.collectionGroup(source.group);
    for (const [field, op, value] of spec.where ?? []) query = query.where(field, op, toFirestoreValue(field, value));
    for (const [field, direction] of spec.orderBy ?? []) query = query.orderBy(field, direction);
    if (spec.limit !== undefined) query = query.limit(spec.limit);
    return query;
  };

  const snapshots = <T>(docs: ReadonlyArray<{ ref: { path: string }; id: string; data(): DocumentData }>): Array<DocSnapshot<T>> =>
    docs.map((d) => ({ path: d.ref.path, id: d.id, data: fromFirestore(d.data()) as T }));

  const dataOf = <T>(snap: DocumentSnapshot): T | null => (snap.exists ? (fromFirestore(snap.data() ?? {}) as T) : null);

  const transactionOf = (t: Transaction): DocTx => ({
    get: async <T>(path: string) => dataOf<T>(await t.get(firestore.doc(path))),
    query: async <T>(source: QuerySource, spec?: QuerySpec) => snapshots<T>((await t.get(toQuery(source, spec))).docs),
    set: (path, data, options) => {
      t.set(firestore.doc(path), toFirestore(data), { merge: options?.merge ?? false });
    },
    delete: (path) => {
      t.delete(firestore.doc(path));
    },
  });

  return {
    get: async <T>(path: string) => dataOf<T>(await firestore.doc(path).get()),
    query: async <T>(source: QuerySource, spec?: QuerySpec) => snapshots<T>((await toQuery(source, spec).get()).docs),
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function toFirestoreValue(field: string, value: unknown): unknown {
  if (DATE_FIELDS.has(field) && typeof value === 'number') return Timestamp.fromMillis(value);
  if (Array.isArray(value)) return value.map((item) => toFirestoreValue(field, item));
  if (isPlainObject(value)) return toFirestore(value);
  return value;
}

/** Instants become Timestamps in DATE_FIELDS at any depth (registros[].timestamp); undefined is dropped. */
export function toFirestore(data: DocData): DocumentData {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    out[key] = toFirestoreValue(key, value);
  }
  return out;
}

/** Every Timestamp becomes epoch ms, wherever it sits. */
export function fromFirestore(data: DocumentData): DocData {
  return fromFirestoreValue(data) as DocData;
}

function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = fromFirestoreValue(inner);
    return out;
  }
  return value;
}
