import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { SKIN_ROUTE_ID } from './app/router-ids';
import { reconcileSkinSite } from './app/skin-site-loader';
import { getBackend } from './shared/backend';
import type { Backend } from './shared/backend/port';
import { BackendProvider } from './shared/backend/context';
import { readEmbeddedSkinData, type EmbeddedSkinData } from './ssr/skin-data';
import './shared/ui/base.css';

/** Marked when the server's markup has been hydrated (the browser tests compare it with the reads). */
const HYDRATED_MARK = 'lab:hydrated';

const container = document.getElementById('root') as HTMLElement;
const embedded = readEmbeddedSkinData(document, window.location.pathname);

function app(backend: Backend, router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <BackendProvider backend={backend}>
        <App router={router} />
      </BackendProvider>
    </StrictMode>
  );
}

/**
 * A page the server rendered: the router starts from the embedded tree (no read of the store) at the
 * address the server rendered, and React adopts the markup instead of painting it again.
 */
async function hydrate(data: EmbeddedSkinData) {
  if (window.location.pathname !== data.path) {
    window.history.replaceState(window.history.state, '', data.path + window.location.search + window.location.hash);
  }
  const [backend] = await Promise.all([getBackend(), resolveLazyRoutes(data.path)]);
  const router = createAppRouter({ loaderData: { [SKIN_ROUTE_ID]: data.data } });
  hydrateRoot(container, app(backend, router));
  performance.mark(HYDRATED_MARK);
  if (__APP_BACKEND__ === 'demo') {
    await reconcileSkinSite(data.skin, data.data.site, () => router.revalidate());
  }
}

if (embedded) {
  void hydrate(embedded);
} else {
  const root = createRoot(container);
  // Created before the backend resolves: the router starts fetching the first screen's chunk and
  // data at once, in parallel with the backend adapter's chunk.
  const router = createAppRouter();
  void getBackend().then((backend) => {
    root.render(app(backend, router));
  });
}
