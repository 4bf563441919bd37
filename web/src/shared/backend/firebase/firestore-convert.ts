/**
 * Documents read through the Firestore web SDK (the signed-in screens' live reads), in the domain's
 * shape. Dates go through the domain's date codec; the SDK hands Timestamps back, recognised by their
 * toMillis(). The public reads decode the REST format themselves (firestore-rest.ts).
 */
import { datesFromStore, type TimestampCodec } from '@lab/domain/kernel';

interface TimestampLike {
  toMillis(): number;
}

const TIMESTAMPS: Pick<TimestampCodec<TimestampLike>, 'isTimestamp' | 'toMillis'> = {
  isTimestamp: (value): value is TimestampLike =>
    typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function',
  toMillis: (timestamp) => timestamp.toMillis(),
};

/** Every Timestamp, wherever it sits (registros[].timestamp too), becomes epoch milliseconds. */
export function fromFirestore<T>(data: Record<string, unknown>): T {
  return datesFromStore(data, TIMESTAMPS) as T;
}
