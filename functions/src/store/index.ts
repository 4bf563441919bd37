/**
 * What the web's demo backend and the tests import. The Firestore adapter is left out on purpose:
 * it pulls in firebase-admin, which must never reach the browser bundle.
 */
export * from './store';
export { createMemoryStore } from './memory-store';
export { MemoryDb } from './memory-db';
export type { DocData, DocSnapshot, QuerySource, QuerySpec, Transaction, WriteOp, ChangeListener } from './memory-db';
