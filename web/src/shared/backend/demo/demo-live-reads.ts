/**
 * The demo backend's ReadRunner: each declared read runs on the in-memory database and again on
 * every commit (this tab's, or another tab's snapshot loaded into it), refused exactly when
 * firestore.rules would refuse it (runLiveRead).
 */
import type { EntityCollection, LiveRead } from '@lab/domain/store';
import { runLiveRead, type MemoryDb } from '@lab/domain/memory';
import type { AuthUser, Live, LiveReads, Unsubscribe } from '../port';
import { liveReadsOver } from '../read-runner';

export function createDemoLiveReads(db: MemoryDb, currentUser: () => AuthUser | null): LiveReads {
  /**
   * Runs `read` now and after every commit. A read that throws reports the error once and stops,
   * as a Firestore listener does after a refusal. Unchanged results are not re-reported, so a
   * commit elsewhere in the database does not re-render every list.
   */
  function watch<T>(read: () => T, live: Live<T>): Unsubscribe {
    let stopped = false;
    let last: string | null = null;
    let stop: Unsubscribe = () => undefined;
    const run = (): void => {
      if (stopped) return;
      let value: T;
      try {
        value = read();
      } catch (error) {
        stopped = true;
        stop();
        live.error(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const serialised = JSON.stringify(value);
      if (serialised === last) return;
      last = serialised;
      live.next(value);
    };
    stop = db.subscribe(run);
    // Listeners report asynchronously in Firestore; the demo does too, so screens show their
    // loading state first on both backends.
    queueMicrotask(run);
    return () => {
      stopped = true;
      stop();
    };
  }

  const run = <A, C extends EntityCollection, R>(read: LiveRead<A, C, R>, args: A): R[] =>
    runLiveRead(db, read, args, currentUser());

  return liveReadsOver({
    get: async (read, args) => run(read, args),
    watch: (read, args, live) => watch(() => run(read, args), live),
  });
}
