/**
 * The mark of a Firestore cache a sign-out could not clear (another tab held it): set by ENCERRAR,
 * removed by the clear that succeeds. Apart from firestore-cache.ts so the adapter can look at it on
 * every start without loading the Firestore SDK.
 */
export const CACHE_CLEAR_PENDING_KEY = 'firestoreCacheClearPending';

export type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether a sign-out on this browser has not yet managed to clear the cache. */
export function cacheClearPending(storage: MarkStorage | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(CACHE_CLEAR_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

export function markCacheClearPending(pending: boolean, storage: MarkStorage | undefined = globalThis.localStorage): void {
  try {
    if (pending) storage?.setItem(CACHE_CLEAR_PENDING_KEY, '1');
    else storage?.removeItem(CACHE_CLEAR_PENDING_KEY);
  } catch {
    // Storage refused (a private mode): the channel and the sign-out's own clear still run.
  }
}
