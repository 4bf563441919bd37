/**
 * Firestore hands dates back as Timestamps; the domain speaks epoch milliseconds (core DATE_FIELDS).
 * Converting every Timestamp-like value, wherever it sits, also covers nested ones such as
 * registros[].timestamp.
 */
interface TimestampLike {
  toMillis(): number;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function';
}

export function fromFirestore<T>(value: unknown): T {
  return convert(value) as T;
}

function convert(value: unknown): unknown {
  if (isTimestampLike(value)) return value.toMillis();
  if (Array.isArray(value)) return value.map(convert);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, convert(inner)]));
  }
  return value;
}
