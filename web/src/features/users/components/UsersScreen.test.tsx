import { screen, within } from '@testing-library/react';
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
});
