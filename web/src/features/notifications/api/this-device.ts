/**
 * Which account this browser gets push notices for, and with which token: kept in localStorage so
 * the drawer knows at once, and so ENCERRAR can take the device off that account before the storage
 * is cleared (a shared computer must not go on telling the last person of their messages).
 */
import type { Backend } from '../../../shared/backend/port';
import { registerAppServiceWorker } from '../../../shared/pwa/service-worker-registration';

const KEY = 'lab-push-device';

export interface ThisDevice {
  uid: string;
  token: string;
}

export function storedDevice(storage: Storage = localStorage): ThisDevice | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { uid, token } = value as Partial<ThisDevice>;
    return typeof uid === 'string' && typeof token === 'string' ? { uid, token } : null;
  } catch {
    return null;
  }
}

/** Asks the push service for this browser's token through the app's worker and registers it for `uid`. */
export async function enableThisDevice(backend: Backend, uid: string): Promise<void> {
  const worker = await registerAppServiceWorker();
  if (!backend.push || !worker) throw new Error('no push service or worker here');
  const token = await backend.push.token(worker);
  await backend.call('registerDevice', { token });
  localStorage.setItem(KEY, JSON.stringify({ uid, token } satisfies ThisDevice));
}

/**
 * Takes this browser off the account it was registered for. The local record goes even when the
 * server or the push service cannot be reached: the person asked for no more notices here.
 */
export async function disableThisDevice(backend: Backend): Promise<void> {
  const device = storedDevice();
  localStorage.removeItem(KEY);
  if (!device) return;
  const worker = await registerAppServiceWorker();
  await Promise.allSettled([
    backend.call('unregisterDevice', { token: device.token }),
    worker && backend.push ? backend.push.forget(worker) : Promise.resolve(),
  ]);
}
