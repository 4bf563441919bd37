import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths, type AcessoDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { formatPtBrDate } from '../../../shared/ui/DateText';
import { NARROW_SCREEN } from '../hooks/use-narrow-screen';
import { AccessLogScreen } from './AccessLogScreen';

const routes = [{ path: '/menu/:userId/acessos', element: <AccessLogScreen /> }];

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  backend = freshDemoBackend();
});

const CAPTION = 'Acessos ao site, do mais recente ao mais antigo';
const findLog = () => screen.findByRole('table', { name: CAPTION });
const bodyRows = () =>
  within(within(screen.getByRole('table', { name: CAPTION })).getAllByRole('rowgroup')[1]!).getAllByRole('row');
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);
const seenColumn = () => bodyRows().map((row) => cellsOf(row)[4]);

/** The seed's four accesses, newest first: Lisbon (unseen), Recife (unseen), São Paulo, Canoas. */
const LISBON = 'e5a8c3d1-7f4b-4b29-a0e6-3c9d8b2f1a64';

function storeAccess(hash: string, access: Partial<AcessoDoc>) {
  return act(() =>
    backend.runtime.db.runTransaction((tx) =>
      tx.set(paths.acesso(hash), {
        hash,
        ip: '192.0.2.1',
        country_name: '',
        region: 'Bahia',
        city: 'Salvador',
        org: 'Org Nova',
        data: 1_800_000_000_000,
        visto: false,
        valorEmail: '',
        ...access,
      }),
    ),
  );
}

/** A phone-sized window: the narrow media query matches (jsdom has no matchMedia of its own). */
function phoneWidth() {
  window.matchMedia = (query: string) =>
    ({
      matches: query === NARROW_SCREEN,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Access log (menu/{userId}/acessos, owners)', () => {
  it('says "Carregando dados...", then shows the table newest first with its seven columns, under the summary', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Carregando dados...');
    const table = await findLog();
    expect(screen.getByRole('region', { name: 'Últimos 30 dias' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Data', 'País', 'Email', 'IP', 'Visto', 'Região', 'Org']);
    const rows = bodyRows();
    expect(rows).toHaveLength(4);
    expect(cellsOf(rows[0]!)).toEqual([
      formatPtBrDate(1747338420000),
      'Portugal',
      '',
      '203.0.113.190',
      'Não',
      'Lisbon',
      'MEO - Servicos de Comunicacoes e Multimedia S.A.',
    ]);
    const oldest = cellsOf(rows[3]!);
    expect(oldest[2]).toBe('ana.souza@example.com');
    expect(oldest[4]).toBe('Sim');
  });

  it('names every country in Portuguese, from the code of new accesses and the English name of older ones', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    await findLog();
    // The seed's older rows carry only the geo service's English names ("Brazil").
    expect(bodyRows().map((row) => cellsOf(row)[1])).toEqual(['Portugal', 'Brasil', 'Brasil', 'Brasil']);

    await storeAccess('com-codigo', { country_code: 'DE', country_name: 'Germany', data: 1_800_000_000_000 });
    await storeAccess('sem-codigo', { country_name: 'United States', data: 1_800_000_000_001 });
    await storeAccess('desconhecido', { country_name: 'Terra do Nunca', data: 1_800_000_000_002 });
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(
      bodyRows()
        .slice(0, 3)
        .map((row) => cellsOf(row)[1]),
    ).toEqual(['Terra do Nunca', 'Estados Unidos', 'Alemanha']);
  });

  it('adds a new access live, on top', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    await findLog();
    await storeAccess('novo', { country_name: 'Brasil', valorEmail: 'nova@example.com' });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(bodyRows()[0]).toHaveTextContent('nova@example.com');
  });

  it('marks one access as seen with its "Marcar como visto": the row turns Sim and loses the button', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    await findLog();
    expect(seenColumn()).toEqual(['Não', 'Não', 'Sim', 'Sim']);
    expect(screen.getByText('2 acessos não vistos.')).toBeInTheDocument();
    expect(within(bodyRows()[2]!).queryByRole('button')).toBeNull();

    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'Marcar como visto' }));
    await waitFor(() => expect(seenColumn()).toEqual(['Sim', 'Não', 'Sim', 'Sim']));
    expect(within(bodyRows()[0]!).queryByRole('button', { name: 'Marcar como visto' })).toBeNull();
    expect(screen.getByText('1 acesso não visto.')).toBeInTheDocument();
    expect(backend.runtime.db.get<AcessoDoc>(paths.acesso(LISBON))?.visto).toBe(true);
  });

  it('marks every access as seen with "Marcar todos como vistos", which then has nothing left to do', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    await findLog();
    const markAll = screen.getByRole('button', { name: 'Marcar todos como vistos' });
    expect(markAll).toBeEnabled();

    fireEvent.click(markAll);
    await waitFor(() => expect(seenColumn()).toEqual(['Sim', 'Sim', 'Sim', 'Sim']));
    expect(screen.getByRole('button', { name: 'Marcar todos como vistos' })).toBeDisabled();
    expect(screen.getByText('Todos os acessos foram vistos.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Marcar como visto' })).toHaveLength(0);
  });

  it('says where the person acted when marking fails, and keeps the row as it was', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    await findLog();
    jest.spyOn(backend, 'call').mockRejectedValueOnce(new Error('sem rede'));

    fireEvent.click(within(bodyRows()[1]!).getByRole('button', { name: 'Marcar como visto' }));
    expect(await within(bodyRows()[1]!).findByRole('alert')).toHaveTextContent('Erro ao marcar como visto.');
    expect(seenColumn()[1]).toMatch(/^Não/);
    expect(within(bodyRows()[1]!).getByRole('button', { name: 'Marcar como visto' })).toHaveAccessibleDescription(
      'Erro ao marcar como visto.',
    );
  });

  it('on a phone, lists each visitor\'s date, country and e-mail, with the rest behind "Detalhes"', async () => {
    phoneWidth();
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    const list = await screen.findByRole('list', { name: CAPTION });
    expect(screen.queryByRole('table', { name: CAPTION })).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);

    const oldest = items[3]!;
    expect(within(oldest).getByText(formatPtBrDate(1745358000000))).toBeInTheDocument();
    expect(
      within(oldest)
        .getAllByRole('definition')
        .slice(0, 3)
        .map((dd) => dd.textContent),
    ).toEqual(['Brasil', 'ana.souza@example.com', 'Sim']);
    const details = within(oldest).getByText('Detalhes').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('203.0.113.24')).toBeInTheDocument();
    expect(within(details).getByText('Canoas, Rio Grande do Sul')).toBeInTheDocument();

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Marcar como visto' }));
    await waitFor(() => expect(within(items[0]!).queryByRole('button', { name: 'Marcar como visto' })).toBeNull());
    expect(within(items[0]!).getAllByRole('definition')[2]).toHaveTextContent('Sim');
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
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Erro ao carregar acessos.'),
    );
  });
});
