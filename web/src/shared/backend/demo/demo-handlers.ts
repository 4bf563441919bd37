/** The Cloud Functions' own handlers as the demo runs them: on the in-memory store, from one IP and one place. */
import type { GeoInfo } from '@lab/domain/kernel';
import type { MemoryDb } from '@lab/domain/memory';
import type { Accounts, HandlerDeps, Handlers } from '@lab/domain/handlers';
import { demoPushSender } from './demo-push';

export interface HandlerClock {
  now: () => number;
  random: () => number;
  newId: () => string;
}

/** The IP every demo command comes from. */
export const DEMO_IP = '127.0.0.1';

/** What the demo's geo-IP lookup answers for everyone. */
export const DEMO_GEO: GeoInfo = {
  country_code: 'BR',
  country_name: 'Brasil',
  region: 'Rio Grande do Sul',
  city: 'Porto Alegre',
  org: 'Demo',
};

export async function loadServerHandlers(db: MemoryDb, clock: HandlerClock, accounts: Accounts): Promise<Handlers> {
  const [{ createHandlers, drainMessageNotices }, { createInlineImages, createMemoryStore }] = await Promise.all([
    import('@lab/domain/handlers'),
    import('@lab/domain/memory'),
  ]);
  const deps: HandlerDeps = {
    store: createMemoryStore(db),
    accounts,
    images: createInlineImages(),
    geo: async () => DEMO_GEO,
    push: demoPushSender(),
    ...clock,
    // Links in the (never sent) e-mails point at this very demo.
    siteUrl: globalThis.location?.origin ?? 'http://127.0.0.1:5173',
    logger: {
      warn: (message, ...details) => console.warn(message, ...details),
      error: (message, ...details) => console.error(message, ...details),
    },
  };
  return afterEachCommand(createHandlers(deps), async () => {
    // The Functions settle a message's notices from a trigger after its commit; the demo settles them
    // with the same code once the command is done. A notice that fails leaves the message as it is.
    await drainMessageNotices(deps).catch((error: unknown) => console.error('a notice could not be settled', error));
  });
}

/** Each handler, then `after` (whether the command succeeded or was refused), before the answer. */
function afterEachCommand(handlers: Handlers, after: () => Promise<void>): Handlers {
  const wrapped: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers) as Array<[string, (call: never) => Promise<unknown>]>) {
    wrapped[name] = async (call: never) => {
      try {
        return await handler(call);
      } finally {
        await after();
      }
    };
  }
  return wrapped as unknown as Handlers;
}

/**
 * The sweeps the Functions run on a schedule, run by the demo before each command with the same
 * code: a deletion whose Desfazer window closed gets its cascade, and a skin whose card or container
 * reached a date is published again (the demo also publishes every skin as shown when it loads).
 */
export async function loadDemoSweeper(
  db: MemoryDb,
  clock: HandlerClock,
  accounts: Pick<Accounts, 'deleteAccount'>,
): Promise<() => Promise<unknown>> {
  const [{ runScheduleSweep, sweepDeletions }, { createInlineImages, createMemoryStore }] = await Promise.all([
    import('@lab/domain/handlers'),
    import('@lab/domain/memory'),
  ]);
  const deps = { store: createMemoryStore(db), images: createInlineImages(), accounts, now: clock.now };
  return async () => {
    await sweepDeletions(deps);
    await runScheduleSweep(deps);
  };
}
