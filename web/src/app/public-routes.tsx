/**
 * The routes anyone may open: "/" and the skins' sites. Screens are lazy chunks; the skin's data
 * and theme load in the route's loader, beside the screen's chunk.
 */
import type { RouteObject } from 'react-router-dom';
import { ADDRESS_PATTERNS, routePathOf, type SiteFrame } from '@lab/domain/kernel';
import { AppErrorScreen, RouteErrorPage } from '../features/errors';
import { Loading } from '../shared/ui/Loading';
import { lazyScreen } from './lazy-route';
import { SKIN_ROUTE_ID, SKIN_ROUTE_PATH } from './router-ids';
import { revalidateOnSkinChange, skinSiteLoader } from './skin-site-loader';

/**
 * A skin's site: the route the server renders and the client hydrates, at `path` (SKIN_ROUTE_PATH),
 * in `frame` (null: the main site, where the address names the skin).
 */
export const skinRoute = (path: string, frame: SiteFrame | null): RouteObject => ({
  // Named, so the tree the server embeds is handed to this route when the page hydrates.
  id: SKIN_ROUTE_ID,
  path,
  errorElement: <RouteErrorPage />,
  loader: (args) => skinSiteLoader(args, frame),
  shouldRevalidate: revalidateOnSkinChange,
  hydrateFallbackElement: <Loading text="Carregando dados..." />,
  lazy: lazyScreen('skin-route', () => import('./routes/skin-route')),
});

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('login-route', () => import('./routes/login-route')),
  },
  {
    path: routePathOf(ADDRESS_PATTERNS.conversationLink),
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('conversation-link-route', () => import('./routes/conversation-link-route')),
  },
  {
    path: routePathOf(ADDRESS_PATTERNS.privacy),
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('privacy-route', () => import('./routes/privacy-route')),
  },
  {
    path: routePathOf(ADDRESS_PATTERNS.privacyMessages),
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('privacy-route', () => import('./routes/privacy-route').then((m) => ({ default: m.PrivacyMessagesRoute }))),
  },
  {
    path: routePathOf(ADDRESS_PATTERNS.privacyReplies),
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('privacy-route', () => import('./routes/privacy-route').then((m) => ({ default: m.ReplyMailRoute }))),
  },
  {
    // The booking's page: opened from the visitor's e-mails, the secret in the fragment.
    path: routePathOf(ADDRESS_PATTERNS.bookingLink),
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('booking-route', () => import('./routes/booking-route')),
  },
  {
    // Her link asking a client for a quote: shared by her, the secret in the fragment.
    path: routePathOf(ADDRESS_PATTERNS.testimonialLink),
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('testimonial-route', () => import('./routes/testimonial-route')),
  },
  skinRoute(SKIN_ROUTE_PATH.site, null),
];

export const rootErrorElement = <AppErrorScreen />;
