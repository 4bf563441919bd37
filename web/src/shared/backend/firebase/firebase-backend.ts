/**
 * The Firebase adapter of the Backend port. It imports no SDK itself: each part loads its own SDK
 * module when first needed (full Firestore for live reads, Auth on sign-in or a stored session,
 * Functions on the first command); public reads need none (REST over fetch).
 */
import { config } from '../../config/env';
import { lazyLiveReads } from '../lazy-live-reads';
import type { Backend, PushDevices } from '../port';
import { EMULATORS, loadFirebaseApp } from './firebase-app';
import type { AppCheckGate, AppCheckSettings } from './firebase-app-check';
import { createFirebaseAuth } from './firebase-auth';
import { createFirebaseCallables } from './firebase-callables';
import type { FirestoreSource } from './firestore-cache';
import { cacheClearPending } from './firestore-cache-mark';
import { getDocument } from './firestore-rest';
import { sendClickBeacon } from './click-beacon';
import { firestoreTarget } from './firestore-target';
import { onFirstUse } from '../../lazy/on-first-use';

export function createFirebaseBackend(): Backend {
  const auth = createFirebaseAuth(loadFirebaseApp);
  const appCheck = config.appCheck ? lazyAppCheckGate(config.appCheck) : NO_APP_CHECK;
  // The bare constant, so a production build carries no emulator address here.
  const firestore: FirestoreSource = {
    app: loadFirebaseApp,
    emulator: __USE_EMULATORS__ ? { host: EMULATORS.host, port: EMULATORS.firestorePort } : null,
    // ENCERRAR in another tab: this tab's Auth lets the session go at once (its own sync across tabs
    // may lag), so nothing here reads as that person again before the cache goes.
    endedElsewhere: async () => {
      if (auth.loaded()) await auth.signOut();
    },
  };
  const liveModule = () => import('./firebase-live-reads');
  // A cache an earlier sign-out on this browser could not clear goes now, not at the next sign-in.
  if (cacheClearPending()) void liveModule().then((m) => m.clearPendingFirestoreCache(firestore));
  const live = lazyLiveReads(() =>
    liveModule().then((m) =>
      m.createFirebaseLiveReads(
        () => m.loadFullFirestore(firestore),
        () => auth.current(),
      ),
    ),
  );
  const call = createFirebaseCallables(loadFirebaseApp, () => auth.loaded(), appCheck);
  return {
    deliversMail: true,
    // The bare constant, as for the account chooser below: a build without a Web Push key (demo and
    // emulator projects) drops the push wiring altogether.
    push: __PUSH_VAPID_KEY__ ? lazyPushDevices(__PUSH_VAPID_KEY__) : null,
    watchAuth: (next, options) => auth.watch(next, options),
    signIn: (accountUid) => auth.signIn(accountUid),
    // Signed out first, so no listener reads as the person while the cache goes.
    signOut: async () => {
      if (!auth.loaded()) return;
      await auth.signOut();
      await (await liveModule()).clearFullFirestore(firestore);
    },
    // The bare constant, not config.useEmulators: only it lets the bundler drop the emulator accounts
    // (and the seed they come from) from production builds.
    accountChooser: __USE_EMULATORS__
      ? { accounts: () => import('./firebase-emulator-accounts').then((m) => m.emulatorAccounts()) }
      : null,
    getPublished: (path) => getDocument(firestoreTarget(), path),
    // The studio's queries load with the studio: a page view reads documents by address only.
    loadSkinTree: async (username) =>
      (await import('./firebase-site-reads')).createFirebaseSiteReads(firestoreTarget(), undefined, auth).loadSkinTree(username),
    ...live,
    prepareContactMessage: () => void appCheck.start(),
    call,
    // Signed in on this page, her identity goes with it, so her own clicks are left out as her visits
    // are; a visitor's goes as a beacon, which a callable cannot take.
    sendClick: (payload) => (auth.loaded() ? void call('logClick', payload).catch(() => undefined) : sendClickBeacon(payload)),
  };
}

/** Emulator builds: the Functions emulator does not ask for App Check, so calls carry no proof. */
const NO_APP_CHECK: AppCheckGate = { start: async () => undefined, headers: async () => ({}) };

/**
 * The gate's own module loads with the first contact message, like the SDK it drives: a page view
 * carries none of it. Like the gate, it never rejects: no module means no token, and the server says why.
 */
function lazyAppCheckGate(settings: AppCheckSettings): AppCheckGate {
  // A module that did not download is asked for again by the next call.
  const module = onFirstUse(() => import('./firebase-app-check'), { retry: true });
  const gate = onFirstUse(() => module().then((m) => m.createAppCheckGate(loadFirebaseApp, settings)), { retry: true });
  const load = () =>
    gate().catch((error: unknown) => {
      console.warn('The App Check module did not load; guarded calls go without a token.', error);
      return null;
    });
  return {
    start: async () => {
      await (await load())?.start();
    },
    headers: async (options) => (await (await load())?.headers(options)) ?? {},
  };
}

/** FCM's side of push loads with "Ativar notificações": a page view carries none of it. */
function lazyPushDevices(vapidKey: string): PushDevices {
  const devices = onFirstUse(() => import('./firebase-push').then((m) => m.firebasePushDevices(loadFirebaseApp, vapidKey)));
  return {
    token: async (worker) => (await devices()).token(worker),
    forget: async (worker) => (await devices()).forget(worker),
  };
}
