/**
 * What a declared read is (live-reads.ts): apart from LIVE_READS so that a slice's own reads, declared
 * beside its documents, can be spread into it without importing the list they join.
 */
import type { QuerySource, QuerySpec } from '../kernel/store/doc-port';
import type { Entities, EntityCollection } from './entity-collections';

/** Who is reading, as the verified ID token says: the rules see exactly this. */
export interface Viewer {
  readonly uid: string;
  /** The `admin` custom claim. */
  readonly admin: boolean;
}

export interface LiveRead<A, C extends EntityCollection, R> {
  /** The collection whose entity schema decodes each document. */
  readonly entity: C;
  source(args: A): QuerySource;
  spec(args: A, viewer: Viewer | null): QuerySpec;
  /** Whether firestore.rules let `viewer` make this query. */
  allows(args: A, viewer: Viewer | null): boolean;
  row(id: string, entity: Entities[C]): R;
}

/** The arguments of a declared read. */
export type ArgsOf<L> = L extends LiveRead<infer A, EntityCollection, unknown> ? A : never;
/** One row of a declared read's answer. */
export type RowOf<L> = L extends LiveRead<never, EntityCollection, infer R> ? R : never;
