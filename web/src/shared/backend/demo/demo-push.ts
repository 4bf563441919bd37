/**
 * Push on the demo: no push service runs here, so a "device" is this browser, named by a random id
 * kept in localStorage, and the demo's push sender hands each notice to every tab of the browser on a
 * BroadcastChannel; the tab whose browser holds the token asks the app's own service worker to show
 * it, exactly as the worker shows a real push (PUSH_MESSAGE_TYPE). Notices of one conversation share
 * a tag, so several tabs showing the same one still make one notification.
 */
import { PUSH_MESSAGE_TYPE, type PushNotice } from '@lab/domain/notices';
import type { PushDelivery, PushSender } from '@lab/domain/handlers';
import type { PushDevices } from '../port';
import { APP_SCOPE } from '../../pwa/service-worker-registration';

const CHANNEL = 'lab-demo-push';
const DEVICE_KEY = 'lab-demo-push-device';

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
}

/** The demo's push service: every tab hears every delivery, and none is ever invalid. */
export function demoPushSender(): PushSender {
  return {
    async send(deliveries) {
      const out = channel();
      if (out) {
        out.postMessage(deliveries);
        out.close();
      }
      return { invalidTokens: [] };
    },
  };
}

/** This browser as a device: its id is made on the first "Ativar notificações" and forgotten on "Desativar". */
export function demoPushDevices(storage: Storage = localStorage): PushDevices {
  return {
    async token() {
      const known = storage.getItem(DEVICE_KEY);
      if (known) return known;
      const made = `demo-device-${crypto.randomUUID()}`;
      storage.setItem(DEVICE_KEY, made);
      return made;
    },
    async forget() {
      storage.removeItem(DEVICE_KEY);
    },
  };
}

/** The notices addressed to this browser's device, among a batch of deliveries. */
export function noticesFor(deliveries: unknown, token: string | null): PushNotice[] {
  if (!token || !Array.isArray(deliveries)) return [];
  return (deliveries as PushDelivery[]).filter((d) => d?.token === token).map((d) => d.notice);
}

/** Shows this browser's notices through the app's service worker, as a push would arrive there. */
export function listenForDemoPushes(storage: Storage = localStorage): void {
  const inbox = channel();
  if (!inbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  inbox.addEventListener('message', (event: MessageEvent<unknown>) => {
    const notices = noticesFor(event.data, storage.getItem(DEVICE_KEY));
    if (notices.length === 0) return;
    void navigator.serviceWorker.getRegistration(APP_SCOPE).then((registration) => {
      for (const data of notices) registration?.active?.postMessage({ type: PUSH_MESSAGE_TYPE, data });
    });
  });
}
