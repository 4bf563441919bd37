/**
 * The one place a blocked account is refused: createHandlers wraps every handler with it, so no
 * handler can forget the block. Auth refuses a blocked account's sign-in, but an ID token issued
 * before the block works for up to an hour, and a person whose Firebase account was deleted signs
 * in again under a new uid: both reach the handlers signed in.
 */
import { DomainError } from '../../kernel/errors';
import { MESSAGES } from '../../kernel/messages';
import type { Store } from '../../store/store';
import type { HandlerCall } from '../../handlers/handler-types';
import type { CallableDeclaration, CallableDeps } from '../../handlers/define-callable';

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
 * The handler `make` builds, for everyone but a blocked account, which is refused (`permission-
 * denied`) at its command's first read, before anything is written, and an account being deleted,
 * refused (`failed-precondition`) the same way but for what it `serves` while deleting: it may come back
 * (Desfazer), learn that it is being deleted (the sign-in's bootstrap) and download its data. A
 * blocked account keeps the person's rights over their own data (LGPD art. 18): it may download what
 * the site keeps and delete its account, which then keeps what the moderation decided; neither
 * publishes anything. The page-view loggers (no App Check) still
 * record their visits, as an anonymous visitor's (their per-IP limits, nothing under the account): a
 * page view is never refused. Costs a signed-in command one read of its user document (and, for an
 * account without one, a read of its deletion record and an Auth lookup).
 */
export function refusingBlocked<R>(
  declaration: CallableDeclaration<string, unknown, R>,
  deps: CallableDeps,
): (call: HandlerCall) => Promise<R> {
  const { make, serves = [] } = declaration;
  const pageView = declaration.appCheck === 'none';
  const handler = make(deps);
  const stateOf = (uid: string) => deps.store.accountState(uid, () => deps.accounts.identityKey(uid));
  return async (call: HandlerCall) => {
    const caller = call.caller;
    if (caller === null) return handler(call);
    const blocked = new DomainError('permission-denied', MESSAGES.accountBlocked);
    const deleting = new DomainError('failed-precondition', MESSAGES.accountBeingDeleted);
    let checked: Promise<void> | null = null;
    const check = () =>
      (checked ??= stateOf(caller.uid).then((state) => {
        if (state === 'blocked' && !serves.includes('blocked')) throw blocked;
        if (state === 'deleting' && !serves.includes('deleting')) throw deleting;
      }));
    try {
      return await make({ ...deps, store: gated(deps.store, check) })(call);
    } catch (error) {
      // Nothing was read or written for the account yet: its page view is logged as an anonymous one.
      if ((error === blocked || error === deleting) && pageView) return handler({ ...call, caller: null });
      throw error;
    }
  };
}
