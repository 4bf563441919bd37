/**
 * The demo adapter of the Backend port: the seed, the in-memory database and the Cloud Functions'
 * handlers, all in the browser. Public reads answer from memory; commands run the real handlers.
 */
import seedJson from '@seed/seed.json';
import { NEW_ACCOUNT, type AccountChooser, type Backend } from '../port';
import { createDemoLiveReads } from './demo-live-reads';
import { browserPersistence, type DemoPersistence } from './demo-persistence';
import { DemoRuntime, type DemoRuntimeOptions, type DemoSeed } from './demo-runtime';
import { createMemoryStore } from '@lab/domain/memory';
import { browserChannel, browserLock, type DemoChannel, type DemoLock } from './demo-tabs';
import { demoPushDevices, listenForDemoPushes } from './demo-push';

export interface DemoBackendOptions {
  seed?: DemoSeed;
  persistence?: DemoPersistence;
  channel?: DemoChannel | null;
  lock?: DemoLock;
  now?: () => number;
  random?: () => number;
  loadHandlers?: DemoRuntimeOptions['loadHandlers'];
  loadSnapshotCheck?: DemoRuntimeOptions['loadSnapshotCheck'];
}

export const demoSeed: DemoSeed = seedJson;

export function createDemoBackend(
  options: DemoBackendOptions = {},
): Backend & { runtime: DemoRuntime; accountChooser: AccountChooser } {
  const runtime = new DemoRuntime({
    seed: options.seed ?? demoSeed,
    persistence: options.persistence ?? browserPersistence(),
    channel: options.channel === undefined ? browserChannel() : options.channel,
    lock: options.lock ?? browserLock(),
    ...(options.now ? { now: options.now } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.loadHandlers ? { loadHandlers: options.loadHandlers } : {}),
    ...(options.loadSnapshotCheck ? { loadSnapshotCheck: options.loadSnapshotCheck } : {}),
  });
  const live = createDemoLiveReads(runtime.db, () => runtime.currentUser());
  // The Store's reads on the demo's own database: the very declarations the server reads with.
  const reads = createMemoryStore(runtime.db);
  listenForDemoPushes();
  return {
    deliversMail: false,
    push: demoPushDevices(),
    runtime,
    watchAuth: (next) => runtime.watchAuth(next),
    signIn: (accountUid) => runtime.signIn(accountUid, NEW_ACCOUNT),
    signOut: () => runtime.signOut(),
    accountChooser: { accounts: () => runtime.listAccounts() },
    getPublished: async (path) => {
      await runtime.ready;
      return reads.getPublished(path);
    },
    loadSkinTree: async (username) => {
      await runtime.ready;
      const site = await reads.loadSkinSite(username);
      // As firestore.rules: a skin tree is its own user's and the owners'; public pages read the snapshot.
      const viewer = runtime.currentUser();
      return site && viewer && (viewer.admin || viewer.uid === site.skin.idUser) ? site : null;
    },
    ...live,
    // The demo's handlers run in this page: there is no request to prove.
    prepareContactMessage: () => {},
    call: (name, payload) => runtime.call(name, payload),
    // The same handler, run here in the browser as the person signed in (if any), fire and forget.
    sendClick: (payload) => void runtime.call('logClick', payload).catch(() => undefined),
  };
}
