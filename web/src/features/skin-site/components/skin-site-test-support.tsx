/** Test support: a skin's site from the seed, rendered in a memory router as the app mounts it. */
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SkinSite } from '@lab/domain/kernel';
import { BackendProvider } from '../../../shared/backend/context';
import { createTestBackend, type TestBackend } from '../../../shared/testing/test-backend';
import { SkinShell } from './SkinShell';

export async function seedSite(name: string): Promise<SkinSite> {
  const backend = createTestBackend();
  // A skin's tree is read by its user and the owners: the seed's owner reads any.
  await backend.signIn('owner-dona');
  const site = await backend.loadSkinTree(name);
  if (!site) throw new Error(`no skin ${name} in the seed`);
  return site;
}

/** The shell at `path` under the app's `/:skin/*` route, with a stand-in for ERROR 404, in StrictMode as the app runs. */
export function renderSite(site: SkinSite, path: string, backend: TestBackend = createTestBackend()) {
  const router = createMemoryRouter([{ path: ':skin/*', element: <SkinShell site={site} notFound={<p>ERROR 404</p>} /> }], {
    initialEntries: [path],
  });
  return {
    router,
    backend,
    ...render(
      <StrictMode>
        <BackendProvider backend={backend}>
          <RouterProvider router={router} />
        </BackendProvider>
      </StrictMode>,
    ),
  };
}
