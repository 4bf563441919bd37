/**
 * This browser as an FCM device: the token FCM issues for the app's own service worker (which shows
 * the notices; see the worker's push handling) under the site's web push key. firebase/messaging is
 * loaded on "Ativar notificações" only: no page view carries it.
 */
import type { FirebaseApp } from 'firebase/app';
import type { PushDevices } from '../port';

export function firebasePushDevices(loadApp: () => Promise<FirebaseApp>, vapidKey: string): PushDevices {
  const messaging = async () => {
    const [sdk, app] = await Promise.all([import('firebase/messaging'), loadApp()]);
    return { sdk, messaging: sdk.getMessaging(app) };
  };
  return {
    async token(worker) {
      const { sdk, messaging: m } = await messaging();
      return sdk.getToken(m, { vapidKey, serviceWorkerRegistration: worker });
    },
    async forget(worker) {
      const { sdk, messaging: m } = await messaging();
      // deleteToken works on the worker getToken last named, and a new page has named none: without
      // this it would register FCM's default worker, which this site does not have.
      await sdk.getToken(m, { vapidKey, serviceWorkerRegistration: worker });
      await sdk.deleteToken(m);
    },
  };
}
