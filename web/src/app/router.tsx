/**
 * The route table. Every screen is a lazily loaded route; features export their screens and the
 * app composes them here (imports flow app -> features -> shared).
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from '../shared/ui/Loading';
import { menuRoutes } from './menu-routes';
import { publicRoutes, rootErrorElement } from './public-routes';
import { RootLayout } from './RootLayout';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: rootErrorElement,
    hydrateFallbackElement: <Loading />,
    children: [...menuRoutes, ...publicRoutes],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
