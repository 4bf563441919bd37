import { Timestamp } from 'firebase-admin/firestore';
import { fromFirestore, toFirestore } from './firestore-store';

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
    const doc = { data: T0, registros: [{ path: '/a', timestamp: T0 + 5 }], dataUltimaMensagem: T0 + 9, nome: 'x', visto: false, uids: ['a'] };
    expect(fromFirestore(toFirestore(doc))).toEqual(doc);
    expect(fromFirestore({ legacy: Timestamp.fromMillis(T0) })).toEqual({ legacy: T0 });
  });
});
