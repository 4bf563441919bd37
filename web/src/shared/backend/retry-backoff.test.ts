/** Retrying while the store is unreachable, on a fake clock: 1 s, 2 s, 4 s … 30 s, and at once on `online`. */
import { MAX_RETRY_MS, retryDelayMs, retryWithBackoff, type RetryClock } from './retry-backoff';

/** Timers that run only when the test moves time on. */
function fakeClock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let ids = 0;
  const clock: RetryClock = {
    setTimeout: (run, ms) => {
      ids += 1;
      timers.push({ at: now + ms, run, id: ids });
      return ids;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((t) => t !== next);
      now = next.at;
      next.run();
      // Let the attempt's promise settle before the next timer is looked for.
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    }
    now = until;
  };
  return { clock, advance, pending: () => timers.length, now: () => now };
}

describe('retry backoff', () => {
  it('waits 1 s, 2 s, 4 s … doubling, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
    expect(MAX_RETRY_MS).toBe(30_000);
  });

  it('tries at those times while the store stays down, and stops once a try succeeds', async () => {
    const { clock, advance, pending, now } = fakeClock();
    const tries: number[] = [];
    let up = false;
    retryWithBackoff(
      async () => {
        tries.push(now());
        return up;
      },
      { clock, events: null },
    );
    await advance(999);
    expect(tries).toEqual([]);
    await advance(1 + 2000 + 4000 + 8000 + 16000 + 30000 + 30000);
    expect(tries).toEqual([1000, 3000, 7000, 15000, 31000, 61000, 91000]);
    up = true;
    await advance(30000);
    expect(tries).toHaveLength(8);
    expect(pending()).toBe(0);
    await advance(120000);
    expect(tries).toHaveLength(8);
  });

  it('counts a try that throws as a failed one', async () => {
    const { clock, advance } = fakeClock();
    let calls = 0;
    retryWithBackoff(
      async () => {
        calls += 1;
        throw new Error('ainda fora');
      },
      { clock, events: null },
    );
    await advance(3000);
    expect(calls).toBe(2);
  });

  it('tries at once when the browser comes back online, then backs off from there', async () => {
    const { clock, advance, now } = fakeClock();
    const events = new EventTarget();
    const tries: number[] = [];
    retryWithBackoff(
      async () => {
        tries.push(now());
        return false;
      },
      { clock, events },
    );
    await advance(500);
    events.dispatchEvent(new Event('online'));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(tries).toEqual([500]);
    // The timer of the first wait was replaced: the next try is 2 s after this one.
    await advance(1999);
    expect(tries).toEqual([500]);
    await advance(1);
    expect(tries).toEqual([500, 2500]);
  });

  it('stops trying, and listening for online, when stopped', async () => {
    const { clock, advance, pending } = fakeClock();
    const events = new EventTarget();
    const attempt = jest.fn(async () => false);
    const stop = retryWithBackoff(attempt, { clock, events });
    stop();
    expect(pending()).toBe(0);
    events.dispatchEvent(new Event('online'));
    await advance(60000);
    expect(attempt).not.toHaveBeenCalled();
  });
});
