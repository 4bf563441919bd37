/**
 * A rate limit as a callable declares it: its window (the numbers stay in RATE_LIMITS) and its key,
 * each part of it in braces. The declaration is the one place a limit's key is written: handlers
 * take it where they take it today (before the heavy work, some inside the store's transaction) by
 * filling in its parts, the keys erased with an account are derived from every declaration
 * (account-limit-keys.ts), and docs/security.md's limits table is checked against them.
 *
 * Parts: `{uid}` an account, `{ip}` a client (ipLimitsOn fills in its IPv4 address or IPv6 /64 and
 * adds its /48), `{scope}` '' on the site's own form or `@{skin}` on a creator's; any other is named
 * for what it holds.
 */
import { RATE_LIMITS } from '../kernel/rate-limits';
import type { RateLimit } from '../limits/store/limit-port';
import { ipLimits } from './request-context';

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The names in braces in a key template: `a:{uid}@{skin}` gives 'uid' | 'skin'. */
export type KeyParts<T extends string> = T extends `${string}{${infer P}}${infer Rest}` ? P | KeyParts<Rest> : never;

export interface DeclaredLimit<T extends string = string> {
  readonly window: RateLimitName;
  readonly key: T;
}

export function rateLimit<T extends string>(window: RateLimitName, key: T): DeclaredLimit<T> {
  return { window, key };
}

type Parts<T extends string> = { readonly [P in KeyParts<T>]: string };

export function fillKey(template: string, parts: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => parts[name] ?? whole);
}

/** The counter one use is taken from. */
export function limitOn<T extends string>(limit: DeclaredLimit<T>, parts: Parts<T>): RateLimit {
  const { max, windowMs } = RATE_LIMITS[limit.window];
  return { key: fillKey(limit.key, parts), max, windowMs };
}

/** A per-IP limit's counters: the client's and, for IPv6, its /48's (ipLimits). */
export function ipLimitsOn<T extends string>(
  limit: DeclaredLimit<T>,
  ip: string | null,
  parts: Omit<Parts<T>, 'ip'>,
): RateLimit[] {
  return ipLimits(ip, (client) => fillKey(limit.key, { ...parts, ip: client }), RATE_LIMITS[limit.window]);
}
