import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { useSession } from '../../../shared/session/session-store';
import { freshDemoBackend, renderAt, resetSession, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import type { MenuSection } from '../menu-model';
import { MenuHome } from './MenuHome';
import { MenuShell } from './MenuShell';

const signOut = jest.fn();
// The shell against a route table of its own; the app's, with every section's title and back
// button, is tested in app/menu-routes.test.tsx.
const backToMenu: MenuSection['backTo'] = ({ userId }, appPaths) => appPaths.menu(userId);
const routes: RouteObject[] = [
  {
    path: '/menu/:userId',
    element: <MenuShell onSignOut={signOut} />,
    children: [
      {
        index: true,
        handle: {
          title: 'MENU',
          backLabel: 'VOLTAR',
          backTo: ({ skin }, appPaths) => appPaths.skinHome(skin),
        } satisfies MenuSection,
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
          backTo: ({ userId, contactId }, appPaths) => appPaths.conversations(userId, contactId),
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
  { path: '/lab/home', element: <p>página do lab</p> },
];

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
  signOut.mockClear();
});

const textOf = (link: HTMLElement) => link.textContent;
const drawerLinks = () =>
  within(screen.getByRole('navigation', { name: 'Menu' }))
    .getAllByRole('link')
    .map(textOf);

/** Sets a contact's unread counts, as the message callables keep them. */
const setUnread = (contactId: string, counts: { naoLidasLab?: number; naoLidasVisitante?: number }) =>
  act(() => backend.runtime.db.runTransaction((tx) => tx.set(`contatos/${contactId}`, counts, { merge: true })));

const drawerEntry = async (label: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
  return within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: label });
};

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

  it('offers owners CONTATOS, AGENDA, EDITAR SKIN, VISITAS, HORÁRIO DE ATENDIMENTO, RESPOSTAS RÁPIDAS, INTEGRAÇÕES, USERS, GERENCIAR SKINS, ACESSOS, CAIXA DE SAÍDA, DENÚNCIAS, MEUS DADOS and ENCERRAR', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(drawerLinks()).toEqual([
      'CONTATOS',
      'AGENDA',
      'EDITAR SKIN',
      'VISITAS',
      'HORÁRIO DE ATENDIMENTO',
      'RESPOSTAS RÁPIDAS',
      'INTEGRAÇÕES',
      'USERS',
      'GERENCIAR SKINS',
      'ACESSOS',
      'CAIXA DE SAÍDA',
      'DENÚNCIAS',
      'MEUS DADOS',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'CAIXA DE SAÍDA' }),
    ).toHaveAttribute('href', '/menu/owner-dona/caixa-de-saida');
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'DENÚNCIAS' })).toHaveAttribute(
      'href',
      '/menu/owner-dona/denuncias',
    );
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'ENCERRAR' })).toBeVisible();
  });

  it('offers everyone else CONTATOS, AGENDA, EDITAR SKIN, VISITAS, HORÁRIO DE ATENDIMENTO, RESPOSTAS RÁPIDAS, INTEGRAÇÕES, SUAS SKINS, MEUS DADOS and ENCERRAR only', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(drawerLinks()).toEqual([
      'CONTATOS',
      'AGENDA',
      'EDITAR SKIN',
      'VISITAS',
      'HORÁRIO DE ATENDIMENTO',
      'RESPOSTAS RÁPIDAS',
      'INTEGRAÇÕES',
      'SUAS SKINS',
      'MEUS DADOS',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'HORÁRIO DE ATENDIMENTO' }),
    ).toHaveAttribute('href', '/menu/user-visitante/horario');
    expect(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'RESPOSTAS RÁPIDAS' }),
    ).toHaveAttribute('href', '/menu/user-visitante/respostas-rapidas');
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'INTEGRAÇÕES' })).toHaveAttribute(
      'href',
      '/menu/user-visitante/integracoes',
    );
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'SUAS SKINS' })).toHaveAttribute(
      'href',
      '/menu/user-visitante/skins',
    );
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'VISITAS' })).toHaveAttribute(
      'href',
      '/menu/user-visitante/visitas',
    );
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'MEUS DADOS' })).toHaveAttribute(
      'href',
      '/menu/user-visitante/meus-dados',
    );
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
    expect(within(main).getAllByRole('link').map(textOf)).toEqual([
      'CONTATOS',
      'AGENDA',
      'EDITAR SKIN',
      'VISITAS',
      'HORÁRIO DE ATENDIMENTO',
      'RESPOSTAS RÁPIDAS',
      'INTEGRAÇÕES',
      'USERS',
      'GERENCIAR SKINS',
      'ACESSOS',
      'CAIXA DE SAÍDA',
      'DENÚNCIAS',
      'MEUS DADOS',
    ]);
  });
});

describe('the counts beside the menu entries', () => {
  it("shows an owner the lab side's unread messages over every contact on CONTATOS, live", async () => {
    await setUnread('lab_visitante', { naoLidasLab: 2, naoLidasVisitante: 7 });
    await setUnread('ana.souza@example.com_lab', { naoLidasLab: 1 });
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/contatos');
    const contatos = await drawerEntry('CONTATOS');
    await waitFor(() => expect(contatos).toHaveAccessibleDescription('3 mensagens não lidas'));
    expect(contatos).toHaveTextContent(/^CONTATOS$/);
    expect(within(contatos.parentElement!).getByText('3')).toBeVisible();

    await setUnread('ana.souza@example.com_lab', { naoLidasLab: 0 });
    await waitFor(() => expect(contatos).toHaveAccessibleDescription('2 mensagens não lidas'));
    await setUnread('lab_visitante', { naoLidasLab: 0 });
    await waitFor(() => expect(contatos).not.toHaveAccessibleDescription());
    expect(contatos).toHaveTextContent(/^CONTATOS$/);
  });

  it("shows anyone else their own side's unread messages, in the contacts of the skin in session", async () => {
    await setUnread('lab_visitante', { naoLidasLab: 5, naoLidasVisitante: 1 });
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante');
    await waitFor(async () => expect(await drawerEntry('CONTATOS')).toHaveAccessibleDescription('1 mensagem não lida'));
    // The menu's home says what the drawer says.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'CONTATOS' })).toHaveAccessibleDescription(
      '1 mensagem não lida',
    );
  });

  it("counts nothing from the user's other skin", async () => {
    await setUnread('lab_visitante', { naoLidasVisitante: 4 });
    await signInAs(backend, 'user-visitante', 'outra-skin');
    renderAt(backend, routes, '/menu/user-visitante');
    const contatos = await drawerEntry('CONTATOS');
    // Give the live read its answer before saying nothing came of it.
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(contatos).not.toHaveAccessibleDescription();
  });

  it('shows owners the unseen accesses on ACESSOS, and 99+ beyond 99', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona');
    const acessos = await drawerEntry('ACESSOS');
    await waitFor(() => expect(acessos).toHaveAccessibleDescription('2 acessos não vistos'));

    await act(() =>
      backend.runtime.db.runTransaction((tx) => {
        for (let i = 0; i < 120; i += 1) {
          const hash = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
          tx.set(`acessos/${hash}`, {
            hash,
            ip: '192.0.2.1',
            country_name: 'Brasil',
            country_code: 'BR',
            region: '',
            city: '',
            org: '',
            data: Date.now(),
            visto: false,
            valorEmail: '',
          });
        }
      }),
    );
    await waitFor(() => expect(acessos).toHaveAccessibleDescription('mais de 99 acessos não vistos'));
    expect(within(acessos.parentElement!).getByText('99+')).toBeVisible();
  });

  it('never asks a non-owner for the unseen accesses', async () => {
    const watchUnseen = jest.spyOn(backend, 'watchUnseenAccessCount');
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante');
    await drawerEntry('CONTATOS');
    expect(watchUnseen).not.toHaveBeenCalled();
  });
});

describe("the tab's title on menu screens", () => {
  beforeEach(() => {
    document.title = 'Início · lab';
  });

  it('names the section and the skin in session', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    const { router } = renderAt(backend, routes, '/menu/owner-dona');
    expect(document.title).toBe('MENU · lab — Lab');
    await act(() => router.navigate('/menu/owner-dona/contatos'));
    expect(document.title).toBe('CONTATOS · lab — Lab');
  });

  it('starts with the unread messages while there are some, live', async () => {
    await setUnread('lab_visitante', { naoLidasVisitante: 3 });
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/contatos');
    await waitFor(() => expect(document.title).toBe('(3) CONTATOS · visitante — Lab'));
    await setUnread('lab_visitante', { naoLidasVisitante: 0 });
    await waitFor(() => expect(document.title).toBe('CONTATOS · visitante — Lab'));
  });

  it('gives the page its title back on leaving the menu', async () => {
    await setUnread('lab_visitante', { naoLidasLab: 1 });
    await signInAs(backend, 'owner-dona', 'lab');
    const { router } = renderAt(backend, routes, '/menu/owner-dona');
    await waitFor(() => expect(document.title).toBe('(1) MENU · lab — Lab'));
    await act(() => router.navigate('/lab/home'));
    expect(screen.getByText('página do lab')).toBeInTheDocument();
    expect(document.title).toBe('Início · lab');
  });

  describe('offline', () => {
    const goOffline = (offline: boolean) => {
      jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
      act(() => {
        window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
      });
    };
    afterEach(() => jest.restoreAllMocks());

    it('says, while the connection is gone, that what shows is what was loaded and nothing sent is delivered', async () => {
      await signInAs(backend, 'owner-dona', 'lab');
      renderAt(backend, routes, '/menu/owner-dona/contatos');
      expect(await screen.findByText('lista de contatos')).toBeInTheDocument();
      expect(screen.queryByText(/Sem conexão/)).not.toBeInTheDocument();

      goOffline(true);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Sem conexão. Você vê o que já estava carregado; o que enviar agora não será entregue.',
      );
      expect(screen.getByText('lista de contatos')).toBeInTheDocument();

      goOffline(false);
      await waitFor(() => expect(screen.queryByText(/Sem conexão/)).not.toBeInTheDocument());
    });

    it('opens offline with the notice already there', async () => {
      jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      await signInAs(backend, 'owner-dona', 'lab');
      renderAt(backend, routes, '/menu/owner-dona');
      expect(await screen.findByRole('status')).toHaveTextContent(/^Sem conexão\./);
    });
  });

  it("links the app's manifest while the signed-in shell is shown, and only then", async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    const { unmount } = renderAt(backend, routes, '/menu/owner-dona/contatos');
    await screen.findByText('lista de contatos');
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    unmount();
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
