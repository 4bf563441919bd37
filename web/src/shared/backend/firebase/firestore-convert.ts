/**
 * Documents read from Firestore, in the domain's shape. Dates go through the domain's date codec;
 * both SDKs the web uses (full and Lite) hand Timestamps back, each its own class, so a Timestamp is
 * recognised by its toMillis().
 */
import { datesFromStore, type TimestampCodec } from '@lab/domain';

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
