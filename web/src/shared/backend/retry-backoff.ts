/**
 * Trying a read again while the store is unreachable: after 1 s, 2 s, 4 s … at most 30 s apart, and
 * at once when the browser says it is back online. A page left open through an outage recovers by
 * itself without hammering a store that is coming back.
 */

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** The wait before try number `attempt` (0 for the first): doubling from 1 s, capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempt, 30), MAX_RETRY_MS);
}

/** The timers the retries run on: the window's, or a test's fake clock. */
export interface RetryClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const windowClock: RetryClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface RetryOptions {
  clock?: RetryClock;
  /** Where the `online` event comes from (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/**
 * Runs `attempt` after each wait until it answers true (recovered) or the returned stop is called.
 * One attempt at a time: an `online` event during one does not start another.
 */
export function retryWithBackoff(attempt: () => Promise<boolean>, options: RetryOptions = {}): () => void {
  const clock = options.clock ?? windowClock;
  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  let tries = 0;
  let timer: unknown = null;
  let running = false;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = clock.setTimeout(() => void now(), retryDelayMs(tries));
  };
  const now = async () => {
    if (stopped || running) return;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    running = true;
    let recovered = false;
    try {
      recovered = await attempt();
    } catch {
      // A try that throws is a try that failed: the next one waits longer.
    }
    running = false;
    tries += 1;
    if (!recovered) schedule();
    else stop();
  };
  const online = () => void now();
  const stop = () => {
    stopped = true;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    events?.removeEventListener('online', online);
  };

  events?.addEventListener('online', online);
  schedule();
  return stop;
}
