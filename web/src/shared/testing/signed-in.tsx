/**
 * Test support for the signed-in screens: a demo backend on a fresh copy of the seed (memory
 * persistence, no other tabs), a session as a given account, and a memory router around a screen.
 * The screens then run against the Cloud Functions' real handlers and the real live reads.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { BackendProvider } from '../backend/context';
import type { Backend } from '../backend/port';

export { createTestBackend as freshDemoBackend, resetSession, signInAs, type TestBackend } from './test-backend';

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
