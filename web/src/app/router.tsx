/**
 * The route table. Every screen is a lazily loaded route; features export their screens and the
 * app composes them here (imports flow app -> features -> shared).
 */
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { Loading } from '../shared/ui/Loading';
import { menuRoutes } from './menu-routes';
import { publicRoutes, rootErrorElement } from './public-routes';
import { RootLayout } from './RootLayout';
import { ROOT_ROUTE_ID } from './router-ids';

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <RootLayout />,
    errorElement: rootErrorElement,
    hydrateFallbackElement: <Loading />,
    children: [...menuRoutes, ...publicRoutes],
  },
];

/** `hydrationData`: the server-rendered page's loader data, so the router starts where the markup is. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the lazy screens the address matches. Hydrating needs them in place first: with a screen
 * still lazy, the router would render its fallback and the server's markup would not match.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
