/**
 * A fresh demo backend on the seed for each test: memory persistence, no other tabs, an in-page
 * lock. Installed as the app's backend so route loaders (which call getBackend) see it too.
 */
import { setBackendForTests } from '../backend';
import { createDemoBackend, type DemoBackendOptions } from '../backend/demo/demo-backend';
import { memoryPersistence } from '../backend/demo/demo-persistence';
import { localLock } from '../backend/demo/demo-tabs';
import type { AuthUser, Backend } from '../backend/port';
import { readStoredKeys, useSession } from '../session/session-store';

export type TestBackend = ReturnType<typeof createDemoBackend>;

export function createTestBackend(options: DemoBackendOptions = {}): TestBackend {
  const backend = createDemoBackend({ persistence: memoryPersistence(), channel: null, lock: localLock(), ...options });
  setBackendForTests(backend);
  return backend;
}

/** Clears local and session storage and puts the session store back to a first visit. */
export function resetSession(): void {
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({
    stored: readStoredKeys(),
    authUser: null,
    authReady: false,
  });
}

/**
 * Starts a first visit, signs `uid` in on the backend and mirrors it in the session store; with
 * `skin`, that skin is the chosen one (skinLogado 'true'), as after a completed sign-in.
 */
export async function signInAs(backend: Backend, uid: string, skin?: string): Promise<AuthUser> {
  resetSession();
  const user = await backend.signIn(uid);
  useSession.getState().setAuth(user);
  useSession.getState().setStored({ userLocalId: user.uid, idGoogleCap: user.uid, user: user.name });
  if (skin) useSession.getState().setStored({ skinLogado: 'true', skinLogadoUser: skin, skinLocal: skin });
  return user;
}

/** The seed's accounts, by role. */
export const SEED = {
  owner: 'owner-dona',
  visitor: 'user-visitante',
  multi: 'user-multi',
} as const;
