/**
 * The Firebase adapter's live reads: one Firestore listener (or one getDocs) per list, never a read
 * per row. The firestore module is imported on first use so anonymous pages never download it.
 * Documents leave here in the domain's shape: Timestamps become epoch milliseconds, and each document
 * is parsed with its entity's schema, so a malformed one is reported and skipped instead of reaching
 * a screen. Refusals reach the screens as the core DomainError, whichever adapter refused.
 */
import { DomainError, MESSAGES, paths } from '@lab/domain';
import type { SkinDoc } from '@lab/domain';
import { parseEntity, type Entities, type EntityCollection } from '@lab/domain/store';
import type { DocumentData, Firestore, Query, QueryConstraint } from 'firebase/firestore';
import { refusalOf } from '../refusal-message';
import {
  UNSEEN_ACCESS_COUNT_MAX,
  type AcessoRow,
  type AuthUser,
  type Live,
  type LiveReads,
  type MailRow,
  type Unsubscribe,
  type UserRow,
} from '../port';
import { fromFirestore } from './firestore-convert';

type FirestoreModule = typeof import('firebase/firestore');

const loadFirestoreModule = (): Promise<FirestoreModule> => import('firebase/firestore');

interface ReadDoc {
  id: string;
  data(): DocumentData;
}

/** The documents that parse as `collection`'s entity, each with its id; a malformed one is reported and left out. */
function entitiesOf<C extends EntityCollection>(
  collection: C,
  docs: readonly ReadDoc[],
): Array<[id: string, entity: Entities[C]]> {
  return docs.flatMap((doc): Array<[string, Entities[C]]> => {
    const parsed = parseEntity(collection, fromFirestore(doc.data()));
    if (parsed.ok) return [[doc.id, parsed.data]];
    console.warn('Documento fora do formato ignorado:', `${collection}/${doc.id}`, parsed.problem);
    return [];
  });
}

export function createFirebaseLiveReads(loadFirestore: () => Promise<Firestore>, currentUser: () => AuthUser | null): LiveReads {
  /**
   * Opens one listener once the SDK has loaded. Unsubscribing before that cancels the opening, so
   * a screen left quickly leaves no listener behind.
   */
  function listen<C extends EntityCollection, T>(
    build: (fs: FirestoreModule, db: Firestore, user: AuthUser) => Query,
    collection: C,
    toRow: (id: string, entity: Entities[C]) => T,
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
            const docs = snapshot.docs.map((doc) => ({ id: doc.id, data: () => doc.data({ serverTimestamps: 'estimate' }) }));
            live.next(entitiesOf(collection, docs).map(([id, entity]) => toRow(id, entity)));
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
  }

  /** Non-owners must constrain list queries to documents naming them, or the rules refuse the query. */
  function participantsOnly(fs: FirestoreModule, user: AuthUser): QueryConstraint[] {
    return user.admin ? [] : [fs.where('uids', 'array-contains', user.uid)];
  }

  const asDoc = <T>(_id: string, entity: T): T => entity;

  return {
    async listSkins(uid: string): Promise<SkinDoc[]> {
      const [fs, db] = await Promise.all([loadFirestoreModule(), loadFirestore()]);
      try {
        const snapshot = await fs.getDocs(fs.query(fs.collection(db, paths.skins(uid)), fs.orderBy('data', 'asc')));
        return entitiesOf('skins', snapshot.docs).map(([, skin]) => skin);
      } catch (error) {
        throw refusalOf(error);
      }
    },

    watchContacts(scope, live) {
      return listen(
        (fs, db) => {
          const order = fs.orderBy('ultimaConversaData', 'desc');
          const contatos = fs.collection(db, paths.contatos());
          return scope.admin
            ? fs.query(contatos, order)
            : fs.query(contatos, fs.where('uids', 'array-contains', scope.uid), order);
        },
        'contatos',
        asDoc,
        live,
      );
    },

    watchConversations(contactId, live) {
      return listen(
        (fs, db, user) =>
          fs.query(
            fs.collection(db, paths.conversas(contactId)),
            ...participantsOnly(fs, user),
            fs.orderBy('dataUltimaMensagem', 'desc'),
          ),
        'conversas',
        asDoc,
        live,
      );
    },

    watchChat(contactId, conversationId, live) {
      return listen(
        (fs, db, user) =>
          fs.query(
            fs.collection(db, paths.chat(contactId, conversationId)),
            ...participantsOnly(fs, user),
            fs.orderBy('data', 'asc'),
          ),
        'chat',
        asDoc,
        live,
      );
    },

    watchUsers(live) {
      return listen(
        (fs, db) => fs.query(fs.collection(db, 'users'), fs.orderBy('data', 'desc')),
        'users',
        (id, user): UserRow => ({ ...user, id }),
        live,
      );
    },

    watchAccessLog(live) {
      return listen(
        (fs, db) => fs.query(fs.collection(db, paths.acessos()), fs.orderBy('data', 'desc')),
        'acessos',
        (id, acesso): AcessoRow => ({ ...acesso, id }),
        live,
      );
    },

    watchUnseenAccessCount(live) {
      // A listener on at most 100 small documents: the drawer's badge stays live without a count query.
      return listen(
        (fs, db) =>
          fs.query(fs.collection(db, paths.acessos()), fs.where('visto', '==', false), fs.limit(UNSEEN_ACCESS_COUNT_MAX + 1)),
        'acessos',
        (id) => id,
        { next: (ids) => live.next(ids.length), error: live.error },
      );
    },

    watchStats(sinceDay, live) {
      return listen(
        (fs, db) => fs.query(fs.collection(db, paths.estatisticas()), fs.where('dia', '>=', sinceDay)),
        'estatisticas',
        asDoc,
        live,
      );
    },

    watchOutbox(live) {
      return listen(
        (fs, db) => fs.query(fs.collection(db, paths.mails()), fs.orderBy('data', 'desc')),
        'mail',
        (id, mail): MailRow => ({ ...mail, id }),
        live,
      );
    },

    watchConversationMail(contactId, conversationId, live) {
      return listen(
        (fs, db) =>
          fs.query(
            fs.collection(db, paths.mails()),
            fs.where('idContato', '==', contactId),
            fs.where('idConversa', '==', conversationId),
            fs.orderBy('data', 'asc'),
          ),
        'mail',
        (id, mail): MailRow => ({ ...mail, id }),
        live,
      );
    },
  };
}
