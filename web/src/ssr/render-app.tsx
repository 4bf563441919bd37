/**
 * The app's markup for one skin address (or one of the site's own pages), rendered with the very components and route ids the browser
 * uses, so hydrateRoot finds the same tree. The route table is the skin's branch only: the loader's
 * data is handed in (the server never reads a backend here) and the screen is imported, not lazy.
 */
import { renderToString } from 'react-dom/server';
import { PRIVACY_PATH, type SiteFrame } from '@lab/domain/kernel';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type DataRouteObject,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { RootLayout } from '../app/RootLayout';
import { ROOT_ROUTE_ID, SKIN_ROUTE_ID, SKIN_ROUTE_PATH } from '../app/router-ids';
import PrivacyRoute from '../app/routes/privacy-route';
import SkinRoute from '../app/routes/skin-route';
import type { SkinRouteData } from '../app/skin-site-loader';
import { renderAgendaBookingEagerly, renderContactFormEagerly, renderGalleryEagerly } from '../app/special-containers';
import { AgendaBooking } from '../features/booking';
import { ContactForm } from '../features/contact-form';
import { GalleryGrid } from '../features/gallery';
import { BackendProvider } from '../shared/backend/context';
import type { Backend } from '../shared/backend/port';
import { RouteFrameProvider } from '../shared/routes/app-paths';

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
renderAgendaBookingEagerly(AgendaBooking);
renderGalleryEagerly(GalleryGrid);

/**
 * Rendering runs no effects, and effects are the only place screens talk to the backend; a call
 * reaching this one is a bug, said loudly rather than answered with made-up data.
 */
const noBackend = new Proxy({} as Backend, {
  get: (_target, name) => () => {
    throw new Error(`O servidor não tem backend (${String(name)} chamado durante a renderização)`);
  },
});

/** The HTML that goes inside #root for `path` in `frame`, whose skin route's loader answered `data`. */
export function renderAppHtml(path: string, data: SkinRouteData, frame: SiteFrame | null): string {
  return staticHtml(frame ? domainRoutes : siteRoutes, path, { [SKIN_ROUTE_ID]: data }, frame);
}

/** The site's own pages the server renders whole (no loader, nothing read): the privacy notice. */
const sitePageRoutes = createStaticHandler([
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <RootLayout />,
    children: [{ path: PRIVACY_PATH.slice(1), Component: PrivacyRoute }],
  },
]).dataRoutes;

/** The HTML inside #root for one of the site's own pages, or null when `path` is none of them. */
export function renderSitePageHtml(path: string): string | null {
  const matches = matchRoutes(sitePageRoutes, path);
  // The root alone matching is "/", which is the login screen's: not rendered here.
  if (!matches || matches.length < 2) return null;
  return staticHtml(sitePageRoutes, path, {}, null);
}

function staticHtml(
  dataRoutes: DataRouteObject[],
  path: string,
  loaderData: StaticHandlerContext['loaderData'],
  frame: SiteFrame | null,
): string {
  const context: StaticHandlerContext = {
    basename: '/',
    location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
    matches: matchRoutes(dataRoutes, path) ?? [],
    loaderData,
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <RouteFrameProvider value={frame}>
      <BackendProvider backend={noBackend}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </BackendProvider>
    </RouteFrameProvider>,
  );
}
