/**
 * The app's service worker of /menu/ as the browser tests see it: waiting for a state, the notices
 * it shows, the worker itself, and its click on a shown notice (no protocol clicks a notification,
 * so the worker's own handler is run on the notice it showed).
 */
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { openMenuFromSkin, signInToSkin } from './signed-in-site';

/** Reads again until `done` holds: the state the test waits for (the test's time-out bounds it). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((next) => setTimeout(next, 100));
  }
}

/** The notices the worker of /menu/ shows now. */
export const shownNotices = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/menu/');
    const notices = (await registration?.getNotifications()) ?? [];
    return notices.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });

export async function appWorker(context: BrowserContext, origin: string): Promise<Worker> {
  const found = await eventually(
    async () => context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`),
    (worker) => worker !== undefined,
  );
  return found!;
}

/**
 * Runs the worker's click handler on the first notice it shows. The event is untrusted (its
 * waitUntil throws), and the handler starts its work first, so its effect proves it.
 */
export async function clickShownNotice(context: BrowserContext, origin: string): Promise<void> {
  const worker = await appWorker(context, origin);
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: object) => Event;
    };
    const [notice] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notice }));
  });
}

/**
 * Signs the owner in and opens the menu, waits for the worker of /menu/ to be active, then loads
 * `path` of the menu: a document's worker is fixed when it is created, and the first one was created
 * at the skin's page (the installed app starts at /menu/, so it is controlled from its first load).
 */
export async function ownerUnderWorker(page: Page, path: string): Promise<void> {
  await signInToSkin(page, 'Dona do Lab');
  await openMenuFromSkin(page);
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration('/menu/'))?.active?.state === 'activated',
  );
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}
