/**
 * What makes several tabs of one browser act as one demo database: a lock that serialises commands
 * across tabs (Web Locks) and a channel that tells the other tabs to reload the saved data
 * (BroadcastChannel). Both have in-process stand-ins for jest and for browsers without them.
 */
export type DemoMessage = { kind: 'data'; revision: number } | { kind: 'auth' };

export interface DemoChannel {
  post(message: DemoMessage): void;
  subscribe(listener: (message: DemoMessage) => void): () => void;
}

export interface DemoLock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export const DEMO_CHANNEL_NAME = 'lab-demo';
const LOCK_NAME = 'lab-demo-commands';

export function broadcastChannel(name: string = DEMO_CHANNEL_NAME): DemoChannel {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const handle = (event: MessageEvent<DemoMessage>) => listener(event.data);
      channel.addEventListener('message', handle);
      return () => channel.removeEventListener('message', handle);
    },
  };
}

/**
 * An in-process hub: every channel it makes hears the others' messages but not its own, like
 * BroadcastChannel. Delivery is asynchronous, as in a browser.
 */
export function channelHub(): { channel(): DemoChannel } {
  const members = new Set<(message: DemoMessage) => void>();
  return {
    channel() {
      const own = new Set<(message: DemoMessage) => void>();
      return {
        post: (message) => {
          for (const member of members) {
            if (!own.has(member)) queueMicrotask(() => member(structuredClone(message)));
          }
        },
        subscribe: (listener) => {
          own.add(listener);
          members.add(listener);
          return () => {
            own.delete(listener);
            members.delete(listener);
          };
        },
      };
    },
  };
}

export function webLock(locks: LockManager, name: string = LOCK_NAME): DemoLock {
  return {
    run: <T>(task: () => Promise<T>): Promise<T> => locks.request(name, task) as Promise<Awaited<T>>,
  };
}

/** Serialises tasks within one page (the stand-in when Web Locks are missing). */
export function localLock(): DemoLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const next = tail.then(task, task);
      tail = next.catch(() => undefined);
      return next;
    },
  };
}

export function browserChannel(): DemoChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : broadcastChannel();
}

export function browserLock(): DemoLock {
  return typeof navigator !== 'undefined' && navigator.locks ? webLock(navigator.locks) : localLock();
}
