/**
 * A declared read's QuerySpec spelled in a query language's own words: the web SDK's constraints in
 * the browser, the Admin or emulator SDK's in tests. Apart from LIVE_READS, which says what is read.
 */
import type { QuerySpec, WhereOp } from '../kernel/store/doc-port';
import { dateToStore, type TimestampCodec } from '../kernel/date-codec';

/** The words of a query language (the web SDK's query constraints): a QuerySpec spelled in them. */
export interface QueryVocabulary<K> {
  where(field: string, op: WhereOp, value: unknown): K;
  orderBy(field: string, direction: 'asc' | 'desc'): K;
  limit(count: number): K;
}

/**
 * The constraints of a spec. A date is filtered on as it is stored, a Timestamp made by `timestamps`:
 * a number never matches one.
 */
export function constraintsOf<K, T>(
  spec: QuerySpec,
  words: QueryVocabulary<K>,
  timestamps: Pick<TimestampCodec<T>, 'fromMillis'>,
): K[] {
  return [
    ...(spec.where ?? []).map(([field, op, value]) => words.where(field, op, dateToStore(field, value, timestamps))),
    ...(spec.orderBy ?? []).map(([field, direction]) => words.orderBy(field, direction)),
    ...(spec.limit === undefined ? [] : [words.limit(spec.limit)]),
  ];
}
