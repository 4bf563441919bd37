/**
 * The Store port and the document-level logic every adapter shares. No adapter lives here: the
 * memory one is `@lab/domain/memory`, the Firestore one stays in the functions workspace, beside
 * firebase-admin.
 */
export * from './store';
export { createDocStore } from './doc-store';
export { withPublishedSnapshots } from '../published/store/skin-publish';
export { BatchTooLargeError } from '../kernel/store/doc-port';
export type { DocData, DocPort, DocSnapshot, DocTx, QuerySource, QuerySpec } from '../kernel/store/doc-port';
export { decodePublished } from '../published/store/decode-published';
export { ENTITY_SCHEMAS, entityCollectionOf, parseDocument, parseEntity } from './entities';
export { seedAccountSchema } from '../skins/store/seed-account';
export type { Entities, EntityCheck, EntityCollection } from './entities';
export { LIVE_READS } from './live-reads';
export { constraintsOf } from './query-vocabulary';
export type { QueryVocabulary } from './query-vocabulary';
export type {
  AcessoRow,
  InboxLeadsArgs,
  LeadRow,
  BookingRow,
  HerBookingsArgs,
  PendingTestimonialsArgs,
  OneLeadArgs,
  ArgsOf,
  LiveRead,
  LiveReadName,
  MailRow,
  RowOf,
  SkinVisitsArgs,
  UserRow,
  Viewer,
} from './live-reads';
export { refusalOfRead, rowsOf } from './live-read-rows';
export type { MalformedReport, ReadDocument } from './live-read-rows';
