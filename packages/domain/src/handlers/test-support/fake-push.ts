import type { PushDelivery, PushSender } from '../handler-types';

/** A push service that records every delivery and calls the tokens in `gone` invalid, as FCM would. */
export interface FakePush extends PushSender {
  deliveries: PushDelivery[];
  gone: Set<string>;
  /** When set, every send fails (the service is down). */
  failing: boolean;
}

export function fakePush(): FakePush {
  const push: FakePush = {
    deliveries: [],
    gone: new Set(),
    failing: false,
    send: async (deliveries) => {
      if (push.failing) throw new Error('push service unavailable');
      push.deliveries.push(...deliveries);
      return { invalidTokens: deliveries.map((d) => d.token).filter((token) => push.gone.has(token)) };
    },
  };
  return push;
}
