/**
 * Which failed reads mean "the store cannot be reached now" (the page retries) and which mean an
 * answer (absent, refused: the page says so). The errors are the real ones: Node's own fetch against
 * a port nothing listens on and against a local server answering as Firestore's REST API does
 * (https://cloud.google.com/firestore/docs/reference/rest: `{ error: { code, message, status } }`),
 * and the SDK's own FirestoreError class.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FirestoreError } from '@firebase/firestore';
import { isNetworkFailure, isStoreUnavailable, StoreReadError } from '../store-unavailable';
import { getDocument, READ_DEADLINE_MS, runQuery, type FirestoreTarget } from './firestore-rest';

/** The SDK's own class; only its typings keep the constructor private (the SDK alone makes them). */
const SdkError = FirestoreError as unknown as new (code: string, message: string) => Error;

let server: Server;
let answer: { status: number; type: string; body: string } = { status: 200, type: 'application/json', body: '{}' };

beforeAll(async () => {
  server = createServer((_, res) => {
    res.writeHead(answer.status, { 'Content-Type': answer.type }).end(answer.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const target = (): FirestoreTarget => ({
  projectId: 'demo-lab-portfolio',
  apiKey: 'k',
  emulator: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
});

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

function firestoreError(status: number, rpc: string, message: string) {
  return {
    status,
    type: 'application/json; charset=UTF-8',
    body: JSON.stringify({ error: { code: status, message, status: rpc } }),
  };
}

async function failureOf(read: () => Promise<unknown>): Promise<unknown> {
  try {
    await read();
  } catch (error) {
    return error;
  }
  throw new Error('the read did not fail');
}

const getLab = () => getDocument(target(), 'sites/lab', fetch);
const queryLab = () => runQuery(target(), '', { collectionId: 'skins' }, fetch);

describe('a read the store could not answer', () => {
  it('is unavailable when nothing listens (fetch rejects with its TypeError), for a document and a query', async () => {
    const down: FirestoreTarget = { ...target(), emulator: `http://127.0.0.1:${await closedPort()}` };
    const raw = await failureOf(() => fetch(`${down.emulator}/v1/x`));
    expect(isNetworkFailure(raw)).toBe(true);
    for (const read of [
      () => getDocument(down, 'sites/lab', fetch),
      () => runQuery(down, '', { collectionId: 'skins' }, fetch),
    ]) {
      const error = await failureOf(read);
      expect(error).toBeInstanceOf(StoreReadError);
      expect(error).toMatchObject({ code: 'unavailable' });
      expect(isNetworkFailure((error as StoreReadError).cause)).toBe(true);
      expect(isStoreUnavailable(error, true)).toBe(true);
    }
  });

  it.each([
    ['503 UNAVAILABLE', firestoreError(503, 'UNAVAILABLE', 'The service is currently unavailable.'), 'unavailable'],
    ['504 DEADLINE_EXCEEDED', firestoreError(504, 'DEADLINE_EXCEEDED', 'Deadline exceeded.'), 'deadline-exceeded'],
    ['500 INTERNAL', firestoreError(500, 'INTERNAL', 'Internal error encountered.'), 'internal'],
    ['429 RESOURCE_EXHAUSTED', firestoreError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.'), 'resource-exhausted'],
    [
      'a proxy’s 502 HTML page',
      { status: 502, type: 'text/html', body: '<!DOCTYPE html><title>Error 502 (Server Error)!!1</title>' },
      'unavailable',
    ],
  ])('is unavailable when Firestore answers %s', async (_, answered, code) => {
    answer = answered;
    for (const read of [getLab, queryLab]) {
      const error = await failureOf(read);
      expect(error).toMatchObject({ code, httpStatus: answered.status });
      expect(isStoreUnavailable(error, true)).toBe(true);
    }
  });

  it('is unavailable when runQuery’s stream carries an UNAVAILABLE item in a 200 answer', async () => {
    answer = {
      status: 200,
      type: 'application/json',
      body: JSON.stringify([{ error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } }]),
    };
    const error = await failureOf(queryLab);
    expect(error).toMatchObject({ code: 'unavailable' });
    expect(isStoreUnavailable(error, true)).toBe(true);
  });

  it.each([
    ['unavailable', 'Failed to get document because the client is offline.', true],
    ['deadline-exceeded', 'Deadline expired before operation could complete.', true],
    ['resource-exhausted', 'Quota exceeded.', true],
    ['permission-denied', 'Missing or insufficient permissions.', false],
    ['not-found', 'No document to update', false],
    ['invalid-argument', 'Function where() called with invalid data.', false],
  ] as const)('from the SDK: a FirestoreError "%s" is unavailable: %s', (code, message, expected) => {
    expect(isStoreUnavailable(new SdkError(code, message), true)).toBe(expected);
  });

  it('is unavailable when a fetch timed out (AbortSignal.timeout’s DOMException)', () => {
    expect(isStoreUnavailable(new DOMException('The operation was aborted due to timeout', 'TimeoutError'), true)).toBe(true);
  });

  it('Stopped store: is unavailable when the connection is taken and no answer ever comes, after the read deadline', async () => {
    // A stopped server: the connection is accepted, the request read, and nothing is ever answered.
    const silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const stopped: FirestoreTarget = { ...target(), emulator: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` };
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      for (const read of [
        () => getDocument(stopped, 'sites/lab', fetch),
        () => runQuery(stopped, '', { collectionId: 'skins' }, fetch),
      ]) {
        let settled = false;
        const failure = failureOf(read).finally(() => (settled = true));
        await jest.advanceTimersByTimeAsync(READ_DEADLINE_MS - 1);
        expect(settled).toBe(false);
        await jest.advanceTimersByTimeAsync(1);
        const error = await failure;
        expect(error).toMatchObject({ code: 'unavailable' });
        expect(isStoreUnavailable(error, true)).toBe(true);
      }
    } finally {
      jest.useRealTimers();
      silent.closeAllConnections();
      await new Promise<void>((done) => silent.close(() => done()));
    }
  });

  it('is unavailable, whatever failed, while the browser is offline', () => {
    expect(isStoreUnavailable(new Error('qualquer coisa'), false)).toBe(true);
  });
});

describe('a read the store did answer', () => {
  it('finds no document on a 404 (the skin is absent): no error at all', async () => {
    answer = firestoreError(
      404,
      'NOT_FOUND',
      'Document "projects/demo-lab-portfolio/databases/(default)/documents/sites/lab" not found.',
    );
    await expect(getLab()).resolves.toBeNull();
  });

  it.each([
    [
      '403 PERMISSION_DENIED',
      firestoreError(403, 'PERMISSION_DENIED', 'Missing or insufficient permissions.'),
      'permission-denied',
    ],
    ['400 INVALID_ARGUMENT', firestoreError(400, 'INVALID_ARGUMENT', 'Invalid query.'), 'invalid-argument'],
  ])('is not unavailable when Firestore answers %s', async (_, answered, code) => {
    answer = answered;
    const error = await failureOf(getLab);
    expect(error).toMatchObject({ code, httpStatus: answered.status });
    expect(isStoreUnavailable(error, true)).toBe(false);
  });

  it('is not unavailable for a bug (a TypeError that is not fetch’s) or an unknown error', () => {
    expect(isStoreUnavailable(new TypeError("Cannot read properties of undefined (reading 'skin')"), true)).toBe(false);
    expect(isStoreUnavailable(new Error('boom'), true)).toBe(false);
    expect(isStoreUnavailable(null, true)).toBe(false);
  });
});
