import { act, screen } from '@testing-library/react';
import { useSession } from '../../shared/session/session-store';
import { freshDemoBackend, renderAt, resetSession, signInAs, type TestBackend } from '../../shared/testing/signed-in';
import LoginRoute from './login-route';

// Stands in for the manager's chunk, so the test sees whether "/" ever asked for it.
const mockManagerChunkLoaded = jest.fn();
jest.mock('./skins-manager-root', () => {
  mockManagerChunkLoaded();
  return { __esModule: true, default: () => <h1>Suas skins</h1> };
});

const routes = [{ path: '/', element: <LoginRoute /> }];
const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));

let backend: TestBackend;
beforeEach(() => {
  resetSession();
  backend = freshDemoBackend();
});

describe('"/" and the chunks it loads', () => {
  it('gives an anonymous visitor the login screen without loading the skins manager', async () => {
    useSession.getState().setAuth(null);
    renderAt(backend, routes, '/');
    await settle();
    expect(screen.getByText('Embarque com o Google e monte a sua skin no Lab.')).toBeInTheDocument();
    expect(mockManagerChunkLoaded).not.toHaveBeenCalled();
  });

  it('loads the skins manager for someone signed in without a chosen skin', async () => {
    await signInAs(backend, 'user-multi');
    renderAt(backend, routes, '/');
    expect(await screen.findByRole('heading', { name: 'Suas skins' })).toBeInTheDocument();
    expect(mockManagerChunkLoaded).toHaveBeenCalled();
  });

  it('keeps the login screen while a sign-in is still settling the session', async () => {
    renderAt(backend, routes, '/');
    act(() =>
      useSession.getState().setAuth({ uid: 'user-multi', admin: false, name: 'Multi', givenName: 'Multi', email: '', photo: '' }),
    );
    await settle();
    expect(screen.getByText('Embarque com o Google e monte a sua skin no Lab.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Suas skins' })).not.toBeInTheDocument();
  });
});

describe('"/" for someone whose chosen skin still has the drawn name', () => {
  it('opens her first screens, not the drawn address', async () => {
    await signInAs(backend, 'user-visitante', 'User4242');
    const { router } = renderAt(backend, routes, '/');
    await settle();
    expect(router.state.location.pathname).toBe('/menu/user-visitante/primeiros-passos');
  });
});
