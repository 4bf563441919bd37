import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError, MESSAGES, paths } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { formatPtBrDate } from '../../../shared/ui/DateText';
import { UsersScreen } from './UsersScreen';

const routes = [{ path: '/menu/:userId/users', element: <UsersScreen /> }];

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  backend = freshDemoBackend();
});

describe('Users (menu/{userId}/users, owners)', () => {
  it('says it is loading, then lists every user newest first with photo, name and registration date', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/users');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    const rows = within(await screen.findByRole('list', { name: 'Usuários' })).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Multi Skins');
    expect(rows[0]).toHaveTextContent(`Cadastro: ${formatPtBrDate(1750286400000, 'date')}`);
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/seed/avatar-multi.svg');
    expect(rows[4]).toHaveTextContent('Dona do Lab');
  });

  it('says so when there is no user', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    jest.spyOn(backend, 'watchUsers').mockImplementation((live) => {
      queueMicrotask(() => live.next([]));
      return () => undefined;
    });
    renderAt(backend, routes, '/menu/owner-dona/users');
    expect(await screen.findByText('Nenhum usuário encontrado.')).toBeInTheDocument();
  });

  it('says so when the list is refused (a non-owner)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar usuários.');
  });

  describe('blocking an account', () => {
    let call: jest.SpyInstance;
    beforeEach(() => {
      call = jest.spyOn(backend, 'call').mockResolvedValue({ ok: true });
    });

    const rowOf = async (name: string) =>
      within(await screen.findByRole('list', { name: 'Usuários' }))
        .getAllByRole('listitem')
        .find((row) => row.textContent?.includes(name))!;

    const block = (uid: string) =>
      act(() => backend.runtime.db.runTransaction((tx) => tx.set(paths.user(uid), { bloqueado: true }, { merge: true })));

    it("offers Bloquear conta on every other person's row, not on the owners'", async () => {
      await signInAs(backend, 'owner-dona', 'lab');
      renderAt(backend, routes, '/menu/owner-dona/users');
      for (const name of ['Visitante Teste', 'Solange Ribeiro', 'Multi Skins']) {
        expect(within(await rowOf(name)).getByRole('button', { name: 'Bloquear conta' })).toBeEnabled();
      }
      for (const name of ['Dona do Lab', 'Sócio do Lab']) {
        expect(within(await rowOf(name)).queryByRole('button')).not.toBeInTheDocument();
      }
    });

    it('asks first, then blocks the account', async () => {
      await signInAs(backend, 'owner-dona', 'lab');
      renderAt(backend, routes, '/menu/owner-dona/users');
      const row = await rowOf('Visitante Teste');
      await userEvent.click(within(row).getByRole('button', { name: 'Bloquear conta' }));
      const confirm = screen.getByRole('dialog', { name: 'Bloquear conta' });
      expect(confirm).toHaveAccessibleDescription(
        'Bloquear Visitante Teste? A conta não poderá entrar e as skins dela ficam ocultas.',
      );
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
      expect(call).not.toHaveBeenCalled();

      await userEvent.click(within(row).getByRole('button', { name: 'Bloquear conta' }));
      await userEvent.click(
        within(screen.getByRole('dialog', { name: 'Bloquear conta' })).getByRole('button', { name: 'Bloquear conta' }),
      );
      expect(call).toHaveBeenCalledTimes(1);
      expect(call).toHaveBeenCalledWith('setAccountBlocked', { uid: 'user-visitante', bloqueado: true });
      await waitFor(() => expect(within(row).getByRole('button', { name: 'Bloquear conta' })).toBeEnabled());
    });

    it('marks a blocked account "Bloqueada" and unblocks it without asking', async () => {
      await signInAs(backend, 'owner-dona', 'lab');
      await block('user-multi');
      renderAt(backend, routes, '/menu/owner-dona/users');
      const row = await rowOf('Multi Skins');
      expect(within(row).getByText('Bloqueada')).toBeVisible();
      expect(within(await rowOf('Visitante Teste')).queryByText('Bloqueada')).not.toBeInTheDocument();
      await userEvent.click(within(row).getByRole('button', { name: 'Desbloquear' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(call).toHaveBeenCalledWith('setAccountBlocked', { uid: 'user-multi', bloqueado: false });
      await waitFor(() => expect(within(row).getByRole('button', { name: 'Desbloquear' })).toBeEnabled());
    });

    it("shows a refusal on that user's row, in the server's words", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      call.mockRejectedValue(new DomainError('not-found', MESSAGES.accountNotFound));
      await signInAs(backend, 'owner-dona', 'lab');
      await block('user-sol');
      renderAt(backend, routes, '/menu/owner-dona/users');
      const row = await rowOf('Solange Ribeiro');
      await userEvent.click(within(row).getByRole('button', { name: 'Desbloquear' }));
      expect(await within(row).findByRole('alert')).toHaveTextContent(MESSAGES.accountNotFound);
      expect(within(row).getByRole('button', { name: 'Desbloquear' })).toBeEnabled();
    });
  });
});
