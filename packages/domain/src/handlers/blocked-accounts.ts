/**
 * The one place a blocked account is refused: createHandlers wraps every handler with it, so no
 * handler can forget the block. Auth refuses a blocked account's sign-in, but an ID token issued
 * before the block works for up to an hour, and a person whose Firebase account was deleted signs
 * in again under a new uid: both reach the handlers signed in.
 */
import { DomainError, MESSAGES, PAGE_VIEW_CALLABLES, type CallableName } from '..';
import type { Handler, HandlerDeps } from './handler-types';

/**
 * `handler` for everyone but a blocked account, which is refused before its payload is read and
 * anything is written. The page-view loggers still record its visits, as an anonymous visitor's
 * (their per-IP limits, nothing under the account): a page view is never refused. Costs a signed-in
 * call one read of its user document (and, for an account without one, an Auth lookup).
 */
/**
 * The person's rights over their own data (LGPD art. 18) hold for a blocked account too: it may
 * download what the site keeps and delete its account, which then keeps what the moderation decided
 * (deleteMyAccount). Neither publishes anything.
 */
const DATA_RIGHTS: ReadonlySet<CallableName> = new Set<CallableName>(['exportMyData', 'deleteMyAccount']);

export function refusingBlocked<N extends CallableName>(name: N, handler: Handler<N>, deps: HandlerDeps): Handler<N> {
  return async (call) => {
    const caller = call.caller;
    if (caller === null) return handler(call);
    if (!(await deps.store.isBlocked(caller.uid, () => deps.accounts.identityKey(caller.uid)))) return handler(call);
    if (PAGE_VIEW_CALLABLES.has(name)) return handler({ ...call, caller: null });
    if (DATA_RIGHTS.has(name)) return handler(call);
    throw new DomainError('permission-denied', MESSAGES.accountBlocked);
  };
}
