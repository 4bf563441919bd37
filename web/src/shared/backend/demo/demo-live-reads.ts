/**
 * The demo backend's live reads: the very queries the Firebase adapter makes, run against the
 * in-memory database and re-run on every commit (this tab's, or another tab's snapshot loaded into
 * it). They refuse what firestore.rules would refuse, so the demo never shows a screen data that
 * the real backend would deny.
 */
import { DomainError, MESSAGES, paths } from '@lab/domain';
import type { AcessoDoc, ChatDoc, ContatoDoc, ConversaDoc, EstatisticaDoc, MailDoc, SkinDoc, UserDoc } from '@lab/domain';
import type { DocSnapshot, MemoryDb, QuerySpec } from '@lab/domain/memory';
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

function permissionDenied(): DomainError {
  return new DomainError('permission-denied', MESSAGES.permissionDenied);
}

function unauthenticated(): DomainError {
  return new DomainError('unauthenticated', MESSAGES.unauthenticated);
}

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

  function signedIn(): AuthUser {
    const user = currentUser();
    if (!user) throw unauthenticated();
    return user;
  }

  function ownerOnly(): AuthUser {
    const user = signedIn();
    if (!user.admin) throw permissionDenied();
    return user;
  }

  /** Non-owners may only list documents whose `uids` include them, as the rules demand of queries. */
  function participantQuery(orderBy: NonNullable<QuerySpec['orderBy']>): QuerySpec {
    const user = signedIn();
    return user.admin ? { orderBy } : { where: [['uids', 'array-contains', user.uid]], orderBy };
  }

  const dataOf = <T>(rows: Array<DocSnapshot<T>>): T[] => rows.map((row) => row.data);

  return {
    async listSkins(uid: string): Promise<SkinDoc[]> {
      signedIn();
      return dataOf(db.query<SkinDoc>({ collection: paths.skins(uid) }, { orderBy: [['data', 'asc']] }));
    },

    watchContacts(scope, live) {
      return watch(() => {
        const user = signedIn();
        if (scope.admin && !user.admin) throw permissionDenied();
        if (!scope.admin && scope.uid !== user.uid) throw permissionDenied();
        const source = { collection: paths.contatos() };
        const spec: QuerySpec = scope.admin
          ? { orderBy: [['ultimaConversaData', 'desc']] }
          : { where: [['uids', 'array-contains', scope.uid]], orderBy: [['ultimaConversaData', 'desc']] };
        return dataOf(db.query<ContatoDoc>(source, spec));
      }, live);
    },

    watchConversations(contactId, live) {
      return watch(() => {
        const source = { collection: paths.conversas(contactId) };
        return dataOf(db.query<ConversaDoc>(source, participantQuery([['dataUltimaMensagem', 'desc']])));
      }, live);
    },

    watchChat(contactId, conversationId, live) {
      return watch(() => {
        const source = { collection: paths.chat(contactId, conversationId) };
        return dataOf(db.query<ChatDoc>(source, participantQuery([['data', 'asc']])));
      }, live);
    },

    watchUsers(live: Live<UserRow[]>) {
      return watch(() => {
        ownerOnly();
        return db
          .query<UserDoc>({ collection: 'users' }, { orderBy: [['data', 'desc']] })
          .map((row) => ({ ...row.data, id: row.id }));
      }, live);
    },

    watchAccessLog(live: Live<AcessoRow[]>) {
      return watch(() => {
        ownerOnly();
        return db
          .query<AcessoDoc>({ collection: paths.acessos() }, { orderBy: [['data', 'desc']] })
          .map((row) => ({ ...row.data, id: row.id }));
      }, live);
    },

    watchUnseenAccessCount(live: Live<number>) {
      return watch(() => {
        ownerOnly();
        return db.query({ collection: paths.acessos() }, { where: [['visto', '==', false]], limit: UNSEEN_ACCESS_COUNT_MAX + 1 })
          .length;
      }, live);
    },

    watchStats(sinceDay: string, live: Live<EstatisticaDoc[]>) {
      return watch(() => {
        ownerOnly();
        return dataOf(db.query<EstatisticaDoc>({ collection: paths.estatisticas() }, { where: [['dia', '>=', sinceDay]] }));
      }, live);
    },

    watchOutbox(live: Live<MailRow[]>) {
      return watch(() => {
        ownerOnly();
        return db
          .query<MailDoc>({ collection: paths.mails() }, { orderBy: [['data', 'desc']] })
          .map((row) => ({ ...row.data, id: row.id }));
      }, live);
    },

    watchConversationMail(contactId: string, conversationId: string, live: Live<MailRow[]>) {
      return watch(() => {
        ownerOnly();
        return db
          .query<MailDoc>(
            { collection: paths.mails() },
            {
              where: [
                ['idContato', '==', contactId],
                ['idConversa', '==', conversationId],
              ],
              orderBy: [['data', 'asc']],
            },
          )
          .map((row) => ({ ...row.data, id: row.id }));
      }, live);
    },
  };
}
