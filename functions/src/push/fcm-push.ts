/**
 * Push notices through Firebase Cloud Messaging (the Admin SDK). Data-only messages: the site's own
 * service worker reads the notice and shows it, the same way on every browser, and groups it by its
 * tag. firebase-admin/messaging is opened on the first send, not when the Functions load.
 */
import type { Messaging, TokenMessage } from 'firebase-admin/messaging';
import type { PushDelivery, PushSender } from '@lab/domain/handlers';

/** FCM's own batch limit for sendEach. */
const BATCH = 500;

/** What FCM answers for a token that will never work again: the device unsubscribed or never was. */
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/** A day: a notice about a message older than that is no alert anymore. */
const TTL_SECONDS = 24 * 60 * 60;

export function messageOf({ token, notice }: PushDelivery): TokenMessage {
  return {
    token,
    data: { title: notice.title, body: notice.body, link: notice.link, tag: notice.tag },
    webpush: { headers: { Urgency: 'high', TTL: String(TTL_SECONDS) } },
  };
}

export function createFcmPush(messaging: () => Promise<Messaging>): PushSender {
  return {
    async send(deliveries) {
      const invalidTokens: string[] = [];
      if (deliveries.length === 0) return { invalidTokens };
      const sdk = await messaging();
      for (let start = 0; start < deliveries.length; start += BATCH) {
        const batch = deliveries.slice(start, start + BATCH);
        const answer = await sdk.sendEach(batch.map(messageOf));
        answer.responses.forEach((response, i) => {
          const token = batch[i]?.token;
          if (token && !response.success && GONE.has(response.error?.code ?? '')) invalidTokens.push(token);
        });
      }
      return { invalidTokens };
    },
  };
}
