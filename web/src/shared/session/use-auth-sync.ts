import { useEffect } from 'react';
import { useBackend } from '../backend/context';
import { hasStoredSession, useSession } from './session-store';

/**
 * Mirrors the backend's auth state into the session store. The auth SDK is loaded eagerly only
 * when storage says someone signed in before; anonymous visitors never download it.
 */
export function useAuthSync(): void {
  const backend = useBackend();
  const setAuth = useSession((s) => s.setAuth);
  useEffect(() => {
    const eager = hasStoredSession(useSession.getState().stored);
    return backend.watchAuth(setAuth, { eager });
  }, [backend, setAuth]);
}
