/**
 * A declared read's QuerySpec spelled in a query language's own words: the web SDK's constraints in
 * the browser, the Admin or emulator SDK's in tests. Apart from LIVE_READS, which says what is read.
 */
import type { QuerySpec, WhereOp } from '../kernel/store/doc-port';

/** The words of a query language (the web SDK's query constraints): a QuerySpec spelled in them. */
export interface QueryVocabulary<K> {
  where(field: string, op: WhereOp, value: unknown): K;
  orderBy(field: string, direction: 'asc' | 'desc'): K;
  limit(count: number): K;
}

export function constraintsOf<K>(spec: QuerySpec, words: QueryVocabulary<K>): K[] {
  return [
    ...(spec.where ?? []).map(([field, op, value]) => words.where(field, op, value)),
    ...(spec.orderBy ?? []).map(([field, direction]) => words.orderBy(field, direction)),
    ...(spec.limit === undefined ? [] : [words.limit(spec.limit)]),
  ];
}
