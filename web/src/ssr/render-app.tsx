/**
 * The app's markup for one skin address, rendered with the very components and route ids the browser
 * uses, so hydrateRoot finds the same tree. The route table is the skin's branch only: the loader's
 * data is handed in (the server never reads a backend here) and the screen is imported, not lazy.
 */
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { RootLayout } from '../app/RootLayout';
import { ROOT_ROUTE_ID, SKIN_ROUTE_ID, SKIN_ROUTE_PATH } from '../app/router-ids';
import SkinRoute from '../app/routes/skin-route';
import type { SkinRouteData } from '../app/skin-site-loader';
import { renderContactFormEagerly } from '../app/special-containers';
import { ContactForm } from '../features/contact-form';
import { BackendProvider } from '../shared/backend/context';
import type { Backend } from '../shared/backend/port';
import { routeFrame } from '../shared/routes/route-frame';

/** The skin's branch: at `/{skin}/*` on the main site, at `/*` on its own domain (SKIN_ROUTE_PATH). */
const serverRoutes = (path: string): RouteObject[] => [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <RootLayout />,
    children: [{ id: SKIN_ROUTE_ID, path, Component: SkinRoute }],
  },
];

const siteRoutes = createStaticHandler(serverRoutes(SKIN_ROUTE_PATH.site)).dataRoutes;
const domainRoutes = createStaticHandler(serverRoutes(SKIN_ROUTE_PATH.domain)).dataRoutes;

// One pass, no waiting: the lazy screens a skin page shows render from this bundle's own copy.
renderContactFormEagerly(ContactForm);

/**
 * Rendering runs no effects, and effects are the only place screens talk to the backend; a call
 * reaching this one is a bug, said loudly rather than answered with made-up data.
 */
const noBackend = new Proxy({} as Backend, {
  get: (_target, name) => () => {
    throw new Error(`O servidor não tem backend (${String(name)} chamado durante a renderização)`);
  },
});

/** The HTML that goes inside #root for `path`, whose skin route's loader answered `data`. */
export function renderAppHtml(path: string, data: SkinRouteData): string {
  const dataRoutes = routeFrame() ? domainRoutes : siteRoutes;
  const matches = matchRoutes(dataRoutes, path) ?? [];
  const context: StaticHandlerContext = {
    basename: '/',
    location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
    matches,
    loaderData: { [SKIN_ROUTE_ID]: data },
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <BackendProvider backend={noBackend}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </BackendProvider>,
  );
}
