import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { appPaths } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';
import { freshDemoBackend, renderAt, resetSession, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import type { MenuSection } from '../menu-model';
import { MenuHome } from './MenuHome';
import { MenuShell } from './MenuShell';

const signOut = jest.fn();
// The shell against a route table of its own; the app's, with every section's title and back
// button, is tested in app/menu-routes.test.tsx.
const backToMenu: MenuSection['backTo'] = ({ userId }) => appPaths.menu(userId);
const routes: RouteObject[] = [
  {
    path: '/menu/:userId',
    element: <MenuShell onSignOut={signOut} />,
    children: [
      {
        index: true,
        handle: { title: 'MENU', backLabel: 'VOLTAR', backTo: ({ skin }) => appPaths.skinHome(skin) } satisfies MenuSection,
        element: <MenuHome />,
      },
      {
        path: 'contatos',
        handle: { title: 'CONTATOS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        element: <p>lista de contatos</p>,
      },
      {
        path: 'contatos/:contactId/chat/:conversationId',
        handle: {
          title: 'ASSUNTO',
          backLabel: 'CONVERSAS',
          backTo: ({ userId, contactId }) => appPaths.conversations(userId, contactId),
        } satisfies MenuSection,
        element: <p>conversa</p>,
      },
      {
        path: 'acessos',
        handle: { title: 'ACESSOS', backLabel: 'VOLTAR', backTo: backToMenu } satisfies MenuSection,
        element: <p>acessos</p>,
      },
    ],
  },
];

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
  signOut.mockClear();
});

const drawerLinks = () =>
  within(screen.getByRole('navigation', { name: 'Menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Menu shell (menu/{userId})', () => {
  it('redirects to / when no logged-in skin is stored', async () => {
    await signInAs(backend, 'owner-dona');
    const { router } = renderAt(backend, routes, '/menu/owner-dona');
    expect(router.state.location.pathname).toBe('/');
  });

  it('waits for the auth state before showing anything', () => {
    resetSession();
    useSession.getState().setStored({ skinLogadoUser: 'lab', skinLogado: 'true' });
    renderAt(backend, routes, '/menu/owner-dona');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it('redirects to / when signed out, whatever storage says', () => {
    resetSession();
    useSession.getState().setStored({ skinLogadoUser: 'lab', skinLogado: 'true' });
    useSession.getState().setAuth(null);
    const { router } = renderAt(backend, routes, '/menu/owner-dona');
    expect(router.state.location.pathname).toBe('/');
  });

  it('follows the signed-in user when the path names someone else', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    const { router } = renderAt(backend, routes, '/menu/owner-dona/contatos');
    expect(router.state.location.pathname).toBe('/menu/user-visitante/contatos');
  });

  it.each([
    ['/menu/owner-dona', 'MENU', 'VOLTAR', '/lab/home'],
    ['/menu/owner-dona/acessos', 'ACESSOS', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/contatos/lab_visitante/chat/principal', 'ASSUNTO', 'CONVERSAS', '/menu/owner-dona/contatos/lab_visitante'],
  ])("shows the matched route's section at %s: %s, with a back button %s to %s", async (path, title, backLabel, backTo) => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: backLabel })).toHaveAttribute('href', backTo);
  });

  it('offers owners CONTATOS, EDITAR SKIN, USERS, GERENCIAR SKINS, ACESSOS and ENCERRAR', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(drawerLinks()).toEqual(['CONTATOS', 'EDITAR SKIN', 'USERS', 'GERENCIAR SKINS', 'ACESSOS']);
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'ENCERRAR' })).toBeVisible();
  });

  it('offers everyone else CONTATOS, EDITAR SKIN and ENCERRAR only', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(drawerLinks()).toEqual(['CONTATOS', 'EDITAR SKIN']);
    expect(screen.getByRole('button', { name: 'ENCERRAR' })).toBeVisible();
  });

  it('opens the studio of the skin in session from EDITAR SKIN', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    const { router } = renderAt(backend, routes, '/menu/user-visitante');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const entry = within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'EDITAR SKIN' });
    expect(entry).toHaveAttribute('href', '/menu/user-visitante/skins/visitante/editar');
    await userEvent.click(entry);
    expect(router.state.location.pathname).toBe('/menu/user-visitante/skins/visitante/editar');
  });

  it('moves focus into the drawer, and Escape closes it back onto its toggle', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByRole('link', { name: 'CONTATOS' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
  });

  it('opens a section from the drawer and closes it', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    const { router } = renderAt(backend, routes, '/menu/owner-dona');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'ACESSOS' }));
    expect(router.state.location.pathname).toBe('/menu/owner-dona/acessos');
    expect(screen.getByText('acessos')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('signs out with ENCERRAR', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'ENCERRAR' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('shows who is signed in, with which skin, and the same sections on its home', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona');
    expect(screen.getByRole('heading', { name: 'Dona do Lab' })).toBeInTheDocument();
    expect(screen.getByText('skin: lab')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['CONTATOS', 'EDITAR SKIN', 'USERS', 'GERENCIAR SKINS', 'ACESSOS']);
  });
});
