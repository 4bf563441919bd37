import type { Firestore } from 'firebase/firestore';
import type { AuthUser, Live } from '../port';
import { createFirebaseLiveReads } from './firebase-live-reads';

/**
 * A stand-in for the firestore module that records each query as plain data, so the test reads
 * which query each screen makes without an emulator.
 */
type Recorded = { path: string; constraints: unknown[] };
type SnapshotHandler = (snapshot: { docs: Array<{ id: string; data: () => unknown }> }) => void;
const opened: Array<{ query: Recorded; next: SnapshotHandler; error: (e: unknown) => void; stopped: boolean }> = [];

jest.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ path }),
  query: (ref: { path: string }, ...constraints: unknown[]) => ({ path: ref.path, constraints }),
  where: (field: string, op: string, value: unknown) => ['where', field, op, value],
  orderBy: (field: string, direction: string) => ['orderBy', field, direction],
  onSnapshot: (query: Recorded, next: SnapshotHandler, error: (e: unknown) => void) => {
    const entry = { query, next, error, stopped: false };
    opened.push(entry);
    return () => {
      entry.stopped = true;
    };
  },
  getDocs: async (query: Recorded) => ({
    docs: [{ data: () => ({ username: 'lab', data: { toMillis: () => 5 }, path: query.path }) }],
  }),
}));

const owner: AuthUser = { uid: 'owner-dona', admin: true, name: '', givenName: '', email: '', photo: '' };
const visitor: AuthUser = { uid: 'user-visitante', admin: false, name: '', givenName: '', email: '', photo: '' };
const fakeDb = {} as Firestore;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const ignore: Live<unknown[]> = { next: () => undefined, error: () => undefined };

beforeEach(() => {
  opened.length = 0;
});

describe('firebase live reads', () => {
  it('asks for the contacts naming the user, newest first, for non-owners', async () => {
    const reads = createFirebaseLiveReads(async () => fakeDb, () => visitor);
    reads.watchContacts({ uid: visitor.uid, admin: false }, ignore);
    await flush();
    expect(opened[0]!.query).toEqual({
      path: 'contatos',
      constraints: [['where', 'uids', 'array-contains', 'user-visitante'], ['orderBy', 'ultimaConversaData', 'desc']],
    });
  });

  it('asks owners for every contact', async () => {
    const reads = createFirebaseLiveReads(async () => fakeDb, () => owner);
    reads.watchContacts({ uid: owner.uid, admin: true }, ignore);
    await flush();
    expect(opened[0]!.query.constraints).toEqual([['orderBy', 'ultimaConversaData', 'desc']]);
  });

  it('reads conversations newest first and a thread in time order, within what the rules allow', async () => {
    const reads = createFirebaseLiveReads(async () => fakeDb, () => visitor);
    reads.watchConversations('lab_visitante', ignore);
    reads.watchChat('lab_visitante', 'principal', ignore);
    await flush();
    expect(opened.map((o) => o.query)).toEqual([
      {
        path: 'contatos/lab_visitante/conversas',
        constraints: [['where', 'uids', 'array-contains', 'user-visitante'], ['orderBy', 'dataUltimaMensagem', 'desc']],
      },
      {
        path: 'contatos/lab_visitante/conversas/principal/chat',
        constraints: [['where', 'uids', 'array-contains', 'user-visitante'], ['orderBy', 'data', 'asc']],
      },
    ]);
  });

  it('reads users and the access log newest first, with ids and dates in epoch ms', async () => {
    const reads = createFirebaseLiveReads(async () => fakeDb, () => owner);
    const users: unknown[] = [];
    reads.watchUsers({ next: (v) => users.push(v), error: () => undefined });
    reads.watchAccessLog(ignore);
    await flush();
    expect(opened.map((o) => o.query)).toEqual([
      { path: 'users', constraints: [['orderBy', 'data', 'desc']] },
      { path: 'acessos', constraints: [['orderBy', 'data', 'desc']] },
    ]);
    opened[0]!.next({ docs: [{ id: 'u1', data: () => ({ nomeGoogle: 'Ana', data: { toMillis: () => 42 } }) }] });
    expect(users).toEqual([[{ id: 'u1', nomeGoogle: 'Ana', data: 42 }]]);
  });

  it('turns a refused listener into the Portuguese permission error', async () => {
    const reads = createFirebaseLiveReads(async () => fakeDb, () => visitor);
    const errors: Error[] = [];
    reads.watchAccessLog({ next: () => undefined, error: (e) => errors.push(e) });
    await flush();
    opened[0]!.error({ code: 'permission-denied' });
    expect(errors[0]).toMatchObject({ code: 'permission-denied', message: 'Você não tem permissão para isso.' });
  });

  it('opens no listener when unsubscribed before the SDK loaded', async () => {
    const reads = createFirebaseLiveReads(async () => fakeDb, () => owner);
    const stop = reads.watchUsers(ignore);
    stop();
    await flush();
    expect(opened).toHaveLength(0);
  });

  it('lists skins with one query', async () => {
    const reads = createFirebaseLiveReads(async () => fakeDb, () => owner);
    await expect(reads.listSkins('owner-dona')).resolves.toEqual([
      { username: 'lab', data: 5, path: 'users/owner-dona/skins' },
    ]);
  });
});
