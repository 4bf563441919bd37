/**
 * The routes anyone may open: "/" and the skins' sites. Screens are lazy chunks; the skin's data
 * and theme load in the route's loader, beside the screen's chunk.
 */
import type { RouteObject } from 'react-router-dom';
import { AppErrorScreen, RouteErrorPage } from '../features/errors';
import { Loading } from '../shared/ui/Loading';
import { lazyScreen } from './lazy-route';
import { SKIN_ROUTE_ID, SKIN_ROUTE_PATH } from './router-ids';
import { revalidateOnSkinChange, skinSiteLoader } from './skin-site-loader';

/** A skin's site: the route the server renders and the client hydrates, at `path` (SKIN_ROUTE_PATH). */
export const skinRoute = (path: string): RouteObject => ({
  // Named, so the tree the server embeds is handed to this route when the page hydrates.
  id: SKIN_ROUTE_ID,
  path,
  errorElement: <RouteErrorPage />,
  loader: skinSiteLoader,
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
    path: 'conversa/:contactId/:conversationId',
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('conversation-link-route', () => import('./routes/conversation-link-route')),
  },
  {
    path: 'privacidade',
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('privacy-route', () => import('./routes/privacy-route')),
  },
  {
    path: 'privacidade/mensagens',
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('privacy-route', () => import('./routes/privacy-route').then((m) => ({ default: m.PrivacyMessagesRoute }))),
  },
  {
    path: 'privacidade/respostas',
    errorElement: <RouteErrorPage />,
    lazy: lazyScreen('privacy-route', () => import('./routes/privacy-route').then((m) => ({ default: m.ReplyMailRoute }))),
  },
  skinRoute(SKIN_ROUTE_PATH.site),
];

export const rootErrorElement = <AppErrorScreen />;
