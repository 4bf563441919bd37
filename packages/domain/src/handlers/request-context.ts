/**
 * What a handler derives from the call itself, beside its payload: the signed-in caller it requires,
 * the keys its per-IP limits count under, and the shard of today's counters it adds to.
 */
import { IPV6_NETWORK_LIMIT_FACTOR } from '../kernel/constants';
import { MESSAGES } from '../kernel/messages';
import type { Caller } from '../kernel/types';
import { clientKey, clientNetworkKey } from '../limits/client-address';
import { pickStatsShard } from '../visits/store/stats-docs';
import type { RateLimit } from '../limits/store/limit-port';
import type { HandlerDeps } from './handler-types';
import { refuse } from '../kernel/commands/refusals';

export function requireCaller(caller: Caller | null): Caller {
  if (caller === null) refuse('unauthenticated', MESSAGES.unauthenticated);
  return caller;
}

/** The owners' commands (moderation): to anyone else every one answers the same, before any read. */
export function requireOwner(maybeCaller: Caller | null): Caller {
  const caller = requireCaller(maybeCaller);
  if (!caller.admin) refuse('permission-denied', MESSAGES.permissionDenied);
  return caller;
}

/** IPv4 or IPv6 text, nothing else: the address is stored, shown and used in document ids. */
const IP_PATTERN = /^[0-9a-f:.]{2,45}$/;

/** The request's IP in one spelling, or '' when there is none or it is not shaped like an address. */
export function cleanIp(ip: string | null): string {
  const address = (ip ?? '').trim().toLowerCase();
  return IP_PATTERN.test(address) ? address : '';
}

/**
 * The client behind the request's IP (an IPv6 client's whole /64, see clientKey), or 'unknown' when
 * the boundary saw no address: what names a client inside a key that is no per-IP limit of its own
 * (a reporter, an e-mail's share from one client). Limits take `ipLimits`.
 */
export function ipLimitKey(ip: string | null): string {
  return clientKey(cleanIp(ip)) || 'unknown';
}

/**
 * Every per-IP limit: `window` on the client (`key` of its IPv4 address or IPv6 /64) and, for an
 * IPv6 client, IPV6_NETWORK_LIMIT_FACTOR times `window` on its /48, so rotating over the /64s of
 * one /48 buys a few clients' share, not 65,536.
 */
export function ipLimits(ip: string | null, key: (client: string) => string, window: Window): RateLimit[] {
  const network = clientNetworkKey(cleanIp(ip));
  return [
    { key: key(ipLimitKey(ip)), max: window.max, windowMs: window.windowMs },
    ...(network === '' ? [] : [{ key: key(network), max: window.max * IPV6_NETWORK_LIMIT_FACTOR, windowMs: window.windowMs }]),
  ];
}

type Window = Pick<RateLimit, 'max' | 'windowMs'>;

/** The shard of today's counters a command adds to: at random, so a burst spreads over all of them. */
export function statsShard(deps: Pick<HandlerDeps, 'random'>): number {
  return pickStatsShard(deps.random);
}

/**
 * Counts one use against each limit, in order, before the command's heavy work; the first that is full
 * refuses with `message` (`resource-exhausted`).
 */
export async function consumeLimits(
  deps: Pick<HandlerDeps, 'store' | 'now'>,
  limits: readonly RateLimit[],
  message: string,
): Promise<void> {
  for (const limit of limits) {
    if (!(await deps.store.consumeRateLimit(limit, deps.now()))) refuse('resource-exhausted', message);
  }
}

/** The addresses mail to an account went to: its Google e-mail and the verified one, each once. */
export async function accountEmails(deps: Pick<HandlerDeps, 'store' | 'accounts'>, uid: string): Promise<string[]> {
  const [user, verified] = await Promise.all([deps.store.getUser(uid), deps.accounts.verifiedEmail(uid)]);
  return [...new Set([user?.emailGoogle, verified].filter((e): e is string => Boolean(e)))];
}
