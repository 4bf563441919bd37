/**
 * The signed-in area's service worker, registered at /sw.js with scope /menu/ (see
 * shared/pwa/service-worker-registration.ts), so it never controls a public page. It precaches the
 * built app (vite-plugin-pwa's injectManifest writes the list into self.__WB_MANIFEST at build time)
 * and answers every navigation under /menu/ with the precached app shell, so the inbox opens offline;
 * a new version takes over at once. Push notices are shown and opened by push-notices.ts.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_SHELL_FILE } from '@lab/domain/published';
import { noticeOfMessage, openNotice, pushPayloadOf, showNotice } from './push-notices';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL(`/${APP_SHELL_FILE}`), { allowlist: [/^\/menu\//] }));

// A new worker (a new build) serves the open pages at once: its precache holds the build they need.
void self.skipWaiting();
clientsClaim();

self.addEventListener('push', (event) => {
  event.waitUntil(showNotice(self.registration, pushPayloadOf(event.data)));
});

self.addEventListener('message', (event) => {
  const payload = noticeOfMessage({ origin: event.origin, data: event.data }, self.location.origin);
  if (payload !== undefined) event.waitUntil(showNotice(self.registration, payload));
});

self.addEventListener('notificationclick', (event) => {
  // Started before waitUntil, which only keeps the worker alive for it: the work does not depend on
  // it, so an event dispatched by a test (untrusted, whose waitUntil throws) still proves the click.
  const opening = openNotice(event.notification, self.clients, self.location.origin);
  event.waitUntil(opening);
});
