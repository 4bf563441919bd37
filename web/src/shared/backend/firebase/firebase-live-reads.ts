/**
 * The Firebase adapter's ReadRunner: a declared read becomes one Firestore listener (or one getDocs)
 * on the query the declaration states, never a read per row; the rules decide who may make it. The
 * firestore module is imported on first use so anonymous pages never download it. Documents leave
 * here as the declaration's rows (Timestamps as epoch milliseconds, each parsed with its entity's
 * schema), and refusals as the core DomainError, whichever adapter refused.
 */
import { DomainError, MESSAGES } from '@lab/domain/kernel';
import { constraintsOf, rowsOf, type EntityCollection, type LiveRead, type QuerySource } from '@lab/domain/store';
import type { DocumentData, Firestore, Query, QueryConstraint, Timestamp } from 'firebase/firestore';
import { refusalOf } from '../refusal-message';
import type { AuthUser, LiveReads, Unsubscribe } from '../port';
import { liveReadsOver } from '../read-runner';
import { fromFirestore } from './firestore-convert';

// The Firestore instance and its cache travel in this lazily loaded module (see firestore-cache.ts).
export { clearFullFirestore, clearPendingFirestoreCache, loadFullFirestore, type FirestoreSource } from './firestore-cache';

type FirestoreModule = typeof import('firebase/firestore');

const loadFirestoreModule = (): Promise<FirestoreModule> => import('firebase/firestore');

interface ReadDoc {
  id: string;
  data(): DocumentData;
}

/** The declared read spelled in the web SDK. */
function queryOf<A, C extends EntityCollection, R>(
  fs: FirestoreModule,
  db: Firestore,
  read: LiveRead<A, C, R>,
  args: A,
  user: AuthUser | null,
): Query {
  const source: QuerySource = read.source(args);
  const from = 'group' in source ? fs.collectionGroup(db, source.group) : fs.collection(db, source.collection);
  return fs.query(from, ...constraintsOf<QueryConstraint, Timestamp>(read.spec(args, user), fs, fs.Timestamp));
}

function rowsFrom<A, C extends EntityCollection, R>(read: LiveRead<A, C, R>, docs: readonly ReadDoc[]): R[] {
  return rowsOf(
    read,
    docs.map((doc) => ({ id: doc.id, data: fromFirestore(doc.data()) })),
  );
}

export function createFirebaseLiveReads(loadFirestore: () => Promise<Firestore>, currentUser: () => AuthUser | null): LiveReads {
  const load = () => Promise.all([loadFirestoreModule(), loadFirestore()]);

  return liveReadsOver({
    async get(read, args) {
      const [fs, db] = await load();
      try {
        const snapshot = await fs.getDocs(queryOf(fs, db, read, args, currentUser()));
        return rowsFrom(read, snapshot.docs);
      } catch (error) {
        throw refusalOf(error);
      }
    },

    /**
     * Opens one listener once the SDK has loaded. Unsubscribing before that cancels the opening, so
     * a screen left quickly leaves no listener behind.
     */
    watch(read, args, live) {
      let cancelled = false;
      let stop: Unsubscribe | null = null;
      void load().then(
        ([fs, db]) => {
          if (cancelled) return;
          const user = currentUser();
          if (!user) {
            live.error(new DomainError('unauthenticated', MESSAGES.unauthenticated));
            return;
          }
          stop = fs.onSnapshot(
            queryOf(fs, db, read, args, user),
            (snapshot) => {
              const docs = snapshot.docs.map((doc) => ({ id: doc.id, data: () => doc.data({ serverTimestamps: 'estimate' }) }));
              live.next(rowsFrom(read, docs));
            },
            (error) => live.error(refusalOf(error)),
          );
        },
        (error: unknown) => {
          if (!cancelled) live.error(refusalOf(error));
        },
      );
      return () => {
        cancelled = true;
        stop?.();
      };
    },
  });
}
