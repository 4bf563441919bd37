/**
 * Dates are epoch milliseconds in the domain and Timestamps in Firestore. The walk between the two
 * is written once, here: each adapter passes its own SDK's Timestamp operations, so the domain
 * imports no SDK and every adapter converts the same fields the same way.
 */
import { DATE_FIELDS } from './paths';

type Fields = Record<string, unknown>;

/** What the walk needs of an SDK's Timestamp. */
export interface TimestampCodec<T> {
  isTimestamp(value: unknown): value is T;
  toMillis(timestamp: T): number;
  fromMillis(ms: number): T;
}

/**
 * For writing: instants in DATE_FIELDS become Timestamps at any depth (registros[].timestamp), other
 * numbers stay numbers, and undefined fields are dropped, as Firestore refuses them.
 */
export function datesToStore<T>(data: Fields, codec: Pick<TimestampCodec<T>, 'fromMillis'>): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) out[key] = dateToStore(key, value, codec);
  }
  return out;
}

/** A value as it is stored in `field`: also what a query compares that field with. */
export function dateToStore<T>(field: string, value: unknown, codec: Pick<TimestampCodec<T>, 'fromMillis'>): unknown {
  if (DATE_FIELDS.has(field) && typeof value === 'number') return codec.fromMillis(value);
  if (Array.isArray(value)) return value.map((item) => dateToStore(field, item, codec));
  if (isPlainObject(value)) return datesToStore(value, codec);
  return value;
}

/** For reading: every Timestamp becomes epoch milliseconds, wherever it sits and whatever its field. */
export function datesFromStore<T>(data: Fields, codec: Pick<TimestampCodec<T>, 'isTimestamp' | 'toMillis'>): Fields {
  return fromStore(data, codec) as Fields;
}

function fromStore<T>(value: unknown, codec: Pick<TimestampCodec<T>, 'isTimestamp' | 'toMillis'>): unknown {
  if (codec.isTimestamp(value)) return codec.toMillis(value);
  if (Array.isArray(value)) return value.map((item) => fromStore(item, codec));
  if (isPlainObject(value)) {
    const out: Fields = {};
    for (const [key, inner] of Object.entries(value)) out[key] = fromStore(inner, codec);
    return out;
  }
  return value;
}

/** Only plain objects are walked: an SDK's own values (references, Timestamps) are left whole. */
function isPlainObject(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
