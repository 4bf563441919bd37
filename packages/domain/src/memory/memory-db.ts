/**
 * A small in-memory document database with Firestore's shape: documents at slash paths, collections,
 * collection groups, simple queries, serialisable transactions and change listeners. The memory Store
 * and the web's demo backend both stand on it, so the demo reads the same queries the Firebase
 * adapter makes. Plain TypeScript: it runs in jest, in Node and in the browser.
 */
import type { DocData, DocSnapshot, QuerySource, QuerySpec, WhereOp } from '../kernel/store/doc-port';

export interface Transaction {
  get<T = DocData>(path: string): T | null;
  query<T = DocData>(source: QuerySource, spec?: QuerySpec): Array<DocSnapshot<T>>;
  set(path: string, data: DocData, options?: { merge?: boolean }): void;
  delete(path: string): void;
}

export type WriteOp = { kind: 'set'; path: string; data: DocData; merge: boolean } | { kind: 'delete'; path: string };

export type ChangeListener = (changedPaths: readonly string[]) => void;

export class MemoryDb {
  private docs = new Map<string, DocData>();
  private listeners = new Set<ChangeListener>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Test hook: called with the ops about to commit; throwing aborts the commit (simulated failure). */
  beforeCommit: ((ops: readonly WriteOp[]) => void) | null = null;

  constructor(initial?: Record<string, DocData>) {
    if (initial) this.load(initial);
  }

  /** Replaces every document (used to load a seed or another tab's snapshot). */
  load(all: Record<string, DocData>): void {
    this.docs = new Map(Object.entries(all).map(([path, data]) => [normalise(path), clone(data)]));
    this.emit([...this.docs.keys()]);
  }

  /** Every document by path, deep-copied: the serialisable form of the whole database. */
  toJSON(): Record<string, DocData> {
    const out: Record<string, DocData> = {};
    for (const [path, data] of [...this.docs.entries()].sort(([a], [b]) => a.localeCompare(b))) out[path] = clone(data);
    return out;
  }

  get<T = DocData>(path: string): T | null {
    const data = this.docs.get(normalise(path));
    return data ? (clone(data) as T) : null;
  }

  query<T = DocData>(source: QuerySource, spec: QuerySpec = {}): Array<DocSnapshot<T>> {
    return runQuery<T>(this.docs, source, spec);
  }

  /** Number of documents, optionally under a path prefix (tests measure writes with it). */
  count(prefix = ''): number {
    if (prefix === '') return this.docs.size;
    const p = normalise(prefix) + '/';
    let n = 0;
    for (const key of this.docs.keys()) if (key.startsWith(p)) n += 1;
    return n;
  }

  /**
   * Runs `fn` with exclusive access: transactions are serialised, so of two conflicting ones the
   * second sees the first's writes (exactly one of two creates of the same unique name wins).
   * Writes are buffered and applied all at once; if `fn` throws, nothing is written.
   */
  runTransaction<R>(fn: (tx: Transaction) => R | Promise<R>): Promise<R> {
    const run = async (): Promise<R> => {
      const ops: WriteOp[] = [];
      const overlay = new Map<string, DocData | null>();
      const tx: Transaction = {
        get: <T>(path: string) => {
          const key = normalise(path);
          const data = overlay.has(key) ? overlay.get(key) : this.docs.get(key);
          return data ? (clone(data) as T) : null;
        },
        query: <T>(source: QuerySource, spec: QuerySpec = {}) => runQuery<T>(withOverlay(this.docs, overlay), source, spec),
        set: (path, data, options) => {
          const key = normalise(path);
          const merge = options?.merge ?? false;
          const base = overlay.has(key) ? overlay.get(key) : this.docs.get(key);
          overlay.set(key, merge && base ? { ...base, ...clone(data) } : clone(data));
          ops.push({ kind: 'set', path: key, data: clone(data), merge });
        },
        delete: (path) => {
          const key = normalise(path);
          overlay.set(key, null);
          ops.push({ kind: 'delete', path: key });
        },
      };
      const result = await fn(tx);
      this.commit(ops);
      return result;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Applies a batch of writes atomically, outside any transaction (like a Firestore WriteBatch). */
  batch(ops: readonly WriteOp[]): Promise<void> {
    return this.runTransaction((tx) => {
      for (const op of ops) {
        if (op.kind === 'set') tx.set(op.path, op.data, { merge: op.merge });
        else tx.delete(op.path);
      }
    });
  }

  /** Listens to every commit; returns the function that stops listening. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private commit(ops: readonly WriteOp[]): void {
    if (ops.length === 0) return;
    this.beforeCommit?.(ops);
    for (const op of ops) {
      if (op.kind === 'delete') this.docs.delete(op.path);
      else {
        const base = this.docs.get(op.path);
        this.docs.set(op.path, op.merge && base ? { ...base, ...op.data } : op.data);
      }
    }
    this.emit([...new Set(ops.map((op) => op.path))]);
  }

  private emit(changed: readonly string[]): void {
    for (const listener of [...this.listeners]) listener(changed);
  }
}

/** The id of the collection a document path sits in ("users/u/skins/s" -> "skins"). */
function collectionIdOf(path: string): string {
  const segments = normalise(path).split('/');
  return segments[segments.length - 2] ?? '';
}

function parentCollectionOf(path: string): string {
  const segments = normalise(path).split('/');
  return segments.slice(0, -1).join('/');
}

function lastSegment(path: string): string {
  const segments = normalise(path).split('/');
  return segments[segments.length - 1] ?? '';
}

/**
 * The documents as a transaction sees them (its own writes over the committed ones), walked lazily:
 * copying the whole map on every query would cost the size of the database each time.
 */
function* withOverlay(docs: Map<string, DocData>, overlay: Map<string, DocData | null>): Iterable<[string, DocData]> {
  for (const entry of docs) if (!overlay.has(entry[0])) yield entry;
  for (const [path, data] of overlay) if (data !== null) yield [path, data];
}

function normalise(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** Order-independent: matches are sorted by orderBy, then by path (in the last orderBy's direction, as Firestore does). */
function runQuery<T>(docs: Iterable<[string, DocData]>, source: QuerySource, spec: QuerySpec): Array<DocSnapshot<T>> {
  const matches: Array<DocSnapshot<T>> = [];
  const collection = 'collection' in source ? normalise(source.collection) : null;
  for (const [path, data] of docs) {
    if (
      collection !== null ? parentCollectionOf(path) !== collection : collectionIdOf(path) !== (source as { group: string }).group
    )
      continue;
    // `__name__` is the document's id, as Firestore's documentId() field path reads it.
    const valueOf = (field: string) => (field === '__name__' ? lastSegment(path) : fieldValue(data, field));
    if (!(spec.where ?? []).every(([field, op, value]) => matchesWhere(valueOf(field), op, value))) continue;
    matches.push({ path, id: lastSegment(path), data: clone(data) as T });
  }
  const order = spec.orderBy ?? [];
  matches.sort((a, b) => {
    for (const [field, direction] of order) {
      const c = compare((a.data as DocData)[field], (b.data as DocData)[field]);
      if (c !== 0) return direction === 'desc' ? -c : c;
    }
    // Firestore's implicit last order, __name__, goes the way the last orderBy goes.
    const byPath = a.path.localeCompare(b.path);
    return order.at(-1)?.[1] === 'desc' ? -byPath : byPath;
  });
  return spec.limit === undefined ? matches : matches.slice(0, spec.limit);
}

/** A field by its path, as Firestore reads one: `respondendo.uid` is a field of a map. */
function fieldValue(data: DocData, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => (isMap(value) ? value[key] : undefined), data);
}

function isMap(value: unknown): value is DocData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function matchesWhere(actual: unknown, op: WhereOp, expected: unknown): boolean {
  switch (op) {
    case '==':
      return actual === expected;
    case 'array-contains':
      return Array.isArray(actual) && actual.includes(expected);
    case 'in':
      return Array.isArray(expected) && expected.includes(actual);
    case '>=':
      // Firestore compares only values of the same type: a range never matches a field of another.
      return typeof actual === typeof expected && actual !== undefined && actual !== null && compare(actual, expected) >= 0;
  }
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Query fields hold strings, numbers or booleans; anything else sorts by its JSON text.
  const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
  return text(a).localeCompare(text(b));
}

function clone<T>(value: T): T {
  return structuredClone(value);
}
