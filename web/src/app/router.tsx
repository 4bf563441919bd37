/**
 * The route table. Every screen is a lazily loaded route; features export their screens and the
 * app composes them here (imports flow app -> features -> shared).
 */
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import type { SiteFrame } from '@lab/domain/kernel';
import { Loading } from '../shared/ui/Loading';
import { menuRoutes } from './menu-routes';
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

/**
 * The route table of `frame` (null: the main site's). On a skin's own domain every address is that
 * skin's; the menu and login are on the main site (app-paths). A domain's table is made on each
 * call: the caller hands the same one to resolveLazyRoutes and createAppRouter.
 */
export function routesOf(frame: SiteFrame | null): RouteObject[] {
  return frame === null ? routes : root([skinRoute(SKIN_ROUTE_PATH.domain, frame)]);
}

/** The router over `table` (routesOf). `hydrationData`: the server-rendered page's loader data, so the router starts where the markup is. */
export function createAppRouter(table: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(table, hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the lazy screens of `table` the address matches. Hydrating needs them in place first: with
 * a screen still lazy, the router would render its fallback and the server's markup would not match.
 */
export async function resolveLazyRoutes(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
