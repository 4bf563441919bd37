/** Writing the seed's documents with the Admin SDK, as the seed scripts do (dates as Timestamps). */
import type { Firestore } from 'firebase-admin/firestore';
import { toFirestore } from '../src/store/firestore-store';
import type { SeedDocument } from './seed-data';

/** Firestore's limit of writes per batch. */
export const MAX_BATCH_WRITES = 500;

/** Writes every document (a full set, so a re-run restores the seeded fields), at most 500 per batch. */
export async function seedFirestore(firestore: Firestore, documents: Readonly<Record<string, SeedDocument>>): Promise<number> {
  const entries = Object.entries(documents);
  for (let start = 0; start < entries.length; start += MAX_BATCH_WRITES) {
    const batch = firestore.batch();
    for (const [path, data] of entries.slice(start, start + MAX_BATCH_WRITES)) batch.set(firestore.doc(path), toFirestore(data));
    await batch.commit();
  }
  return entries.length;
}
