/**
 * The signed-in area's service worker (src/service-worker/sw.ts, built to /sw.js). Its scope is
 * /menu/: it controls the menu's pages only, so a public page is never served by it and never
 * fetches it. Only the menu registers it (use-installable-app.ts); the push feature asks for the same
 * registration to subscribe with.
 */
import { onFirstUse } from '../lazy/on-first-use';

export const SERVICE_WORKER_URL = '/sw.js';
export const APP_SCOPE = '/menu/';

/**
 * The registration, or null where there is none to have: no service workers (jsdom, an old or
 * private browser) or no worker to register (the dev server builds none). Registered once per page.
 */
export const registerAppServiceWorker: () => Promise<ServiceWorkerRegistration | null> = onFirstUse(async () => {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return null;
  try {
    // updateViaCache 'none': a new build's worker is found at the next visit, whatever the HTTP cache holds.
    return await container.register(SERVICE_WORKER_URL, { scope: APP_SCOPE, updateViaCache: 'none' });
  } catch (error) {
    console.warn('O service worker não foi registrado; o app segue sem ele.', error);
    return null;
  }
});
