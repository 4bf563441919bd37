import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';
import type { HydrationState } from 'react-router-dom';
import type { SiteFrame } from '@lab/domain/kernel';
import type { Backend } from '../shared/backend/port';
import { BackendProvider } from '../shared/backend/context';
import { RouteFrameProvider } from '../shared/routes/app-paths';
import type { EmbeddedSkinData } from './skin-data';
import { App } from './App';
import { createAppRouter, resolveLazyRoutes, routesOf, type AppRouter } from './router';
import { SKIN_ROUTE_ID } from './router-ids';

/**
 * The whole app as the client renders it, on a page it builds or on one it hydrates, in `frame`
 * (null: the main site; a skin's own domain: its links, routes and reads are the domain's).
 */
export function appElement(backend: Backend, router: AppRouter, frame: SiteFrame | null = null): ReactNode {
  return (
    <StrictMode>
      <RouteFrameProvider value={frame}>
        <BackendProvider backend={backend}>
          <App router={router} />
        </BackendProvider>
      </RouteFrameProvider>
    </StrictMode>
  );
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Calls `onDone` once, when the tree it wraps has been committed (its children's effects run first). */
function Committed({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/**
 * Adopts a page the server rendered: the router starts from the embedded tree (no read of the store)
 * at the address the server rendered, and React takes over the markup instead of painting it again.
 * The backend's chunk and the screens' chunks download side by side. Resolves with the router once
 * the markup is hydrated.
 */
export function hydrateSkinPage(
  container: HTMLElement,
  data: EmbeddedSkinData,
  loadBackend: () => Promise<Backend>,
  options: Pick<HydrationOptions, 'onRecoverableError'> = {},
): Promise<AppRouter> {
  const hydrationData = { loaderData: { [SKIN_ROUTE_ID]: data.data } };
  return hydratePage(container, { path: data.path, frame: data.frame ?? null }, loadBackend, hydrationData, options);
}

/** Adopts a page of the site the server rendered whole, with no data (the privacy notice). */
export function hydrateSitePage(
  container: HTMLElement,
  path: string,
  loadBackend: () => Promise<Backend>,
  options: Pick<HydrationOptions, 'onRecoverableError'> = {},
): Promise<AppRouter> {
  return hydratePage(container, { path, frame: null }, loadBackend, undefined, options);
}

async function hydratePage(
  container: HTMLElement,
  { path, frame }: { path: string; frame: SiteFrame | null },
  loadBackend: () => Promise<Backend>,
  hydrationData: HydrationState | undefined,
  options: Pick<HydrationOptions, 'onRecoverableError'>,
): Promise<AppRouter> {
  // Each step in a task of its own, with the browser free to answer a tap in between: on a phone,
  // evaluating the scripts, matching the routes, building the router and hydrating would otherwise
  // hold the main thread in one block.
  await nextTask();
  if (window.location.pathname !== path) {
    window.history.replaceState(window.history.state, '', path + window.location.search + window.location.hash);
  }
  const table = routesOf(frame);
  const [backend] = await Promise.all([loadBackend(), resolveLazyRoutes(table, path)]);
  await nextTask();
  const router = createAppRouter(table, hydrationData);
  await nextTask();
  await new Promise<void>((done) => {
    // As a transition, hydration yields to the browser between components instead of holding the
    // main thread for the whole page: a tap or a scroll during it is answered at once.
    startTransition(() => {
      hydrateRoot(container, <Committed onDone={done}>{appElement(backend, router, frame)}</Committed>, options);
    });
  });
  return router;
}
