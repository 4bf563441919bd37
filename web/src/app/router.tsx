/**
 * The route table. Every screen is a lazily loaded route; features export their screens and the
 * app composes them here (imports flow app -> features -> shared).
 */
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { Loading } from '../shared/ui/Loading';
import { menuRoutes } from './menu-routes';
import { routeFrame } from '../shared/routes/route-frame';
import { publicRoutes, rootErrorElement, skinRoute } from './public-routes';
import { RootLayout } from './RootLayout';
import { ROOT_ROUTE_ID, SKIN_ROUTE_PATH } from './router-ids';

const root = (children: RouteObject[]): RouteObject[] => [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <RootLayout />,
    errorElement: rootErrorElement,
    hydrateFallbackElement: <Loading />,
    children,
  },
];

export const routes: RouteObject[] = root([...menuRoutes, ...publicRoutes]);

/** On a skin's own domain every address is that skin's; the menu and login are on the main site (app-paths). */
export const domainRoutes: RouteObject[] = root([skinRoute(SKIN_ROUTE_PATH.domain)]);

const routesOfFrame = () => (routeFrame() ? domainRoutes : routes);

/** `hydrationData`: the server-rendered page's loader data, so the router starts where the markup is. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routesOfFrame(), hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the lazy screens the address matches. Hydrating needs them in place first: with a screen
 * still lazy, the router would render its fallback and the server's markup would not match.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routesOfFrame(), pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
