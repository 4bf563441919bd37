/** The in-memory adapter: what jest, the contract suite and the web's demo backend stand on. */
export { createMemoryStore } from './memory-store';
export { countingPort } from './counting-port';
export { MemoryDb } from './memory-db';
export { runLiveRead } from './live-read';
export { createInlineImages } from './inline-images';
export type { DocData, DocSnapshot, QuerySource, QuerySpec } from '../kernel/store/doc-port';
