import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '../../../shared/session/session-store';
import { freshDemoBackend, renderAt, resetSession, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { SignInButton } from './SignInButton';

const routes = [{ path: '/', element: <SignInButton /> }];

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  resetSession();
  backend = freshDemoBackend();
});

async function chooseAccount(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Entrar com Google' }));
  const chooser = await screen.findByRole('dialog', { name: 'Escolha uma conta' });
  await userEvent.click(await within(chooser).findByRole('button', { name: name }));
}

describe('Sign-in with Google, then the skin session', () => {
  it('on the demo backend offers the seeded accounts and "Nova conta", each a button', async () => {
    renderAt(backend, routes, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com Google' }));
    const chooser = await screen.findByRole('dialog', { name: 'Escolha uma conta' });
    for (const name of ['Dona do Lab', 'Sócio do Lab', 'Visitante Teste', 'Nova conta']) {
      expect(await within(chooser).findByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('closes the chooser with Cancelar or Escape without signing in', async () => {
    renderAt(backend, routes, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com Google' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Entrar com Google' }));
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSession.getState().authUser).toBeNull();
  });

  it('selects the only skin of a user and opens its home', async () => {
    const { router } = renderAt(backend, routes, '/');
    await chooseAccount('Visitante Teste');
    await waitFor(() => expect(router.state.location.pathname).toBe('/visitante/home'));
    expect(useSession.getState().stored).toMatchObject({
      idGoogleCap: 'user-visitante',
      user: 'Visitante Teste',
      primeiroNomeCap: 'Visitante',
      userLocalId: 'user-visitante',
      skinLocal: 'visitante',
      skinLocalId: 'skin-visitante',
      skinLogado: 'true',
      skinLogadoUser: 'visitante',
      selectedTheme: 'CYBERPINK',
    });
    expect(localStorage.getItem('skinLogado')).toBe('true');
    expect(useSession.getState().authUser).toMatchObject({ uid: 'user-visitante', admin: false });
  });

  it('recognises an owner by the admin claim', async () => {
    const { router } = renderAt(backend, routes, '/');
    await chooseAccount('Dona do Lab');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lab/home'));
    expect(useSession.getState().authUser).toMatchObject({ uid: 'owner-dona', admin: true });
  });

  it('gives a new account its default skin, then starts her with her name, never at the drawn address', async () => {
    const { router } = renderAt(backend, routes, '/');
    await chooseAccount('Nova conta');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/menu\/[^/]+\/primeiros-passos$/));
    const skin = useSession.getState().stored.skinLogadoUser;
    expect(skin).toMatch(/^User\d{1,4}$/);
    expect(useSession.getState().stored.selectedTheme).toBe('CYBERPINK');
  });

  it('leaves the choice to the skins manager at / when the user has several skins', async () => {
    const { router } = renderAt(backend, routes, '/');
    await chooseAccount('Multi Skins');
    await waitFor(() => expect(useSession.getState().stored.userLocalId).toBe('user-multi'));
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState().stored.skinLogado).toBeNull();
  });

  it('shows why the session could not start, where the person acted', async () => {
    jest.spyOn(backend, 'call').mockRejectedValue(new Error('offline'));
    renderAt(backend, routes, '/');
    await chooseAccount('Visitante Teste');
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado. Tente de novo.');
  });

  it('an account deleted a moment ago signs in to "Sua conta será excluída em 10 minutos." and Desfazer brings it back', async () => {
    await signInAs(backend, 'user-visitante');
    await backend.call('deleteMyAccount', { confirmacao: 'visitante' });
    await backend.signOut();
    resetSession();

    const { router } = renderAt(backend, routes, '/');
    await chooseAccount('Visitante Teste');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Sua conta será excluída em 10 minutos.');
    // No session starts and no skin is drawn while the account is being deleted.
    expect(useSession.getState().stored.userLocalId).toBeNull();
    expect(await backend.listSkins('user-visitante')).toEqual([]);

    await userEvent.click(within(notice).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visitante/home'));
    expect((await backend.listSkins('user-visitante')).map((s) => s.username)).toEqual(['visitante']);
  });
});
