/**
 * The signed-in area's routes. Each screen is its own lazily loaded chunk (with the product's time-out
 * and chunk-failure screen); the app layer is where the menu shell meets the session feature's
 * ENCERRAR, since features never import each other. Each section's route carries the menu's title
 * and back button for it (its `handle`), which the shell reads from the matched routes.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MenuSection } from '../features/menu';
import { ADDRESS_PATTERNS, routePathOf } from '@lab/domain/kernel';
import { lazyScreen } from './lazy-route';

const featureScreen = (chunkId: string, load: () => Promise<ComponentType>) =>
  lazyScreen(chunkId, () => load().then((Screen) => ({ default: Screen })));

const backToMenu: MenuSection['backTo'] = ({ userId }, appPaths) => appPaths.menu(userId);

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
        handle: {
          title: 'MENU',
          backLabel: 'VOLTAR',
          backTo: ({ skin }, appPaths) => appPaths.skinHome(skin),
        } satisfies MenuSection,
        lazy: featureScreen('menu-home', () => import('../features/menu').then((m) => m.MenuHome)),
      },
      {
        path: section(ADDRESS_PATTERNS.contacts),
        handle: { title: 'CONTATOS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('contacts', () => import('../features/contacts').then((m) => m.ContactsScreen)),
      },
      {
        path: section(ADDRESS_PATTERNS.conversations),
        handle: {
          title: 'CONVERSAS',
          backLabel: 'CONTATOS',
          backTo: ({ userId }, appPaths) => appPaths.contacts(userId),
        } satisfies MenuSection,
        lazy: featureScreen('conversations', () => import('../features/conversations').then((m) => m.ConversationsScreen)),
      },
      {
        path: section(ADDRESS_PATTERNS.chat),
        handle: {
          title: 'ASSUNTO',
          backLabel: 'CONVERSAS',
          backTo: ({ userId, contactId }, appPaths) => appPaths.conversations(userId, contactId),
        } satisfies MenuSection,
        lazy: featureScreen('chat', () => import('../features/chat').then((m) => m.ChatScreen)),
      },
      {
        path: section(ADDRESS_PATTERNS.users),
        handle: { title: 'USERS', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true } satisfies MenuSection,
        lazy: featureScreen('users', () => import('../features/users').then((m) => m.UsersScreen)),
      },
      {
        path: section(ADDRESS_PATTERNS.skins),
        handle: { title: 'SKINS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('skins', () => import('../features/skins').then((m) => m.SkinsSection)),
      },
      {
        // Everyone signed in may open it; the server decides whose skin they may change.
        path: section(ADDRESS_PATTERNS.studio),
        handle: { title: 'EDITAR SKIN', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('studio', () => import('../features/studio').then((m) => m.StudioScreen)),
      },
      {
        path: section(ADDRESS_PATTERNS.accessLog),
        handle: { title: 'ACESSOS', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true } satisfies MenuSection,
        lazy: featureScreen('access-log', () => import('../features/access-log').then((m) => m.AccessLogScreen)),
      },
      {
        // Everyone signed in may open it; the rules decide whose skin's visits they may read.
        path: section(ADDRESS_PATTERNS.visits),
        handle: { title: 'VISITAS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('visits', () => import('../features/visits').then((m) => m.VisitsScreen)),
      },
      {
        path: section(ADDRESS_PATTERNS.outbox),
        handle: { title: 'CAIXA DE SAÍDA', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true } satisfies MenuSection,
        lazy: featureScreen('outbox', () => import('../features/outbox').then((m) => m.OutboxScreen)),
      },
      {
        path: section(ADDRESS_PATTERNS.reports),
        handle: { title: 'DENÚNCIAS', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true } satisfies MenuSection,
        lazy: featureScreen('reports', () => import('../features/moderation').then((m) => m.ReportsScreen)),
      },
      {
        path: section(ADDRESS_PATTERNS.onboarding),
        handle: { title: 'PRIMEIROS PASSOS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('onboarding', () => import('../features/onboarding').then((m) => m.OnboardingScreen)),
      },
      // Business hours.
      {
        path: section(ADDRESS_PATTERNS.businessHours),
        handle: { title: 'HORÁRIO DE ATENDIMENTO', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('business-hours', () => import('../features/business-hours').then((m) => m.BusinessHoursScreen)),
      },
      {
        path: section(ADDRESS_PATTERNS.myData),
        handle: { title: 'MEUS DADOS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('my-data', () => import('../features/my-data').then((m) => m.MyDataScreen)),
      },
      // Quick replies.
      {
        path: section(ADDRESS_PATTERNS.quickReplies),
        handle: { title: 'RESPOSTAS RÁPIDAS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('quick-replies', () => import('../features/quick-replies').then((m) => m.QuickRepliesScreen)),
      },
      // Webhooks per skin.
      {
        // Everyone signed in may open it; the server decides whose skin's webhook they may see.
        path: section(ADDRESS_PATTERNS.integrations),
        handle: { title: 'INTEGRAÇÕES', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('integrations', () => import('../features/integrations').then((m) => m.IntegrationsScreen)),
      },
      // The agenda.
      {
        // Everyone signed in may open it; the rules let her read only her own bookings.
        path: section(ADDRESS_PATTERNS.agenda),
        handle: { title: 'AGENDA', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('agenda', () => import('../features/agenda').then((m) => m.AgendaScreen)),
      },
    ],
  },
];
