/**
 * The signed-in area's routes. Each screen is its own lazily loaded chunk (with the product's time-out
 * and chunk-failure screen); the app layer is where the menu shell meets the session feature's
 * ENCERRAR, since features never import each other. Each section's route carries the menu's title
 * and back button for it (its `handle`, loaded with its screen from menu-sections.ts), which the shell reads from the matched routes.
 */
import type { RouteObject } from 'react-router-dom';
import type { MenuSectionId } from './menu-sections';
import { ADDRESS_PATTERNS, routePathOf } from '@lab/domain/kernel';
import { lazyScreen } from './lazy-route';

/**
 * A section's screen and its heading (title, back button, owners only), both loaded when the section
 * opens, through menu-sections.ts: public pages carry this route table, and neither the headings nor
 * the screens' imports (each with its list of chunks to preload) have a place in their JavaScript.
 */
const featureScreen = (id: MenuSectionId) => {
  const screen = lazyScreen(id, async () => {
    const { MENU_SCREENS } = await import('./menu-sections');
    return { default: await MENU_SCREENS[id]() };
  });
  return async () => {
    const [route, { MENU_SECTIONS }] = await Promise.all([screen(), import('./menu-sections')]);
    return { ...route, handle: MENU_SECTIONS[id] };
  };
};

/** A menu section's route path, under the menu's. */
const section = (pattern: string) => routePathOf(pattern, ADDRESS_PATTERNS.menu);

export const menuRoutes: RouteObject[] = [
  {
    // Without a uid, "/menu" is the installed app's start (the manifest's start_url): the shell sends
    // the person signed in to their CONTATOS. Optional here rather than a route of its own, so public
    // pages, which carry the route table, carry nothing more.
    path: `${routePathOf(ADDRESS_PATTERNS.menu)}?`,
    lazy: lazyScreen('menu', () => import('./routes/signed-in-menu')),
    children: [
      {
        index: true,
        lazy: featureScreen('menu-home'),
      },
      {
        path: section(ADDRESS_PATTERNS.contacts),
        lazy: featureScreen('contacts'),
      },
      {
        path: section(ADDRESS_PATTERNS.conversations),
        lazy: featureScreen('conversations'),
      },
      {
        path: section(ADDRESS_PATTERNS.chat),
        lazy: featureScreen('chat'),
      },
      {
        path: section(ADDRESS_PATTERNS.users),
        lazy: featureScreen('users'),
      },
      {
        path: section(ADDRESS_PATTERNS.skins),
        lazy: featureScreen('skins'),
      },
      {
        // Everyone signed in may open it; the server decides whose skin they may change.
        path: section(ADDRESS_PATTERNS.studio),
        lazy: featureScreen('studio'),
      },
      {
        path: section(ADDRESS_PATTERNS.accessLog),
        lazy: featureScreen('access-log'),
      },
      {
        // Everyone signed in may open it; the rules decide whose skin's visits they may read.
        path: section(ADDRESS_PATTERNS.visits),
        lazy: featureScreen('visits'),
      },
      {
        path: section(ADDRESS_PATTERNS.outbox),
        lazy: featureScreen('outbox'),
      },
      {
        path: section(ADDRESS_PATTERNS.reports),
        lazy: featureScreen('reports'),
      },
      {
        path: section(ADDRESS_PATTERNS.onboarding),
        lazy: featureScreen('onboarding'),
      },
      // Business hours.
      {
        path: section(ADDRESS_PATTERNS.businessHours),
        lazy: featureScreen('business-hours'),
      },
      {
        path: section(ADDRESS_PATTERNS.myData),
        lazy: featureScreen('my-data'),
      },
      // Quick replies.
      {
        path: section(ADDRESS_PATTERNS.quickReplies),
        lazy: featureScreen('quick-replies'),
      },
      // Webhooks per skin.
      {
        // Everyone signed in may open it; the server decides whose skin's webhook they may see.
        path: section(ADDRESS_PATTERNS.integrations),
        lazy: featureScreen('integrations'),
      },
      // The agenda.
      {
        // Everyone signed in may open it; the rules let her read only her own bookings.
        path: section(ADDRESS_PATTERNS.agenda),
        lazy: featureScreen('agenda'),
      },
    ],
  },
];
