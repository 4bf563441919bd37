/**
 * Whether a failed read means "the store cannot be reached now" rather than "there is no such thing":
 * a skin page that cannot be read says it is trying again and recovers by itself, while a skin that
 * truly does not exist stays ERROR 404. Recognised as the reads really fail:
 * - fetch rejects with a TypeError when no answer came at all (Chrome "Failed to fetch", Firefox
 *   "NetworkError when attempting to fetch resource.", Safari "Load failed", Node "fetch failed");
 *   a timeout aborts with a DOMException named TimeoutError;
 * - Firestore's REST API answers 5xx or 429, its body `{ error: { code, message, status: "UNAVAILABLE" } }`
 *   (firestore-rest.ts turns both into a StoreReadError with the SDK's code);
 * - the SDK rejects with a FirestoreError whose code is `unavailable` (offline, backend down),
 *   `deadline-exceeded`, `resource-exhausted` or `internal`;
 * - and whatever failed while the browser says it is offline.
 */

/**
 * The SDK's codes (FirestoreErrorCode) that mean "try again later", not "refused" or "absent": those
 * the SDK itself retries rather than reporting as permanent (an exhausted quota comes back too).
 */
const TRANSIENT_CODES = new Set(['unavailable', 'deadline-exceeded', 'resource-exhausted', 'internal']);

/** A REST read that failed, with the code the SDK would have given (google.rpc status, kebab-case). */
export class StoreReadError extends Error {
  override readonly name = 'StoreReadError';
  constructor(
    message: string,
    readonly code: string,
    /** The HTTP status of the answer; absent when none came. */
    readonly httpStatus?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The SDK's code for an HTTP answer: its body's `status` when it has one, else the status line's meaning. */
export function codeOfAnswer(httpStatus: number, rpcStatus: unknown): string {
  if (typeof rpcStatus === 'string' && rpcStatus !== '') return rpcStatus.toLowerCase().replace(/_/g, '-');
  if (httpStatus === 504) return 'deadline-exceeded';
  if (httpStatus >= 500) return 'unavailable';
  if (httpStatus === 429) return 'resource-exhausted';
  if (httpStatus === 403) return 'permission-denied';
  if (httpStatus === 401) return 'unauthenticated';
  if (httpStatus === 404) return 'not-found';
  return 'unknown';
}

/** What fetch's TypeError says in Chrome, Firefox, Safari and Node; a bug's TypeError says none of it. */
const FETCH_FAILED = /failed to fetch|networkerror|load failed|fetch failed|network error/i;

/**
 * Whether fetch itself failed for want of a network (no answer at all), as the browsers and Node
 * report it. By name, not instanceof: the error may come from another realm (a test's jsdom, a frame).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (isNamed(error, 'TimeoutError')) return true;
  return isNamed(error, 'TypeError') && FETCH_FAILED.test(String((error as Error).message));
}

export function isStoreUnavailable(error: unknown, online: boolean = browserOnline()): boolean {
  if (!online) return true;
  for (let current: unknown = error, depth = 0; current !== undefined && depth < 4; depth += 1) {
    if (isNetworkFailure(current)) return true;
    if (typeof current !== 'object' || current === null) return false;
    const { code, httpStatus } = current as { code?: unknown; httpStatus?: unknown };
    if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return true;
    if (typeof httpStatus === 'number' && httpStatus >= 500) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function isNamed(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
