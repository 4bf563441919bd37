import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../shared/ui/page-reload';
import { useSession } from '../shared/session/session-store';
import { freshDemoBackend, renderAt, resetSession, signInAs, type TestBackend } from '../shared/testing/signed-in';
import { menuRoutes } from './menu-routes';

jest.mock('../shared/ui/page-reload', () => ({ reloadPage: jest.fn() }));

/** As in the app's router: the root shows a fallback while the first lazy screen loads, and `/` the login. */
const routes = [
  {
    path: '/',
    hydrateFallbackElement: <p>carregando</p>,
    children: [...menuRoutes, { index: true, element: <p>login</p> }],
  },
];

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});

describe('the signed-in routes, composed', () => {
  it('loads the shell and each section lazily', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    const { router } = renderAt(backend, routes, '/menu/owner-dona/contatos');
    expect(await screen.findByRole('heading', { level: 1, name: 'CONTATOS' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Contatos' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /^Lab e Visitante Teste/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'CONVERSAS' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Conversas' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /^PRINCIPAL/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ASSUNTO' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Mensagens' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/menu/owner-dona/contatos/lab_visitante/chat/principal');

    for (const [path, title, probe] of [
      ['/menu/owner-dona/users', 'USERS', 'Usuários'],
      ['/menu/owner-dona/skins', 'SKINS', 'Skins'],
    ] as const) {
      await act(() => router.navigate(path));
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByRole('list', { name: probe })).toBeInTheDocument();
    }
    await act(() => router.navigate('/menu/owner-dona/acessos'));
    expect((await screen.findAllByRole('table')).length).toBeGreaterThan(0);
    await act(() => router.navigate('/menu/owner-dona/caixa-de-saida'));
    expect(await screen.findByRole('heading', { level: 1, name: 'CAIXA DE SAÍDA' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Caixa de saída' })).toBeInTheDocument();
    await act(() => router.navigate('/menu/owner-dona/denuncias'));
    expect(await screen.findByRole('heading', { level: 1, name: 'DENÚNCIAS' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Denúncias' })).toBeInTheDocument();
    await act(() => router.navigate('/menu/owner-dona'));
    expect(await screen.findByRole('heading', { level: 1, name: 'MENU' })).toBeInTheDocument();
  });

  it.each([
    ['/menu/owner-dona', 'MENU', 'VOLTAR', '/lab/home'],
    ['/menu/owner-dona/users', 'USERS', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/acessos', 'ACESSOS', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/visitas', 'VISITAS', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/horario', 'HORÁRIO DE ATENDIMENTO', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/respostas-rapidas', 'RESPOSTAS RÁPIDAS', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/agenda', 'AGENDA', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/caixa-de-saida', 'CAIXA DE SAÍDA', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/denuncias', 'DENÚNCIAS', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/contatos', 'CONTATOS', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/skins', 'SKINS', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/skins/lab/editar', 'EDITAR SKIN', 'VOLTAR', '/menu/owner-dona'],
    ['/menu/owner-dona/contatos/lab_visitante', 'CONVERSAS', 'CONTATOS', '/menu/owner-dona/contatos'],
    ['/menu/owner-dona/contatos/lab_visitante/chat/principal', 'ASSUNTO', 'CONVERSAS', '/menu/owner-dona/contatos/lab_visitante'],
  ])('titles %s %s, with a back button %s to %s', async (path, title, backLabel, backTo) => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: backLabel })).toHaveAttribute('href', backTo);
  });

  it('keeps an e-mail contact id intact in the back target', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/contatos/ana%40x.com_lab/chat/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'ASSUNTO' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CONVERSAS' })).toHaveAttribute('href', '/menu/owner-dona/contatos/ana%40x.com_lab');
  });

  it('wires ENCERRAR to the sign-out that clears storage and reloads', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    const { router } = renderAt(backend, routes, '/menu/user-visitante');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'ENCERRAR' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['users', 'acessos', 'caixa-de-saida'])(
    'tells a signed-in non-owner who opens %s by its address that it is for owners, and reads nothing',
    async (section) => {
      await signInAs(backend, 'user-visitante', 'visitante');
      const ownersReads = (['watchUsers', 'watchAccessLog', 'watchUnseenAccessCount', 'watchOutbox'] as const).map((read) =>
        jest.spyOn(backend, read),
      );
      renderAt(backend, routes, `/menu/user-visitante/${section}`);
      expect(await screen.findByRole('alert')).toHaveTextContent('Esta área é só para administradores.');
      expect(screen.queryByText(/Erro ao carregar/)).not.toBeInTheDocument();
      for (const read of ownersReads) expect(read).not.toHaveBeenCalled();
    },
  );

  it('names the tab after the section and the skin, and counts the unread messages in it', async () => {
    await backend.runtime.db.runTransaction((tx) => tx.set('contatos/lab_visitante', { naoLidasLab: 2 }, { merge: true }));
    await signInAs(backend, 'owner-dona', 'lab');
    const { router } = renderAt(backend, routes, '/menu/owner-dona/caixa-de-saida');
    await waitFor(() => expect(document.title).toBe('(2) CAIXA DE SAÍDA · lab — Lab'));
    await act(() => router.navigate('/menu/owner-dona/contatos/lab_visitante'));
    await waitFor(() => expect(document.title).toBe('(2) CONVERSAS · lab — Lab'));
  });

  it("opens the installed app's start, /menu, at the signed-in person's CONTATOS", async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    const { router } = renderAt(backend, routes, '/menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'CONTATOS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/menu/user-visitante/contatos');
  });

  it('sends anyone not signed in from /menu to the login', async () => {
    resetSession();
    const { router } = renderAt(backend, routes, '/menu');
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('waits for the auth state on /menu before sending anyone anywhere', async () => {
    resetSession();
    useSession.getState().setStored({ skinLogadoUser: 'lab', skinLogado: 'true' });
    const { router } = renderAt(backend, routes, '/menu');
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    act(() => useSession.getState().setAuth(null));
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
