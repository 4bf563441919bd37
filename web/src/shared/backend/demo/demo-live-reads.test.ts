import { MemoryDb } from '@lab/domain/memory';
import type { ChatDoc, ContatoDoc } from '@lab/domain/kernel';
import seed from '@seed/seed.json';
import type { AuthUser, Live } from '../port';
import { createDemoLiveReads } from './demo-live-reads';

const owner: AuthUser = { uid: 'owner-dona', admin: true, name: 'Dona do Lab', givenName: 'Dona', email: 'd@x', photo: '' };
const visitor: AuthUser = {
  uid: 'user-visitante',
  admin: false,
  name: 'Visitante Teste',
  givenName: 'Visitante',
  email: 'v@x',
  photo: '',
};
const stranger: AuthUser = { uid: 'user-sol', admin: false, name: 'Solange', givenName: 'Solange', email: 's@x', photo: '' };

function setup(user: AuthUser | null) {
  const db = new MemoryDb(seed.documents);
  let current = user;
  const reads = createDemoLiveReads(db, () => current);
  return { db, reads, signInAs: (next: AuthUser | null) => (current = next) };
}

function recorder<T>() {
  const values: T[] = [];
  const errors: Error[] = [];
  const live: Live<T> = { next: (v) => values.push(v), error: (e) => errors.push(e) };
  return { values, errors, live };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('demo live reads', () => {
  it('gives owners every contact, newest first', async () => {
    const { reads } = setup(owner);
    const { values, live } = recorder<ContatoDoc[]>();
    reads.watchContacts({ uid: owner.uid, admin: true }, live);
    await flush();
    const ids = values.at(-1)!.map((c) => c.idContato);
    expect(ids).toEqual(['lab_visitante', 'ana.souza@example.com_lab']);
  });

  it('gives others only the contacts that include them', async () => {
    const { reads } = setup(stranger);
    const { values, live } = recorder<ContatoDoc[]>();
    reads.watchContacts({ uid: stranger.uid, admin: false }, live);
    await flush();
    expect(values.at(-1)).toEqual([]);
  });

  it('refuses the owners-only contact list to a non-owner', async () => {
    const { reads } = setup(visitor);
    const { errors, live } = recorder<ContatoDoc[]>();
    reads.watchContacts({ uid: visitor.uid, admin: true }, live);
    await flush();
    expect(errors[0]).toMatchObject({ code: 'permission-denied' });
  });

  it('reports the thread again when a message is written, in time order', async () => {
    const { db, reads } = setup(visitor);
    const { values, live } = recorder<ChatDoc[]>();
    reads.watchChat('lab_visitante', 'principal', live);
    await flush();
    expect(values).toHaveLength(1);
    await db.runTransaction((tx) =>
      tx.set('contatos/lab_visitante/conversas/principal/chat/z', {
        mensagem: 'nova',
        data: 9_999_999_999_999,
        userRemetente: 'visitante',
        idConversa: 'principal',
        idChat: 'z',
        nomeRemetente: 'Visitante Teste',
        fotoRemetente: '',
        uids: ['owner-dona', 'user-visitante'],
      }),
    );
    expect(values).toHaveLength(2);
    expect(values[1]!.at(-1)!.mensagem).toBe('nova');
    const dates = values[1]!.map((m) => m.data);
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });

  it('does not report again when an unrelated document changes', async () => {
    const { db, reads } = setup(visitor);
    const { values, live } = recorder<ChatDoc[]>();
    reads.watchChat('lab_visitante', 'principal', live);
    await flush();
    await db.runTransaction((tx) => tx.set('acessos/x', { data: 1 }));
    expect(values).toHaveLength(1);
  });

  it('hides a thread from someone outside it', async () => {
    const { reads } = setup(stranger);
    const { values, live } = recorder<ChatDoc[]>();
    reads.watchChat('lab_visitante', 'principal', live);
    await flush();
    expect(values.at(-1)).toEqual([]);
  });

  it('shows users and the access log to owners only', async () => {
    const asOwner = setup(owner);
    const users = recorder<unknown[]>();
    const log = recorder<Array<{ data: number }>>();
    asOwner.reads.watchUsers(users.live);
    asOwner.reads.watchAccessLog(log.live);
    await flush();
    expect(users.values.at(-1)).toHaveLength(5);
    const dates = log.values.at(-1)!.map((row) => row.data);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const asVisitor = setup(visitor);
    const refusedUsers = recorder<unknown[]>();
    const refusedLog = recorder<unknown[]>();
    asVisitor.reads.watchUsers(refusedUsers.live);
    asVisitor.reads.watchAccessLog(refusedLog.live);
    await flush();
    expect(refusedUsers.values).toEqual([]);
    expect(refusedUsers.errors[0]).toMatchObject({ code: 'permission-denied' });
    expect(refusedLog.errors[0]).toMatchObject({ code: 'permission-denied' });
  });

  it('stops reporting once unsubscribed', async () => {
    const { db, reads } = setup(owner);
    const { values, live } = recorder<ContatoDoc[]>();
    const stop = reads.watchContacts({ uid: owner.uid, admin: true }, live);
    await flush();
    stop();
    await db.runTransaction((tx) => tx.delete('contatos/lab_visitante'));
    expect(values).toHaveLength(1);
  });

  it("lists a user's skins oldest first", async () => {
    const { reads } = setup(owner);
    const skins = await reads.listSkins('user-multi');
    expect(skins.map((s) => s.username)).toEqual(['multi-a', 'multi-b']);
  });
});
