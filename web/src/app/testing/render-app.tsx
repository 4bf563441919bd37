/** Renders the whole app (real routes, demo backend on the seed) at a path, as a browser would. */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { BackendProvider } from '../../shared/backend/context';
import { createTestBackend, type TestBackend } from '../../shared/testing/test-backend';
import { App } from '../App';
import { routes } from '../router';

export function renderApp(path: string, backend: TestBackend = createTestBackend()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <BackendProvider backend={backend}>
      <App router={router} />
    </BackendProvider>,
  );
  return { ...view, router, backend };
}
