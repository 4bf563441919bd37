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
const fetched: Recorded[] = [];

/** Firestore hands dates back as Timestamps. */
const stamp = (ms: number) => ({ toMillis: () => ms });
const skin = {
  id_skins: 's1',
  username: 'lab',
  theme: 'CYBERPINK',
  is_main: true,
  data: 5,
  iconSkin: 'a.png',
  idUser: 'owner-dona',
};
const user = {
  idGoogle: 'u1',
  nomeGoogle: 'Ana',
  nomeCompletoGoogle: 'Ana Souza',
  emailGoogle: 'ana@example.com',
  picGoogle: 'ana.jpg',
  data: 42,
  isAdmin: false,
};

jest.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ path }),
  query: (ref: { path: string }, ...constraints: unknown[]) => ({ path: ref.path, constraints }),
  where: (field: string, op: string, value: unknown) => ['where', field, op, value],
  orderBy: (field: string, direction: string) => ['orderBy', field, direction],
  limit: (n: number) => ['limit', n],
  Timestamp: { fromMillis: (ms: number) => ({ timestampMillis: ms }) },
  onSnapshot: (query: Recorded, next: SnapshotHandler, error: (e: unknown) => void) => {
    const entry = { query, next, error, stopped: false };
    opened.push(entry);
    return () => {
      entry.stopped = true;
    };
  },
  getDocs: async (query: Recorded) => {
    fetched.push(query);
    return { docs: [{ id: 's1', data: () => ({ ...skin, data: stamp(skin.data) }) }] };
  },
}));

const owner: AuthUser = { uid: 'owner-dona', admin: true, name: '', givenName: '', email: '', photo: '' };
const visitor: AuthUser = { uid: 'user-visitante', admin: false, name: '', givenName: '', email: '', photo: '' };
const fakeDb = {} as Firestore;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const ignore: Live<unknown[]> = { next: () => undefined, error: () => undefined };

beforeEach(() => {
  opened.length = 0;
  fetched.length = 0;
});

describe('firebase live reads', () => {
  it('sends a date it filters on as a Timestamp, as the date is stored: her bookings from today on', async () => {
    const reads = createFirebaseLiveReads(
      async () => fakeDb,
      () => visitor,
    );
    reads.watchBookings({ uid: visitor.uid, desde: 1_700_000_000_000, limit: 300 }, ignore);
    await flush();
    expect(opened[0]!.query.constraints).toContainEqual(['where', 'comecaEm', '>=', { timestampMillis: 1_700_000_000_000 }]);
  });

  it('asks for the contacts naming the user, newest first, for non-owners', async () => {
    const reads = createFirebaseLiveReads(
      async () => fakeDb,
      () => visitor,
    );
    reads.watchContacts({ uid: visitor.uid, admin: false }, ignore);
    await flush();
    expect(opened[0]!.query).toEqual({
      path: 'contatos',
      constraints: [
        ['where', 'uids', 'array-contains', 'user-visitante'],
        ['orderBy', 'ultimaConversaData', 'desc'],
      ],
    });
  });

  it('asks owners for every contact', async () => {
    const reads = createFirebaseLiveReads(
      async () => fakeDb,
      () => owner,
    );
    reads.watchContacts({ uid: owner.uid, admin: true }, ignore);
    await flush();
    expect(opened[0]!.query.constraints).toEqual([['orderBy', 'ultimaConversaData', 'desc']]);
  });

  it('reads conversations newest first and a thread in time order, within what the rules allow', async () => {
    const reads = createFirebaseLiveReads(
      async () => fakeDb,
      () => visitor,
    );
    reads.watchConversations('lab_visitante', ignore);
    reads.watchChat('lab_visitante', 'principal', ignore);
    await flush();
    expect(opened.map((o) => o.query)).toEqual([
      {
        path: 'contatos/lab_visitante/conversas',
        constraints: [
          ['where', 'uids', 'array-contains', 'user-visitante'],
          ['orderBy', 'dataUltimaMensagem', 'desc'],
        ],
      },
      {
        path: 'contatos/lab_visitante/conversas/principal/chat',
        constraints: [
          ['where', 'uids', 'array-contains', 'user-visitante'],
          ['orderBy', 'data', 'asc'],
        ],
      },
    ]);
  });

  it('reads users and the access log newest first, with ids and dates in epoch ms', async () => {
    const reads = createFirebaseLiveReads(
      async () => fakeDb,
      () => owner,
    );
    const users: unknown[] = [];
    reads.watchUsers({ next: (v) => users.push(v), error: () => undefined });
    reads.watchAccessLog(ignore);
    await flush();
    expect(opened.map((o) => o.query)).toEqual([
      { path: 'users', constraints: [['orderBy', 'data', 'desc']] },
      { path: 'acessos', constraints: [['orderBy', 'data', 'desc']] },
    ]);
    opened[0]!.next({ docs: [{ id: 'u1', data: () => ({ ...user, data: stamp(user.data) }) }] });
    expect(users).toEqual([[{ ...user, id: 'u1', data: 42 }]]);
  });

  it('reports a malformed document and lists the others, rather than handing it to a screen', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reads = createFirebaseLiveReads(
      async () => fakeDb,
      () => owner,
    );
    const users: unknown[] = [];
    reads.watchUsers({ next: (v) => users.push(v), error: () => undefined });
    await flush();
    opened[0]!.next({
      docs: [
        { id: 'u0', data: () => ({ nomeGoogle: 'Sem o resto', data: stamp(1) }) },
        { id: 'u1', data: () => ({ ...user, data: stamp(user.data), legado: true }) },
      ],
    });
    expect(users).toEqual([[{ ...user, id: 'u1', data: 42 }]]);
    expect(warn).toHaveBeenCalledWith('Documento fora do formato ignorado:', 'users/u0', expect.stringContaining('idGoogle'));
    warn.mockRestore();
  });

  it('turns a refused listener into the Portuguese permission error', async () => {
    const reads = createFirebaseLiveReads(
      async () => fakeDb,
      () => visitor,
    );
    const errors: Error[] = [];
    reads.watchAccessLog({ next: () => undefined, error: (e) => errors.push(e) });
    await flush();
    opened[0]!.error({ code: 'permission-denied' });
    expect(errors[0]).toMatchObject({ code: 'permission-denied', message: 'Você não tem permissão para isso.' });
  });

  it('opens no listener when unsubscribed before the SDK loaded', async () => {
    const reads = createFirebaseLiveReads(
      async () => fakeDb,
      () => owner,
    );
    const stop = reads.watchUsers(ignore);
    stop();
    await flush();
    expect(opened).toHaveLength(0);
  });

  it('lists skins with one query, oldest first, with dates in epoch ms', async () => {
    const reads = createFirebaseLiveReads(
      async () => fakeDb,
      () => owner,
    );
    await expect(reads.listSkins('owner-dona')).resolves.toEqual([skin]);
    expect(fetched).toEqual([{ path: 'users/owner-dona/skins', constraints: [['orderBy', 'data', 'asc']] }]);
  });
});
