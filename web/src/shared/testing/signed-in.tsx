/**
 * Test support for the signed-in screens: a demo backend on a fresh copy of the seed (memory
 * persistence, no other tabs), a session as a given account, and a memory router around a screen.
 * The screens then run against the Cloud Functions' real handlers and the real live reads.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { BackendProvider } from '../backend/context';
import type { AuthUser, Backend } from '../backend/port';
import { useSession } from '../session/session-store';
import { resetSession } from './test-backend';

export { createTestBackend as freshDemoBackend, resetSession, type TestBackend } from './test-backend';

/**
 * Signs `uid` in on the backend and mirrors it in the session store; with `skin`, that skin is the
 * chosen one (skinLogado 'true'), as after a completed sign-in.
 */
export async function signInAs(backend: Backend, uid: string, skin?: string): Promise<AuthUser> {
  resetSession();
  const user = await backend.signIn(uid);
  useSession.getState().setAuth(user);
  useSession.getState().setStored({ userLocalId: user.uid, idGoogleCap: user.uid, user: user.name });
  if (skin) useSession.getState().setStored({ skinLogado: 'true', skinLogadoUser: skin, skinLocal: skin });
  return user;
}

/** Shows where the router went, for tests of navigation. */
export function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname}</output>;
}

/** Renders `routes` at `path`; every other path renders only the current-path probe. */
export function renderAt(backend: Backend, routes: RouteObject[], path: string) {
  const router = createMemoryRouter([...routes, { path: '*', element: <CurrentPath /> }], { initialEntries: [path] });
  const view = render(
    <BackendProvider backend={backend}>
      <RouterProvider router={router} />
    </BackendProvider>,
  );
  return { router, ...view };
}
