import type { FirebaseApp } from 'firebase/app';
import { deleteToken, getToken } from 'firebase/messaging';
import { firebasePushDevices } from './firebase-push';

jest.mock('firebase/messaging', () => ({
  getMessaging: jest.fn(() => ({ kind: 'messaging' })),
  getToken: jest.fn(async () => 'fcm-token'),
  deleteToken: jest.fn(async () => true),
}));

const app = { name: '[DEFAULT]' } as FirebaseApp;
const worker = { scope: 'http://localhost/menu/' } as ServiceWorkerRegistration;

describe('this browser as an FCM device', () => {
  beforeEach(() => jest.clearAllMocks());

  it("asks FCM for the token of the app's own /menu/ worker, under the site's Web Push key", async () => {
    const devices = firebasePushDevices(async () => app, 'vapid-key');
    expect(await devices.token(worker)).toBe('fcm-token');
    expect(getToken).toHaveBeenCalledWith({ kind: 'messaging' }, { vapidKey: 'vapid-key', serviceWorkerRegistration: worker });
  });

  it("deletes the token on that same worker, never FCM's default one, which the site does not have", async () => {
    const devices = firebasePushDevices(async () => app, 'vapid-key');
    await devices.forget(worker);
    expect(jest.mocked(getToken).mock.calls[0]?.[1]).toEqual({ vapidKey: 'vapid-key', serviceWorkerRegistration: worker });
    expect(deleteToken).toHaveBeenCalledWith({ kind: 'messaging' });
    expect(jest.mocked(getToken).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(deleteToken).mock.invocationCallOrder[0] ?? 0,
    );
  });
});
