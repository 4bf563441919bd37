import { useState } from 'react';
import { useBackend } from '../../../shared/backend/context';
import { disableThisDevice, enableThisDevice, storedDevice } from '../api/this-device';

/**
 * What "Ativar notificações" can do in this browser: `unavailable` where no push can work (no
 * notifications or service workers, or a build that reaches no push service), `blocked` once the
 * person refused the browser's question (only the browser's settings can undo that), else off or on.
 */
export type PushState = 'unavailable' | 'blocked' | 'off' | 'on';

export interface PushNotifications {
  state: PushState;
  busy: boolean;
  /** What went wrong with the last click, in Portuguese; null when nothing did. */
  failure: string | null;
  enable: () => void;
  disable: () => void;
}

function supported(): boolean {
  return typeof Notification !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

function initialState(uid: string, hasPushService: boolean): PushState {
  if (!hasPushService || !supported()) return 'unavailable';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && storedDevice()?.uid === uid ? 'on' : 'off';
}

export function usePushNotifications(uid: string): PushNotifications {
  const backend = useBackend();
  const [state, setState] = useState<PushState>(() => initialState(uid, backend.push !== null));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = (task: () => Promise<PushState>, failed: string) => {
    setBusy(true);
    setFailure(null);
    task()
      .then(setState)
      .catch((error: unknown) => {
        console.warn('Notificações:', error);
        setFailure(failed);
      })
      .finally(() => setBusy(false));
  };

  return {
    state,
    busy,
    failure,
    // The browser asks for permission on this click, never before.
    enable: () =>
      run(async () => {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
        await enableThisDevice(backend, uid);
        return 'on';
      }, 'Não foi possível ativar as notificações neste navegador. Tente de novo.'),
    disable: () =>
      run(async () => {
        await disableThisDevice(backend);
        return 'off';
      }, 'Não foi possível desativar as notificações. Tente de novo.'),
  };
}
