import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from './session-store';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../testing/signed-in';
import { reloadPage } from '../ui/page-reload';
import { useSignOut } from './use-sign-out';

jest.mock('../ui/page-reload', () => ({ reloadPage: jest.fn() }));

function Encerrar() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      ENCERRAR
    </button>
  );
}

const routes = [{ path: '/menu/:userId', element: <Encerrar /> }];

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
  jest.mocked(reloadPage).mockClear();
});

describe('ENCERRAR', () => {
  it('signs out, clears all local storage, goes to / and reloads', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    localStorage.setItem('navegacaoHash', 'abc');
    const { router } = renderAt(backend, routes, '/menu/user-visitante');
    await userEvent.click(screen.getByRole('button', { name: 'ENCERRAR' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.length).toBe(0);
    expect(useSession.getState().stored.skinLogado).toBeNull();
    expect(useSession.getState().authUser).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(backend.runtime.currentUser()).toBeNull();
  });

  it('keeps the demo data: what was sent is there for the next person', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    await backend.call('sendChatMessage', { contactId: 'lab_visitante', conversationId: 'principal', mensagem: 'Até logo!' });
    renderAt(backend, routes, '/menu/user-visitante');
    await userEvent.click(screen.getByRole('button', { name: 'ENCERRAR' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    const thread = backend.runtime.db.query<{ mensagem: string }>({
      collection: 'contatos/lab_visitante/conversas/principal/chat',
    });
    expect(thread.map((m) => m.data.mensagem)).toContain('Até logo!');
  });

  it('still clears storage and reloads when signing out fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-visitante', 'visitante');
    jest.spyOn(backend, 'signOut').mockRejectedValue(new Error('offline'));
    renderAt(backend, routes, '/menu/user-visitante');
    await userEvent.click(screen.getByRole('button', { name: 'ENCERRAR' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.length).toBe(0);
  });
});
