import { MemoryDb } from './memory-db';

describe('the in-memory document database', () => {
  it('reads what a transaction wrote, and nothing of a transaction that threw', async () => {
    const db = new MemoryDb();
    await db.runTransaction((tx) => tx.set('usernames/lab', { uid: 'a' }));
    await expect(
      db.runTransaction((tx) => {
        tx.set('usernames/sol', { uid: 'b' });
        throw new Error('recusado');
      }),
    ).rejects.toThrow('recusado');
    expect(db.get('usernames/lab')).toEqual({ uid: 'a' });
    expect(db.get('usernames/sol')).toBeNull();
  });

  it('serialises transactions: of concurrent creates of one name exactly one wins', async () => {
    const db = new MemoryDb();
    const attempts = Array.from({ length: 50 }, (_, i) =>
      db.runTransaction(async (tx) => {
        await Promise.resolve();
        if (tx.get('usernames/nome')) return false;
        tx.set('usernames/nome', { uid: `u${i}` });
        return true;
      }),
    );
    const results = await Promise.all(attempts);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('lets a transaction read its own writes, merges on request and deletes', async () => {
    const db = new MemoryDb({ 'contatos/a_b': { idContato: 'a_b', ultimaConversaData: 1 } });
    const seen = await db.runTransaction((tx) => {
      tx.set('contatos/a_b', { ultimaConversaData: 2 }, { merge: true });
      tx.delete('acessos/x');
      return tx.get('contatos/a_b');
    });
    expect(seen).toEqual({ idContato: 'a_b', ultimaConversaData: 2 });
    expect(db.get('contatos/a_b')).toEqual({ idContato: 'a_b', ultimaConversaData: 2 });
  });

  it('queries one collection or a collection group, filtered and ordered', () => {
    const db = new MemoryDb({
      'users/u1/skins/s1': { username: 'lab', data: 2 },
      'users/u2/skins/s2': { username: 'sol', data: 1 },
      'users/u2/skins/s2/paginas/home': { nome: 'Home' },
      'contatos/a': { uids: ['u1'], ultimaConversaData: 1 },
      'contatos/b': { uids: ['u1', 'u2'], ultimaConversaData: 3 },
      'contatos/c': { uids: ['u2'], ultimaConversaData: 2 },
    });
    expect(db.query({ group: 'skins' }, { where: [['username', '==', 'sol']] }).map((d) => d.path)).toEqual([
      'users/u2/skins/s2',
    ]);
    expect(db.query({ collection: 'users/u2/skins' }).map((d) => d.id)).toEqual(['s2']);
    const contacts = db.query(
      { collection: 'contatos' },
      { where: [['uids', 'array-contains', 'u1']], orderBy: [['ultimaConversaData', 'desc']] },
    );
    expect(contacts.map((d) => d.id)).toEqual(['b', 'a']);
    expect(db.query({ collection: 'contatos' }, { where: [['ultimaConversaData', 'in', [1, 2]]], limit: 1 })).toHaveLength(1);
  });

  it('filters on a document id as Firestore reads `__name__`, and only on it', () => {
    const db = new MemoryDb({ 'agendaFeeds/u1': { segredo: 'a' }, 'agendaFeeds/u2': { segredo: 'b', __name__: 'u1' } });
    expect(db.query({ collection: 'agendaFeeds' }, { where: [['__name__', '==', 'u1']] }).map((d) => d.path)).toEqual([
      'agendaFeeds/u1',
    ]);
  });

  it('tells listeners which paths a commit changed, and stops when asked', async () => {
    const db = new MemoryDb();
    const changes: string[][] = [];
    const stop = db.subscribe((paths) => changes.push([...paths]));
    await db.batch([
      { kind: 'set', path: 'acessos/h', data: { hash: 'h' }, merge: false },
      { kind: 'set', path: 'acessos/h', data: { visto: false }, merge: true },
    ]);
    stop();
    await db.batch([{ kind: 'delete', path: 'acessos/h' }]);
    expect(changes).toEqual([['acessos/h']]);
  });

  it('can be made to fail a commit, leaving everything as it was', async () => {
    const db = new MemoryDb({ 'a/1': { n: 1 } });
    db.beforeCommit = () => {
      throw new Error('falha simulada');
    };
    await expect(db.batch([{ kind: 'delete', path: 'a/1' }])).rejects.toThrow('falha simulada');
    db.beforeCommit = null;
    expect(db.get('a/1')).toEqual({ n: 1 });
  });

  it('round-trips through its JSON form', () => {
    const db = new MemoryDb({ 'b/2': { x: [1, 2] }, 'a/1': { y: { z: true } } });
    expect(new MemoryDb(db.toJSON()).toJSON()).toEqual(db.toJSON());
    expect(db.count()).toBe(2);
    expect(db.count('a')).toBe(1);
  });

  it('Equal times: orders ties by id, in the direction of the last orderBy, as Firestore does', async () => {
    const db = new MemoryDb();
    await db.runTransaction((tx) => {
      for (const id of ['b', 'c', 'a']) tx.set(`chat/${id}`, { data: 1 });
      tx.set('chat/z', { data: 0 });
    });
    const ids = (direction: 'asc' | 'desc') =>
      db.query({ collection: 'chat' }, { orderBy: [['data', direction]] }).map((d) => d.id);
    expect(ids('asc')).toEqual(['z', 'a', 'b', 'c']);
    expect(ids('desc')).toEqual(['c', 'b', 'a', 'z']);
  });
});
