import { fromFirestore } from './firestore-convert';

const stamp = (ms: number) => ({ toMillis: () => ms });

describe("documents read from Firestore, in the domain's shape", () => {
  it('turns Timestamps into epoch milliseconds', () => {
    expect(fromFirestore({ username: 'lab', data: stamp(5) })).toEqual({ username: 'lab', data: 5 });
  });

  it('converts nested navigation timestamps too', () => {
    expect(fromFirestore({ criadoEm: stamp(7), registros: [{ path: '/', timestamp: stamp(7) }] })).toEqual({
      criadoEm: 7,
      registros: [{ path: '/', timestamp: 7 }],
    });
  });

  it('leaves every other value as it is', () => {
    const contact = {
      idContato: 'a_b',
      uids: ['a', 'b'],
      participantes: [{ chave: 'a', uid: null, foto: '' }],
      visto: false,
      order: 0,
    };
    expect(fromFirestore(contact)).toEqual(contact);
  });
});
