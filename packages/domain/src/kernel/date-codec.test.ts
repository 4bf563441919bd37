import { dateToStore, datesFromStore, datesToStore, type TimestampCodec } from './date-codec';

/** A stand-in for an SDK's Timestamp: the codec is all the walk knows of it. */
class Stamp {
  constructor(readonly ms: number) {}
}
const stamps: TimestampCodec<Stamp> = {
  isTimestamp: (value): value is Stamp => value instanceof Stamp,
  toMillis: (stamp) => stamp.ms,
  fromMillis: (ms) => new Stamp(ms),
};

const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);

describe('dates between the domain (epoch ms) and Firestore (Timestamps)', () => {
  it('writes the date fields as Timestamps, at any depth, and leaves other numbers alone', () => {
    const written = datesToStore(
      {
        data: T0,
        criadoEm: T0 + 1,
        registros: [{ path: '/', timestamp: T0 + 2 }],
        order: 3,
        hits: [T0],
        nested: { ultimaConversaData: T0 + 3 },
      },
      stamps,
    );
    expect(written).toEqual({
      data: new Stamp(T0),
      criadoEm: new Stamp(T0 + 1),
      registros: [{ path: '/', timestamp: new Stamp(T0 + 2) }],
      order: 3,
      hits: [T0],
      nested: { ultimaConversaData: new Stamp(T0 + 3) },
    });
  });

  it('drops undefined fields, which Firestore refuses, and leaves values that are not plain objects whole', () => {
    const reference = new (class Reference {
      readonly path = 'users/u1';
    })();
    expect(datesToStore({ a: 1, b: undefined, nested: { c: undefined, d: 2 }, reference }, stamps)).toEqual({
      a: 1,
      nested: { d: 2 },
      reference,
    });
  });

  it('converts a query value the way its field is stored', () => {
    expect(dateToStore('data', T0, stamps)).toEqual(new Stamp(T0));
    expect(dateToStore('dataUltimaMensagem', [T0, T0 + 1], stamps)).toEqual([new Stamp(T0), new Stamp(T0 + 1)]);
    expect(dateToStore('order', 3, stamps)).toBe(3);
    expect(dateToStore('username', 'lab', stamps)).toBe('lab');
  });

  it('reads every Timestamp back as epoch milliseconds, wherever it sits, so a round trip is lossless', () => {
    const doc = {
      data: T0,
      registros: [{ path: '/a', timestamp: T0 + 5 }],
      dataUltimaMensagem: T0 + 9,
      nome: 'x',
      visto: false,
      uids: ['a'],
    };
    expect(datesFromStore(datesToStore(doc, stamps), stamps)).toEqual(doc);
    expect(datesFromStore({ legacy: new Stamp(T0), list: [[new Stamp(1)]] }, stamps)).toEqual({ legacy: T0, list: [[1]] });
  });

  it('leaves every other value of a read document as it is', () => {
    const contact = {
      idContato: 'a_b',
      uids: ['a', 'b'],
      participantes: [{ chave: 'a', uid: null, foto: '' }],
      visto: false,
      order: 0,
    };
    expect(datesFromStore(contact, stamps)).toEqual(contact);
  });
});
