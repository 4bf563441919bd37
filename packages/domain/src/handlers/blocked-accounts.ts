/**
 * The one place a blocked account is refused: createHandlers wraps every handler with it, so no
 * handler can forget the block. Auth refuses a blocked account's sign-in, but an ID token issued
 * before the block works for up to an hour, and a person whose Firebase account was deleted signs
 * in again under a new uid: both reach the handlers signed in.
 */
import { DomainError } from '../errors';
import { MESSAGES } from '../messages';
import { PAGE_VIEW_CALLABLES, type CallableName } from '../commands';
import type { Store } from '../store/store';
import type { Handler, HandlerDeps } from './handler-types';

/**
 * The person's rights over their own data (LGPD art. 18) hold for a blocked account too: it may
 * download what the site keeps and delete its account, which then keeps what the moderation decided
 * (deleteMyAccount). Neither publishes anything.
 */
const DATA_RIGHTS: ReadonlySet<CallableName> = new Set<CallableName>(['exportMyData', 'deleteMyAccount']);

/**
 * `store` whose every method first waits for `check` (once per call), which throws for a blocked
 * account. Every read and write of a command goes through the store, so a blocked account reads and
 * writes nothing past the check; a payload the handler refuses first costs no read at all.
 */
function gated(store: Store, check: () => Promise<void>): Store {
  return new Proxy(store, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await check();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * While the account's own deletion waits for its window to close, it may only come back (Desfazer),
 * learn that it is being deleted (the sign-in's bootstrap) and download its data.
 */
const WHILE_DELETING: ReadonlySet<CallableName> = new Set<CallableName>(['bootstrapSession', 'undoDeletion', 'exportMyData']);

/**
 * The handler `make` builds, for everyone but a blocked account, which is refused (`permission-
 * denied`) at its command's first read, before anything is written, and an account being deleted,
 * refused (`failed-precondition`) the same way but for WHILE_DELETING. The page-view loggers still
 * record their visits, as an anonymous visitor's (their per-IP limits, nothing under the account): a
 * page view is never refused. Costs a signed-in command one read of its user document (and, for an
 * account without one, a read of its deletion record and an Auth lookup).
 */
export function refusingBlocked<N extends CallableName>(
  name: N,
  make: (deps: HandlerDeps) => Handler<N>,
  deps: HandlerDeps,
): Handler<N> {
  const handler = make(deps);
  const stateOf = (uid: string) => deps.store.accountState(uid, () => deps.accounts.identityKey(uid));
  return async (call) => {
    const caller = call.caller;
    if (caller === null) return handler(call);
    const blocked = new DomainError('permission-denied', MESSAGES.accountBlocked);
    const deleting = new DomainError('failed-precondition', MESSAGES.accountBeingDeleted);
    let checked: Promise<void> | null = null;
    const check = () =>
      (checked ??= stateOf(caller.uid).then((state) => {
        if (state === 'blocked' && !DATA_RIGHTS.has(name)) throw blocked;
        if (state === 'deleting' && !WHILE_DELETING.has(name)) throw deleting;
      }));
    try {
      return await make({ ...deps, store: gated(deps.store, check) })(call);
    } catch (error) {
      // Nothing was read or written for the account yet: its page view is logged as an anonymous one.
      if ((error === blocked || error === deleting) && PAGE_VIEW_CALLABLES.has(name)) return handler({ ...call, caller: null });
      throw error;
    }
  };
}
