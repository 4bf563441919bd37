/**
 * The signed-in area's routes. Each screen is its own lazily loaded chunk (with the spec's time-out
 * and chunk-failure screen); the app layer is where the menu shell meets the session feature's
 * ENCERRAR, since features never import each other.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazy-route';

const featureScreen = <M,>(chunkId: string, load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazyScreen(chunkId, () => load().then((module) => ({ default: pick(module) })));

const loadSignedInMenu = async (): Promise<{ default: ComponentType }> => {
  const [{ MenuShell }, { useSignOut }] = await Promise.all([
    import('../features/menu'),
    import('../features/session'),
  ]);
  function SignedInMenu() {
    const signOut = useSignOut();
    return <MenuShell onSignOut={() => void signOut()} />;
  }
  return { default: SignedInMenu };
};

export const menuRoutes: RouteObject[] = [
  {
    path: 'menu/:userId',
    lazy: lazyScreen('menu', loadSignedInMenu),
    children: [
      { index: true, lazy: featureScreen('menu-home', () => import('../features/menu'), (m) => m.MenuHome) },
      { path: 'contatos', lazy: featureScreen('contacts', () => import('../features/contacts'), (m) => m.ContactsScreen) },
      {
        path: 'contatos/:contactId',
        lazy: featureScreen('conversations', () => import('../features/conversations'), (m) => m.ConversationsScreen),
      },
      {
        path: 'contatos/:contactId/chat/:conversationId',
        lazy: featureScreen('chat', () => import('../features/chat'), (m) => m.ChatScreen),
      },
      { path: 'users', lazy: featureScreen('users', () => import('../features/users'), (m) => m.UsersScreen) },
      { path: 'skins', lazy: featureScreen('skins', () => import('../features/skins'), (m) => m.SkinsSection) },
      {
        path: 'acessos',
        lazy: featureScreen('access-log', () => import('../features/access-log'), (m) => m.AccessLogScreen),
      },
    ],
  },
];
