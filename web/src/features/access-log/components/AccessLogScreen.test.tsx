import { act, screen, waitFor, within } from '@testing-library/react';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { formatPtBrDate } from '../../../shared/ui/DateText';
import { AccessLogScreen } from './AccessLogScreen';

const routes = [{ path: '/menu/:userId/acessos', element: <AccessLogScreen /> }];

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  backend = freshDemoBackend();
});

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('Access log (menu/{userId}/acessos, owners)', () => {
  it('says "Carregando dados...", then shows the table newest first with the spec\'s columns', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando dados...');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Data', 'País', 'Email', 'IP', 'Visto', 'Região', 'Org']);
    const rows = bodyRows();
    expect(rows).toHaveLength(4);
    const first = within(rows[0]!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(first).toEqual([
      formatPtBrDate(1747338420000),
      'Portugal',
      '',
      '203.0.113.190',
      'Não',
      'Lisbon',
      'MEO - Servicos de Comunicacoes e Multimedia S.A.',
    ]);
    const oldest = within(rows[3]!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(oldest[2]).toBe('ana.souza@example.com');
    expect(oldest[4]).toBe('Sim');
  });

  it('adds a new access live, on top', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    await screen.findByRole('table');
    await act(() =>
      backend.runtime.db.runTransaction((tx) =>
        tx.set('acessos/novo', {
          hash: 'novo',
          ip: '192.0.2.1',
          country_name: 'Brasil',
          region: 'Bahia',
          city: 'Salvador',
          org: 'Org Nova',
          data: 1_800_000_000_000,
          visto: false,
          valorEmail: 'nova@example.com',
        }),
      ),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(bodyRows()[0]).toHaveTextContent('nova@example.com');
  });

  it('says so when there is no access yet', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    jest.spyOn(backend, 'watchAccessLog').mockImplementation((live) => {
      queueMicrotask(() => live.next([]));
      return () => undefined;
    });
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    expect(await screen.findByText('Nenhum acesso registrado.')).toBeInTheDocument();
  });

  it('says so when the log is refused (a non-owner)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/acessos');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar acessos.');
  });
});
