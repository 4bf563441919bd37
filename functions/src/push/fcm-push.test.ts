import { describe, expect, it, jest } from '@jest/globals';
import type { BatchResponse, Messaging, TokenMessage } from 'firebase-admin/messaging';
import { createFcmPush, messageOf } from './fcm-push';

const notice = { title: 'Ana — ORÇAMENTO', body: 'Oi, tudo bem?', link: '/conversa/ana_lab/principal', tag: 'ana_lab/principal' };

/** A Messaging whose sendEach answers each token as `answers` says (absent: delivered). */
function messagingAnswering(answers: Record<string, string>) {
  const sendEach = jest.fn(async (messages: TokenMessage[]): Promise<BatchResponse> => {
    const responses = messages.map((m) =>
      answers[m.token]
        ? { success: false, error: { code: answers[m.token], message: 'no' } as never }
        : { success: true, messageId: `m-${m.token}` },
    );
    return { responses, successCount: 0, failureCount: 0 };
  });
  return { sendEach, messaging: async () => ({ sendEach }) as unknown as Messaging };
}

describe('push through FCM', () => {
  it('sends a data-only message, urgent and kept a day, that the site worker shows itself', () => {
    expect(messageOf({ token: 't1', notice })).toEqual({
      token: 't1',
      data: notice,
      webpush: { headers: { Urgency: 'high', TTL: '86400' } },
    });
  });

  it('answers the tokens FCM says are gone, and only those', async () => {
    const { messaging } = messagingAnswering({
      gone: 'messaging/registration-token-not-registered',
      bad: 'messaging/invalid-registration-token',
      busy: 'messaging/internal-error',
    });
    const push = createFcmPush(messaging);
    const tokens = ['ok', 'gone', 'bad', 'busy'];
    const { invalidTokens } = await push.send(tokens.map((token) => ({ token, notice })));
    expect(invalidTokens).toEqual(['gone', 'bad']);
  });

  it('sends in batches of 500, FCM’s limit, and opens the SDK only when there is something to send', async () => {
    const { sendEach, messaging } = messagingAnswering({});
    const open = jest.fn(messaging);
    const push = createFcmPush(open);
    await push.send([]);
    expect(open).not.toHaveBeenCalled();
    await push.send(Array.from({ length: 1001 }, (_, i) => ({ token: `t${i}`, notice })));
    expect(sendEach.mock.calls.map(([messages]) => messages.length)).toEqual([500, 500, 1]);
  });
});
