import { LIVE_READS } from '../store/live-reads';
import { MemoryDb } from './memory-db';
import { runLiveRead } from './live-read';

const OWNER = { uid: 'owner-socio', admin: true };
const PARTICIPANT = { uid: 'user-visitante', admin: false };
const STRANGER = { uid: 'user-sol', admin: false };

const side = (chave: string, uid: string | null) => ({ chave, uid, nome: chave, foto: '', email: `${chave}@example.com` });
const contact = (id: string, visitor: string | null, ultimaConversaData: number) => ({
  idContato: id,
  ultimaConversaData,
  participantes: [side('lab', 'owner-dona'), side(id, visitor)],
  uids: visitor ? ['owner-dona', visitor] : ['owner-dona'],
});

function database(): MemoryDb {
  return new MemoryDb({
    'contatos/a': contact('a', 'user-visitante', 2),
    'contatos/b': contact('b', null, 3),
    'users/u1': { nomeGoogle: 'Ana' },
  });
}

describe('a declared read on the memory adapter', () => {
  it('gives owners every contact, the latest conversation first', () => {
    const rows = runLiveRead(database(), LIVE_READS.contacts, { uid: OWNER.uid, admin: true }, OWNER);
    expect(rows.map((c) => c.idContato)).toEqual(['b', 'a']);
  });

  it('gives anyone else only the contacts naming them', () => {
    expect(runLiveRead(database(), LIVE_READS.contacts, { uid: PARTICIPANT.uid, admin: false }, PARTICIPANT)).toHaveLength(1);
    expect(runLiveRead(database(), LIVE_READS.contacts, { uid: STRANGER.uid, admin: false }, STRANGER)).toEqual([]);
  });

  it("refuses someone else's contacts, the owners' scope to a non-owner, and everything to a signed-out caller", () => {
    const db = database();
    expect(() => runLiveRead(db, LIVE_READS.contacts, { uid: PARTICIPANT.uid, admin: false }, STRANGER)).toThrow(
      expect.objectContaining({ code: 'permission-denied' }),
    );
    expect(() => runLiveRead(db, LIVE_READS.contacts, { uid: PARTICIPANT.uid, admin: true }, PARTICIPANT)).toThrow(
      expect.objectContaining({ code: 'permission-denied' }),
    );
    expect(() => runLiveRead(db, LIVE_READS.conversations, { contactId: 'a' }, null)).toThrow(
      expect.objectContaining({ code: 'unauthenticated' }),
    );
  });

  it('leaves out a document its entity schema rejects, so no screen receives it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = database();
    expect(runLiveRead(db, LIVE_READS.users, {}, OWNER)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Documento fora do formato ignorado:', 'users/u1', expect.any(String));
    warn.mockRestore();
  });
});
