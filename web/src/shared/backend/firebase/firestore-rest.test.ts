import { decodeValue, epochMillis, runQuery, runQueryUrl, type FirestoreTarget } from './firestore-rest';

const production: FirestoreTarget = { projectId: 'demo-lab-portfolio', apiKey: 'AIza key/1', emulator: null };
const emulator: FirestoreTarget = { ...production, emulator: 'http://127.0.0.1:8080' };
const DOCUMENTS = 'projects/demo-lab-portfolio/databases/(default)/documents';

function answering(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('Firestore queries over REST', () => {
  it('addresses runQuery in production or on the emulator, under a document or at the root, with the API key', () => {
    expect(runQueryUrl(production, '')).toBe(`https://firestore.googleapis.com/v1/${DOCUMENTS}:runQuery?key=AIza%20key%2F1`);
    expect(runQueryUrl(emulator, 'users/u 1/skins/lab')).toBe(
      `http://127.0.0.1:8080/v1/${DOCUMENTS}/users/u%201/skins/lab:runQuery?key=AIza%20key%2F1`,
    );
  });

  it('posts the structured query as JSON in a simple (text/plain) request, as the SDK does', async () => {
    const { calls, fetchImpl } = answering(200, []);
    await runQuery(
      emulator,
      '',
      { collectionId: 'skins', allDescendants: true, where: { field: 'username', equals: 'lab' }, limit: 1 },
      fetchImpl,
    );
    await runQuery(production, 'users/u1/skins/lab', { collectionId: 'paginas' }, fetchImpl);
    expect(calls[0]?.url).toBe(`http://127.0.0.1:8080/v1/${DOCUMENTS}:runQuery?key=AIza%20key%2F1`);
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('text/plain');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'skins', allDescendants: true }],
        where: { fieldFilter: { field: { fieldPath: 'username' }, op: 'EQUAL', value: { stringValue: 'lab' } } },
        limit: 1,
      },
    });
    expect(JSON.parse(calls[1]?.init.body as string)).toEqual({
      structuredQuery: { from: [{ collectionId: 'paginas', allDescendants: false }] },
    });
  });

  it('answers each document with its path, id and decoded fields, skipping items without a document', async () => {
    const { fetchImpl } = answering(200, [
      {
        document: {
          name: `${DOCUMENTS}/users/u 1/skins/lab`,
          fields: { username: { stringValue: 'lab' }, data: { timestampValue: '2023-03-14T13:05:00Z' } },
          createTime: '2023-03-14T13:05:00Z',
          updateTime: '2023-03-14T13:05:00Z',
        },
        readTime: '2024-01-01T00:00:00Z',
      },
      { document: { name: `${DOCUMENTS}/add_ons/empty` }, readTime: '2024-01-01T00:00:00Z' },
      { readTime: '2024-01-01T00:00:00Z' },
    ]);
    await expect(runQuery(production, '', { collectionId: 'skins', allDescendants: true }, fetchImpl)).resolves.toEqual([
      { path: 'users/u 1/skins/lab', id: 'lab', data: { username: 'lab', data: 1678799100000 } },
      { path: 'add_ons/empty', id: 'empty', data: {} },
    ]);
  });

  it('answers no documents when the query matches none', async () => {
    await expect(
      runQuery(production, '', { collectionId: 'skins' }, answering(200, [{ readTime: 'x' }]).fetchImpl),
    ).resolves.toEqual([]);
  });

  it('decodes every value the site stores, nested maps and arrays included', () => {
    const value = {
      mapValue: {
        fields: {
          text: { stringValue: 'olá' },
          count: { integerValue: '42' },
          negative: { integerValue: '-7' },
          ratio: { doubleValue: 0.5 },
          whole: { doubleValue: 3 },
          notANumber: { doubleValue: 'NaN' },
          yes: { booleanValue: true },
          no: { booleanValue: false },
          nothing: { nullValue: null },
          when: { timestampValue: '2023-03-14T13:05:00.123456789Z' },
          list: {
            arrayValue: {
              values: [{ stringValue: 'a' }, { mapValue: { fields: { timestamp: { timestampValue: '1970-01-01T00:00:01Z' } } } }],
            },
          },
          emptyList: { arrayValue: {} },
          emptyMap: { mapValue: {} },
        },
      },
    };
    expect(decodeValue(value)).toEqual({
      text: 'olá',
      count: 42,
      negative: -7,
      ratio: 0.5,
      whole: 3,
      notANumber: NaN,
      yes: true,
      no: false,
      nothing: null,
      when: 1678799100123,
      list: ['a', { timestamp: 1000 }],
      emptyList: [],
      emptyMap: {},
    });
  });

  it('counts timestamps as Timestamp.toMillis does: nanoseconds cut to milliseconds, offsets applied', () => {
    expect(epochMillis('2023-03-14T13:05:00Z')).toBe(1678799100000);
    expect(epochMillis('2023-03-14T13:05:00.5Z')).toBe(1678799100500);
    expect(epochMillis('2023-03-14T13:05:00.999999999Z')).toBe(1678799100999);
    expect(epochMillis('2023-03-14T10:05:00.001-03:00')).toBe(1678799100001);
    expect(epochMillis('1969-12-31T23:59:59.250Z')).toBe(-750);
    expect(() => epochMillis('14/03/2023')).toThrow('not RFC 3339');
  });

  it('refuses value types the site never stores instead of guessing', () => {
    expect(() => decodeValue({ referenceValue: `${DOCUMENTS}/users/u1` }, 'owner')).toThrow(/owner.*referenceValue/);
    expect(() => decodeValue({ geoPointValue: { latitude: 0, longitude: 0 } })).toThrow('geoPointValue');
    expect(() => decodeValue('lab')).toThrow('not a typed value');
  });

  it('rejects with Firestore message on an error answer', async () => {
    const refused = answering(400, {
      error: { code: 400, message: 'The query requires an index.', status: 'FAILED_PRECONDITION' },
    });
    await expect(runQuery(production, '', { collectionId: 'skins' }, refused.fetchImpl)).rejects.toThrow(
      'Firestore query on skins answered 400: The query requires an index.',
    );
    const inArray = answering(200, [{ error: { code: 500, message: 'Internal error.', status: 'INTERNAL' } }]);
    await expect(runQuery(production, '', { collectionId: 'skins' }, inArray.fetchImpl)).rejects.toThrow('Internal error.');
    await expect(runQuery(production, '', { collectionId: 'skins' }, answering(502, '<html>').fetchImpl)).rejects.toThrow(
      'answered 502: no error message',
    );
  });

  it('rejects with an Error on a network failure or a body that is not JSON', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(runQuery(production, '', { collectionId: 'skins' }, failing)).rejects.toThrow('Failed to fetch');
    const notJson = (async () =>
      ({
        ok: true,
        status: 200,
        json: async () => {
          throw new SyntaxError('Unexpected token <');
        },
      }) as unknown as Response) as unknown as typeof fetch;
    await expect(runQuery(production, '', { collectionId: 'skins' }, notJson)).rejects.toBeInstanceOf(Error);
  });
});
