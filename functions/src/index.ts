/**
 * The deployed Cloud Functions: the callables wired to Firestore, Firebase Auth and a geo-IP
 * lookup. firebase-admin is initialised on the first call, not at load, so deploy analysis stays cheap.
 */
import { join } from 'node:path';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { createFirebaseAccounts, lazyAccounts } from './accounts/firebase-accounts';
import { isMailbox } from '@lab/domain/notices';
import { SITE_NAME } from '@lab/domain/kernel';
import { createCallables } from './callables';
import { createIpapiGeoLookup, emulatorGeoLookup } from './callables/geo';
import { siteSecurityHeaders } from './hosting/security-headers';
import { createDomainFrames } from './hosting/domain-frames';
import { createRenderSkinPage } from './hosting/skin-pages';
import { bundledSite, lazySiteRenderer, webBuildSite } from './hosting/site-renderer';
import { lazyImages } from './images/lazy-images';
import { storageImageAddresses } from './images/storage-images';
import { unavailableImages } from './images/unavailable-images';
import { createFirestoreStore } from './store/firestore-store';
import { lazyStore } from './store/lazy-store';
import { createFcmPush } from './push/fcm-push';
import {
  createBookingReminders,
  createDeletionSweeper,
  createQuietNoticesRelease,
  createScheduledExport,
  createScheduleSweep,
} from './scheduled';
import { createAgendaFeed } from './hosting/agenda-feed';
import { createShareImage } from './hosting/share-image';
import { createClickBeacon } from './hosting/click-beacon';
import { createMessageNotices } from './notices/message-notices';
import { createHandlers, type HandlerDeps } from '@lab/domain/handlers';
import { createNodeTransport } from './webhooks/node-transport';
import {
  createWebhookDelivery,
  createWebhookRetries,
  createWebhookRetryHook,
  emulatorLoopback,
} from './webhooks/webhook-functions';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
/** Set by the Functions emulator when the Storage emulator runs beside it ("127.0.0.1:9199"). */
const storageEmulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST || undefined;

const adminApp = (): App => getApps()[0] ?? initializeApp();

/**
 * Where links in e-mails point: SITE_URL when the deployment sets one (a custom domain), otherwise
 * the project's default Hosting site, or the Hosting emulator.
 */
function siteUrl(): string {
  const configured = process.env.SITE_URL?.replace(/\/+$/, '');
  if (configured) return configured;
  if (inEmulator) return 'http://127.0.0.1:5000';
  return `https://${process.env.GCLOUD_PROJECT ?? 'localhost'}.web.app`;
}

/** The site's own reply address (SITE_REPLY_TO), when it is one: replies to visitors never name an account. */
function siteReplyTo(): { siteReplyTo?: string } {
  const configured = process.env.SITE_REPLY_TO?.trim().toLowerCase();
  return configured && isMailbox(configured) ? { siteReplyTo: configured } : {};
}

const store = lazyStore(() => createFirestoreStore(getFirestore(adminApp()), logger));

// Imported on first use: sharp's native library and firebase-admin/storage stay out of deploy analysis.
// On the emulators without Storage there is no bucket to write to: uploads are refused clearly.
const images =
  inEmulator && !storageEmulator
    ? unavailableImages()
    : lazyImages(
        async () => (await import('./images/open-storage-images.js')).openStorageImages(adminApp()),
        storageImageAddresses(storageEmulator),
      );

const accounts = lazyAccounts(() => createFirebaseAccounts(getAuth(adminApp())));

const deps: HandlerDeps = {
  store,
  accounts,
  images,
  geo: inEmulator ? emulatorGeoLookup : createIpapiGeoLookup(),
  // Opened on the first push. The emulators have no FCM: a send there fails, is logged, and the
  // message stands (the demo backend delivers its pushes to the browser's own worker instead).
  push: createFcmPush(async () => (await import('firebase-admin/messaging')).getMessaging(adminApp())),
  now: () => Date.now(),
  random: () => Math.random(),
  newId: () => globalThis.crypto.randomUUID(),
  siteUrl: siteUrl(),
  ...siteReplyTo(),
  logger,
  // Webhooks: production's address rule, unless the Emulator Suite's switch lets its loopback receiver through.
  webhookNetwork: { allowLoopback: emulatorLoopback() },
};

const callables = createCallables(
  deps,
  // The emulator decodes App Check tokens without verifying them, and a demo- project has no App
  // Check to issue one, so enforcing there would prove nothing and block local development.
  { enforceAppCheck: !inEmulator },
);

// The inbox's e-mail notice and the push of each message, decided after the message commits.
const messageNotices = createMessageNotices(deps);

// Each skin's webhook events, attempted once queued and retried on a schedule.
const webhookWorker = {
  store,
  transport: createNodeTransport(),
  now: () => Date.now(),
  network: { allowLoopback: emulatorLoopback() },
  logger,
};
const webhookDelivery = createWebhookDelivery(webhookWorker);
const webhookRetries = createWebhookRetries(webhookWorker);
// The emulators' test hook that runs the retry now; never part of a deployment.
const webhookTestHooks = inEmulator ? { webhookRetryNow: createWebhookRetryHook(webhookWorker) } : {};

const scheduledFirestoreExport = createScheduledExport();
const sweepDeletions = createDeletionSweeper({ store, images, accounts, now: () => Date.now(), logger });
// Business hours: the notices the quiet hours held, released when her hours open.
const releaseQuietNotices = createQuietNoticesRelease({ store, now: () => Date.now() });

// Bookings: the reminders a day ahead and the sweep of bookings past their retention.
const bookingReminders = createBookingReminders(deps);
// Cards and containers with dates: their skin published again when a date comes.
const scheduleSweep = createScheduleSweep({ store, now: () => Date.now(), logger });
// Her private calendar feed (/agenda/{uid}/{segredo}.ics).
const agendaFeed = createAgendaFeed(
  { store, now: () => Date.now(), siteUrl: siteUrl() },
  inEmulator ? {} : siteSecurityHeaders(),
);

// A skin page's share image (/compartilhar/{skin}/{page}/{version}.png), drawn by sharp on first use.
const shareImage = createShareImage(
  {
    store,
    images,
    render: async (content, icon, siteName) =>
      (await import('./hosting/share-image-render.js')).renderShareImage(content, icon, siteName),
    siteName: SITE_NAME,
    now: () => Date.now(),
    logger,
  },
  inEmulator ? {} : siteSecurityHeaders(),
);

// The public pages' click beacon (/__clique): the logClick callable's handler behind a plain POST.
const clickBeacon = createClickBeacon(
  createHandlers({ ...deps, logger }).logClick,
  logger,
  inEmulator ? {} : siteSecurityHeaders(),
);

const renderSkinPage = createRenderSkinPage({
  store,
  // The deployed bundle carries its site (scripts/build.mjs); the emulator prefers the repository's
  // latest web build, which `npm start` makes after this bundle.
  // On the emulators, npm start's fresh web/dist or the bundle's own build, whichever was made last: a
  // web/dist left by an older build (a size measurement) must not pair the renderer with its app shell.
  site: lazySiteRenderer([...(inEmulator ? [webBuildSite(join(__dirname, '..', '..', 'web'))] : []), bundledSite(__dirname)]),
  logger,
  origin: siteUrl(),
  // A skin's own domain: one read of dominios/{host} per host and minute per instance.
  frames: createDomainFrames({ skinOfDomain: (host) => store.skinOfDomain(host), siteOrigin: siteUrl() }),
  // The emulator serves no custom domain to move to: there the seed's mapped skin stays where it is.
  moveToDomains: !inEmulator,
  // Its images are drawn by shareImage, which the Hosting emulator reaches too.
  shareImages: true,
  // The Hosting emulator serves the emulators' copy of these (with the loopback allowance): the
  // production policy added here would block the app's calls to the emulators.
  securityHeaders: inEmulator ? {} : siteSecurityHeaders(),
});

// Every callable of the registry by its own name, beside the trigger, the schedules and the pages:
// Firebase finds the functions among the module's exports.
export = {
  ...callables,
  messageNotices,
  scheduledFirestoreExport,
  sweepDeletions,
  releaseQuietNotices,
  bookingReminders,
  scheduleSweep,
  agendaFeed,
  shareImage,
  clickBeacon,
  renderSkinPage,
  webhookDelivery,
  webhookRetries,
  ...webhookTestHooks,
};
