/**
 * The signed-in area's routes. Each screen is its own lazily loaded chunk (with the product's time-out
 * and chunk-failure screen); the app layer is where the menu shell meets the session feature's
 * ENCERRAR, since features never import each other. Each section's route carries the menu's title
 * and back button for it (its `handle`), which the shell reads from the matched routes.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MenuSection } from '../features/menu';
import { appPaths } from '../shared/routes/app-paths';
import { lazyScreen } from './lazy-route';

const featureScreen = (chunkId: string, load: () => Promise<ComponentType>) =>
  lazyScreen(chunkId, () => load().then((Screen) => ({ default: Screen })));

const backToMenu: MenuSection['backTo'] = ({ userId }) => appPaths.menu(userId);

export const menuRoutes: RouteObject[] = [
  {
    // Without a uid, "/menu" is the installed app's start (the manifest's start_url): the shell sends
    // the person signed in to their CONTATOS. Optional here rather than a route of its own, so public
    // pages, which carry the route table, carry nothing more.
    path: 'menu/:userId?',
    lazy: lazyScreen('menu', () => import('./routes/signed-in-menu')),
    children: [
      {
        index: true,
        handle: { title: 'MENU', backLabel: 'VOLTAR', backTo: ({ skin }) => appPaths.skinHome(skin) } satisfies MenuSection,
        lazy: featureScreen('menu-home', () => import('../features/menu').then((m) => m.MenuHome)),
      },
      {
        path: 'contatos',
        handle: { title: 'CONTATOS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('contacts', () => import('../features/contacts').then((m) => m.ContactsScreen)),
      },
      {
        path: 'contatos/:contactId',
        handle: {
          title: 'CONVERSAS',
          backLabel: 'CONTATOS',
          backTo: ({ userId }) => appPaths.contacts(userId),
        } satisfies MenuSection,
        lazy: featureScreen('conversations', () => import('../features/conversations').then((m) => m.ConversationsScreen)),
      },
      {
        path: 'contatos/:contactId/chat/:conversationId',
        handle: {
          title: 'ASSUNTO',
          backLabel: 'CONVERSAS',
          backTo: ({ userId, contactId }) => appPaths.conversations(userId, contactId),
        } satisfies MenuSection,
        lazy: featureScreen('chat', () => import('../features/chat').then((m) => m.ChatScreen)),
      },
      {
        path: 'users',
        handle: { title: 'USERS', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true } satisfies MenuSection,
        lazy: featureScreen('users', () => import('../features/users').then((m) => m.UsersScreen)),
      },
      {
        path: 'skins',
        handle: { title: 'SKINS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('skins', () => import('../features/skins').then((m) => m.SkinsSection)),
      },
      {
        // Everyone signed in may open it; the server decides whose skin they may change.
        path: 'skins/:skinName/editar',
        handle: { title: 'EDITAR SKIN', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('studio', () => import('../features/studio').then((m) => m.StudioScreen)),
      },
      {
        path: 'acessos',
        handle: { title: 'ACESSOS', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true } satisfies MenuSection,
        lazy: featureScreen('access-log', () => import('../features/access-log').then((m) => m.AccessLogScreen)),
      },
      {
        // Everyone signed in may open it; the rules decide whose skin's visits they may read.
        path: 'visitas',
        handle: { title: 'VISITAS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('visits', () => import('../features/visits').then((m) => m.VisitsScreen)),
      },
      {
        path: 'caixa-de-saida',
        handle: { title: 'CAIXA DE SAÍDA', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true } satisfies MenuSection,
        lazy: featureScreen('outbox', () => import('../features/outbox').then((m) => m.OutboxScreen)),
      },
      {
        path: 'denuncias',
        handle: { title: 'DENÚNCIAS', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true } satisfies MenuSection,
        lazy: featureScreen('reports', () => import('../features/moderation').then((m) => m.ReportsScreen)),
      },
      {
        path: 'primeiros-passos',
        handle: { title: 'PRIMEIROS PASSOS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('onboarding', () => import('../features/onboarding').then((m) => m.OnboardingScreen)),
      },
      {
        path: 'meus-dados',
        handle: { title: 'MEUS DADOS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        lazy: featureScreen('my-data', () => import('../features/my-data').then((m) => m.MyDataScreen)),
      },
    ],
  },
];
