/**
 * Firestore reads over the documented REST API and plain fetch: the public pages' documents by path
 * (GET) and the studio's queries. An anonymous visitor reads two documents a page; over Firestore Lite that cost firebase/app
 * and Lite itself (about 40 kB gzip), which is what kept /lab/home over its 150 kB JavaScript budget
 * (measured with `npm run bench:web`). The public collections need no token (firestore.rules), so a
 * plain request reads exactly what the SDK read; the studio's queries of a skin tree carry the
 * signed-in person's ID token, since only the skin's own user and the owners read a tree.
 * Protocol: POST `{"structuredQuery": ...}` to `{parent}:runQuery`; the answer is a JSON array of
 * `{ document?: { name, fields }, readTime }`, one item per document (an item without one only reports
 * progress). Values are typed wrappers (`{"stringValue": "x"}`, `{"timestampValue": "2023-...Z"}`).
 */

import { codeOfAnswer, isNetworkFailure, StoreReadError } from '../store-unavailable';

export interface FirestoreTarget {
  projectId: string;
  /** The web API key, sent as `?key=` as the SDK does. */
  apiKey: string;
  /** Origin of the Firestore emulator (`http://127.0.0.1:8080`), when the app runs against emulators. */
  emulator: string | null;
}

/** The queries the site read makes: one collection (or every collection of that id), an equality, a limit. */
export interface RestQuery {
  collectionId: string;
  allDescendants?: boolean;
  where?: { field: string; equals: string };
  limit?: number;
}

export interface RestDocument {
  /** The path under `documents/`, e.g. `users/u1/skins/lab`. */
  path: string;
  id: string;
  /** The fields, decoded: timestamps are epoch milliseconds, as fromFirestore gives them. */
  data: Record<string, unknown>;
}

const PRODUCTION = 'https://firestore.googleapis.com';

/**
 * How long a read waits for Firestore's answer. A store that stopped answering (a server frozen, a
 * connection gone silent) keeps the request open with no end, and the page would wait with no word;
 * past this it is the store being unreachable, as a refused connection is, and the page says so.
 */
export const READ_DEADLINE_MS = 10_000;

function documentsUrl(target: FirestoreTarget, path: string): string {
  const base = target.emulator ?? PRODUCTION;
  const under = path ? `/${path.split('/').map(encodeURIComponent).join('/')}` : '';
  return `${base}/v1/projects/${encodeURIComponent(target.projectId)}/databases/(default)/documents${under}`;
}

/** `parent` is a document path whose subcollections are queried, or '' for the database root. */
export function runQueryUrl(target: FirestoreTarget, parent: string): string {
  return `${documentsUrl(target, parent)}:runQuery?key=${encodeURIComponent(target.apiKey)}`;
}

/** One document by path (GET, one read), its fields decoded; null when there is none (404). */
export async function getDocument(
  target: FirestoreTarget,
  path: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<Record<string, unknown> | null> {
  const what = `Firestore read of ${path}`;
  const url = `${documentsUrl(target, path)}?key=${encodeURIComponent(target.apiKey)}`;
  const { response, body } = await answerOf(fetchImpl, url, { method: 'GET' }, what);
  if (response.status === 404) return null;
  if (!response.ok || !isObject(body)) throw answerError(what, response.status, body);
  return restDocument(body).data;
}

export function structuredQuery(query: RestQuery): Record<string, unknown> {
  return {
    from: [{ collectionId: query.collectionId, allDescendants: query.allDescendants ?? false }],
    ...(query.where
      ? {
          where: {
            fieldFilter: { field: { fieldPath: query.where.field }, op: 'EQUAL', value: { stringValue: query.where.equals } },
          },
        }
      : {}),
    ...(query.limit !== undefined ? { limit: query.limit } : {}),
  };
}

export async function runQuery(
  target: FirestoreTarget,
  parent: string,
  query: RestQuery,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  idToken: string | null = null,
): Promise<RestDocument[]> {
  const what = `Firestore query on ${query.collectionId}`;
  const { response, body } = await answerOf(
    fetchImpl,
    runQueryUrl(target, parent),
    // text/plain keeps the request simple for CORS (no preflight), as the SDK sends it.
    {
      method: 'POST',
      // A skin tree is its own user's and the owners' (firestore.rules): the studio reads it as them.
      headers: { 'Content-Type': 'text/plain', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
      body: JSON.stringify({ structuredQuery: structuredQuery(query) }),
    },
    what,
  );
  // A failure can also come inside a 200 answer, as an item carrying `error` instead of a document.
  if (!response.ok || !Array.isArray(body) || body.some((item: unknown) => isObject(item) && 'error' in item)) {
    throw answerError(what, response.status, body);
  }
  return body.flatMap((item: unknown) => {
    const document = isObject(item) ? item['document'] : undefined;
    return isObject(document) ? [restDocument(document)] : [];
  });
}

function restDocument(document: Record<string, unknown>): RestDocument {
  const name = document['name'];
  const marker = '/documents/';
  const at = typeof name === 'string' ? name.indexOf(marker) : -1;
  if (typeof name !== 'string' || at < 0) throw new Error(`Firestore answered a document without a name: ${String(name)}`);
  // Unlike the URL, the name in the body is not percent-encoded (the SDK reads it as it comes too).
  const path = name.slice(at + marker.length);
  const fields = document['fields'];
  return { path, id: path.slice(path.lastIndexOf('/') + 1), data: isObject(fields) ? decodeFields(fields) : {} };
}

function decodeFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value, key)]));
}

/**
 * One typed wrapper to its JavaScript value, as Firestore Lite read it and fromFirestore then turned
 * it: integers become numbers, timestamps epoch milliseconds. The skin tree stores no other kind
 * (references, geopoints, bytes), so one of those is a data error, refused loudly, not guessed at.
 */
export function decodeValue(value: unknown, field = '?'): unknown {
  if (!isObject(value)) throw new Error(`Firestore value of ${field} is not a typed value`);
  if ('nullValue' in value) return null;
  if ('stringValue' in value) return String(value['stringValue']);
  if ('booleanValue' in value) return value['booleanValue'] === true;
  // int64 travels as a decimal string; NaN and the infinities travel as strings too.
  if ('integerValue' in value) return Number(value['integerValue']);
  if ('doubleValue' in value) return Number(value['doubleValue']);
  if ('timestampValue' in value) return epochMillis(String(value['timestampValue']), field);
  if ('arrayValue' in value) {
    const array = value['arrayValue'];
    const values = isObject(array) && Array.isArray(array['values']) ? array['values'] : [];
    return values.map((item: unknown) => decodeValue(item, field));
  }
  if ('mapValue' in value) {
    const map = value['mapValue'];
    return isObject(map) && isObject(map['fields']) ? decodeFields(map['fields']) : {};
  }
  throw new Error(`Firestore value of ${field} has a type the site does not read: ${Object.keys(value).join(', ')}`);
}

const RFC3339 = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/;

/**
 * RFC 3339 to epoch milliseconds the way Timestamp.toMillis() counts: whole seconds plus the
 * nanoseconds cut (not rounded) to milliseconds; Date.parse alone would not promise that for 9 digits.
 */
export function epochMillis(text: string, field = '?'): number {
  const match = RFC3339.exec(text);
  const seconds = match ? Date.parse(`${match[1]}${match[3]}`) : NaN;
  if (!match || Number.isNaN(seconds)) throw new Error(`Firestore timestamp of ${field} is not RFC 3339: ${text}`);
  return seconds + Number((match[2] ?? '').padEnd(3, '0').slice(0, 3));
}

/**
 * The answer and its JSON body (null when it is not JSON, as a proxy's error page is). No answer at
 * all, or one cut off mid-body, is the store being unreachable: code `unavailable`, as the SDK says.
 */
async function answerOf(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  what: string,
): Promise<{ response: Response; body: unknown }> {
  let response: Response;
  const deadline = new AbortController();
  // A timer of our own rather than AbortSignal.timeout: the same TimeoutError, and a test's clock can run it.
  const timer = setTimeout(
    () => deadline.abort(new DOMException(`${what}: no answer in ${READ_DEADLINE_MS} ms`, 'TimeoutError')),
    READ_DEADLINE_MS,
  );
  try {
    response = await fetchImpl(url, { ...init, signal: deadline.signal });
    return { response, body: await response.json().catch(notJson) };
  } catch (error) {
    const code = isNetworkFailure(error) ? 'unavailable' : 'unknown';
    throw new StoreReadError(`${what} failed: ${String(error)}`, code, undefined, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** A body that is not JSON reads as null; a network failure while reading it is still thrown. */
function notJson(error: unknown): null {
  if (isNetworkFailure(error)) throw error;
  return null;
}

/** An answer that carries no documents, with the SDK's code for it (from its `status`, or the HTTP status). */
function answerError(what: string, httpStatus: number, body: unknown): StoreReadError {
  const inner = errorOf(body);
  const message = isObject(inner) && typeof inner['message'] === 'string' ? inner['message'] : 'no error message';
  const status = isObject(inner) ? inner['status'] : undefined;
  // A 200 whose item carries the error: the item's status says what failed.
  const code = codeOfAnswer(httpStatus >= 400 || !isObject(inner) ? httpStatus : 500, status);
  return new StoreReadError(`${what} answered ${httpStatus}: ${message}`, code, httpStatus);
}

function errorOf(body: unknown): unknown {
  // Errors come as `{ error: { message, status } }`, or as an item `{ error: ... }` of runQuery's array.
  const error: unknown = Array.isArray(body) ? body.find((item: unknown) => isObject(item) && 'error' in item) : body;
  return isObject(error) ? error['error'] : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
