/**
 * A declared read on the in-memory database, refused exactly when firestore.rules would refuse it
 * (the rules suite on the emulator checks `allows` against the rules), so the demo never shows a
 * screen data that the real backend would deny.
 */
import type { EntityCollection } from '../store/entities';
import { refusalOfRead, rowsOf } from '../store/live-read-rows';
import type { LiveRead, Viewer } from '../store/live-reads';
import type { MemoryDb } from './memory-db';

export function runLiveRead<A, C extends EntityCollection, R>(
  db: Pick<MemoryDb, 'query'>,
  read: LiveRead<A, C, R>,
  args: A,
  viewer: Viewer | null,
): R[] {
  const refusal = refusalOfRead(read, args, viewer);
  if (refusal) throw refusal;
  const found = db.query(read.source(args), read.spec(args, viewer));
  return rowsOf(
    read,
    found.map(({ id, data }) => ({ id, data })),
  );
}
