/**
 * A fresh demo backend on the seed for each test: memory persistence, no other tabs, an in-page
 * lock. Installed as the app's backend so route loaders (which call getBackend) see it too.
 */
import { setBackendForTests } from '../backend';
import { createDemoBackend, type DemoBackendOptions } from '../backend/demo/demo-backend';
import { memoryPersistence } from '../backend/demo/demo-persistence';
import { localLock } from '../backend/demo/demo-tabs';
import { readStoredKeys, useSession, type StoredKeys } from '../session/session-store';

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
    usernameGlobal: false,
    userLogado: 'false',
    routes: [],
    stored: readStoredKeys(),
    authUser: null,
    authReady: false,
  });
}

/** Signs a seed account in on the backend and mirrors it into the session store. */
export async function signInAs(backend: TestBackend, uid: string, stored: Partial<StoredKeys> = {}): Promise<void> {
  const user = await backend.signIn(uid);
  useSession.getState().setStored({ userLocalId: user.uid, ...stored });
  useSession.getState().setAuth(user);
}

/** The seed's accounts, by role. */
export const SEED = {
  owner: 'owner-dona',
  visitor: 'user-visitante',
  multi: 'user-multi',
} as const;
