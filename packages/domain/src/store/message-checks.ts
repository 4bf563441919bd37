/** What a message must pass before it is written: every rate limit, and whether its notice goes out. Reads only. */
import type { ConversaDoc } from '../types';
import type { Reader } from './doc-port';
import { readRateLimit } from './rate-limit-docs';
import type { OwnerNotification, RateLimit } from './store';

/** Every limit's hits, or the first limit that is full. */
export async function readRateLimits(
  tx: Reader,
  limits: readonly RateLimit[],
  at: number,
): Promise<number[][] | { full: RateLimit }> {
  const all: number[][] = [];
  for (const limit of limits) {
    const hits = await readRateLimit(tx, limit, at);
    if (hits === null) return { full: limit };
    all.push(hits);
  }
  return all;
}

/**
 * Whether a message's notice goes out: not when the conversation had one within the window (a burst
 * makes one e-mail), nor when the site-wide budget or the sender's share of it is full. Reads only.
 */
export async function readNotification(
  tx: Reader,
  notification: OwnerNotification | null | undefined,
  conversa: ConversaDoc | null,
  at: number,
): Promise<{ hits: number[][]; notification: OwnerNotification } | null> {
  if (!notification) return null;
  const last = conversa?.notificadoEm;
  if (typeof last === 'number' && at - last < notification.windowMs) return null;
  const hits: number[][] = [];
  for (const limit of notification.rateLimits) {
    const found = await readRateLimit(tx, limit, at);
    if (found === null) return null;
    hits.push(found);
  }
  return { hits, notification };
}
