/**
 * The Firebase adapter's live reads: one Firestore listener (or one getDocs) per list, never a read
 * per row. The firestore module is imported on first use so anonymous pages never download it.
 * Documents leave here in the domain's shape: Timestamps become epoch milliseconds.
 */
import { DomainError, MESSAGES, paths } from '@lab/domain';
import type { AcessoDoc, ChatDoc, ContatoDoc, ConversaDoc, SkinDoc, UserDoc } from '@lab/domain';
import type { Firestore, Query, QueryConstraint } from 'firebase/firestore';
import type { AcessoRow, AuthUser, Live, LiveReads, Unsubscribe, UserRow } from '../port';
import { fromFirestore } from './firestore-convert';

type FirestoreModule = typeof import('firebase/firestore');

const loadFirestoreModule = (): Promise<FirestoreModule> => import('firebase/firestore');

/** Refusals reach the screens as the core DomainError, whichever adapter refused. */
function toDomainError(error: unknown): DomainError {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'permission-denied') return new DomainError('permission-denied', MESSAGES.permissionDenied);
  if (code === 'unauthenticated') return new DomainError('unauthenticated', MESSAGES.unauthenticated);
  return new DomainError('internal', MESSAGES.internal);
}

export function createFirebaseLiveReads(
  loadFirestore: () => Promise<Firestore>,
  currentUser: () => AuthUser | null,
): LiveReads {
  /**
   * Opens one listener once the SDK has loaded. Unsubscribing before that cancels the opening, so
   * a screen left quickly leaves no listener behind.
   */
  function listen<T>(
    build: (fs: FirestoreModule, db: Firestore, user: AuthUser) => Query,
    toRows: (id: string, data: unknown) => T,
    live: Live<T[]>,
  ): Unsubscribe {
    let cancelled = false;
    let stop: Unsubscribe | null = null;
    void Promise.all([loadFirestoreModule(), loadFirestore()]).then(
      ([fs, db]) => {
        if (cancelled) return;
        const user = currentUser();
        if (!user) {
          live.error(new DomainError('unauthenticated', MESSAGES.unauthenticated));
          return;
        }
        stop = fs.onSnapshot(
          build(fs, db, user),
          (snapshot) => {
            live.next(
              snapshot.docs.map((doc) => toRows(doc.id, fromFirestore(doc.data({ serverTimestamps: 'estimate' })))),
            );
          },
          (error) => live.error(toDomainError(error)),
        );
      },
      (error: unknown) => {
        if (!cancelled) live.error(toDomainError(error));
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }

  /** Non-owners must constrain list queries to documents naming them, or the rules refuse the query. */
  function participantsOnly(fs: FirestoreModule, user: AuthUser): QueryConstraint[] {
    return user.admin ? [] : [fs.where('uids', 'array-contains', user.uid)];
  }

  const asDoc = <T>(_id: string, data: unknown): T => data as T;

  return {
    async listSkins(uid: string): Promise<SkinDoc[]> {
      const [fs, db] = await Promise.all([loadFirestoreModule(), loadFirestore()]);
      try {
        const snapshot = await fs.getDocs(fs.query(fs.collection(db, paths.skins(uid)), fs.orderBy('data', 'asc')));
        return snapshot.docs.map((doc) => fromFirestore<SkinDoc>(doc.data()));
      } catch (error) {
        throw toDomainError(error);
      }
    },

    watchContacts(scope, live: Live<ContatoDoc[]>) {
      return listen(
        (fs, db) => {
          const order = fs.orderBy('ultimaConversaData', 'desc');
          const contatos = fs.collection(db, paths.contatos());
          return scope.admin
            ? fs.query(contatos, order)
            : fs.query(contatos, fs.where('uids', 'array-contains', scope.uid), order);
        },
        asDoc<ContatoDoc>,
        live,
      );
    },

    watchConversations(contactId, live: Live<ConversaDoc[]>) {
      return listen(
        (fs, db, user) =>
          fs.query(
            fs.collection(db, paths.conversas(contactId)),
            ...participantsOnly(fs, user),
            fs.orderBy('dataUltimaMensagem', 'desc'),
          ),
        asDoc<ConversaDoc>,
        live,
      );
    },

    watchChat(contactId, conversationId, live: Live<ChatDoc[]>) {
      return listen(
        (fs, db, user) =>
          fs.query(
            fs.collection(db, paths.chat(contactId, conversationId)),
            ...participantsOnly(fs, user),
            fs.orderBy('data', 'asc'),
          ),
        asDoc<ChatDoc>,
        live,
      );
    },

    watchUsers(live: Live<UserRow[]>) {
      return listen(
        (fs, db) => fs.query(fs.collection(db, 'users'), fs.orderBy('data', 'desc')),
        (id, data): UserRow => ({ ...(data as UserDoc), id }),
        live,
      );
    },

    watchAccessLog(live: Live<AcessoRow[]>) {
      return listen(
        (fs, db) => fs.query(fs.collection(db, paths.acessos()), fs.orderBy('data', 'desc')),
        (id, data): AcessoRow => ({ ...(data as AcessoDoc), id }),
        live,
      );
    },
  };
}
