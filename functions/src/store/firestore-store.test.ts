import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { firestorePort, fromFirestore, toFirestore } from './firestore-store';

const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);

describe('the Firestore adapter’s date conversion', () => {
  it('writes the date fields as Timestamps, at any depth, and leaves other numbers alone', () => {
    const written = toFirestore({
      data: T0,
      criadoEm: T0 + 1,
      registros: [{ path: '/', timestamp: T0 + 2 }],
      order: 3,
      hits: [T0],
      nested: { ultimaConversaData: T0 + 3 },
    });
    expect(written.data).toEqual(Timestamp.fromMillis(T0));
    expect(written.criadoEm).toEqual(Timestamp.fromMillis(T0 + 1));
    expect(written.registros).toEqual([{ path: '/', timestamp: Timestamp.fromMillis(T0 + 2) }]);
    expect(written.order).toBe(3);
    expect(written.hits).toEqual([T0]);
    expect(written.nested).toEqual({ ultimaConversaData: Timestamp.fromMillis(T0 + 3) });
  });

  it('drops undefined fields, which Firestore refuses', () => {
    expect(toFirestore({ a: 1, b: undefined })).toEqual({ a: 1 });
  });

  it('reads every Timestamp back as epoch milliseconds, so a round trip is lossless', () => {
    const doc = {
      data: T0,
      registros: [{ path: '/a', timestamp: T0 + 5 }],
      dataUltimaMensagem: T0 + 9,
      nome: 'x',
      visto: false,
      uids: ['a'],
    };
    expect(fromFirestore(toFirestore(doc))).toEqual(doc);
    expect(fromFirestore({ legacy: Timestamp.fromMillis(T0) })).toEqual({ legacy: T0 });
  });
});

describe('the Firestore adapter’s reads', () => {
  const skin = { id_skins: 's1', username: 'lab', theme: 'CYBERPINK', is_main: true, data: T0, iconSkin: 'a.png', idUser: 'u1' };
  const broken = { id_skins: 's2', username: 'sem-data' };

  /** Just enough of firebase-admin's Firestore for reads: documents by path, a collection listed whole. */
  function fakeFirestore(docs: Record<string, Record<string, unknown>>) {
    const snapshot = (path: string) => ({
      ref: { path },
      id: path.split('/').pop() ?? '',
      exists: path in docs,
      data: () => (path in docs ? toFirestore(docs[path] ?? {}) : undefined),
    });
    const listed = (collection: string) => ({
      docs: Object.keys(docs)
        .filter((path) => path.startsWith(`${collection}/`) && !path.slice(collection.length + 1).includes('/'))
        .map(snapshot),
    });
    const firestore = {
      doc: (path: string) => ({ path, get: async () => snapshot(path) }),
      collection: (collection: string) => ({ collection, get: async () => listed(collection) }),
      runTransaction: async <R>(fn: (t: unknown) => Promise<R>) =>
        fn({
          get: async (ref: { path?: string; collection?: string }) =>
            ref.path ? snapshot(ref.path) : listed(ref.collection ?? ''),
        }),
    };
    return firestore as unknown as Firestore;
  }

  const logger = () => ({ warn: jest.fn() });

  it('reads documents in the domain shape, dates as epoch ms and fields the type does not name left out', async () => {
    const port = firestorePort(fakeFirestore({ 'users/u1/skins/s1': { ...skin, legado: true } }), logger());
    await expect(port.get('users/u1/skins/s1')).resolves.toEqual(skin);
    await expect(port.query({ collection: 'users/u1/skins' })).resolves.toEqual([
      { path: 'users/u1/skins/s1', id: 's1', data: skin },
    ]);
  });

  it('reports a malformed document and leaves it out of plain reads: absent for a get, skipped in a list', async () => {
    const log = logger();
    const port = firestorePort(fakeFirestore({ 'users/u1/skins/s1': skin, 'users/u1/skins/s2': broken }), log);
    await expect(port.get('users/u1/skins/s2')).resolves.toBeNull();
    await expect(port.query({ collection: 'users/u1/skins' })).resolves.toEqual([
      { path: 'users/u1/skins/s1', id: 's1', data: skin },
    ]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith('Firestore: a malformed document was read', {
      path: 'users/u1/skins/s2',
      problem: expect.stringContaining('is_main') as unknown,
    });
  });

  it('reports a malformed document but keeps it in a transaction, whose decisions are about what exists', async () => {
    const log = logger();
    const port = firestorePort(fakeFirestore({ 'users/u1/skins/s2': broken }), log);
    const seen = await port.runTransaction(async (tx) => [
      await tx.get('users/u1/skins/s2'),
      await tx.query({ collection: 'users/u1/skins' }),
    ]);
    expect(seen).toEqual([broken, [{ path: 'users/u1/skins/s2', id: 's2', data: broken }]]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('passes documents outside the model (the legacy chats) as they are', async () => {
    const path = 'contatos/a_b/conversas/principal/chats/m1';
    const port = firestorePort(fakeFirestore({ [path]: { texto: 'antigo', data: T0 } }), logger());
    await expect(port.get(path)).resolves.toEqual({ texto: 'antigo', data: T0 });
  });
});
