import { act, screen, waitFor, within } from '@testing-library/react';
import { dayOf, daysBack } from '@lab/domain/visits';
import { paths, type EstatisticaDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { fullDay } from '../../../shared/stats/stats-text';
import { VisitsSummary } from './VisitsSummary';

const routes = [{ path: '/menu/:userId/acessos', element: <VisitsSummary /> }];

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  backend = freshDemoBackend();
});

const days = daysBack(dayOf(Date.now()), 31);
const today = days[30]!;
const yesterday = days[29]!;
const outsideTheWindow = days[0]!;

function shard(dia: string, counts: Partial<EstatisticaDoc>): EstatisticaDoc {
  return { dia, visitas: 0, contatos: 0, paises: {}, paginas: {}, ...counts };
}

/** Writes counter shards the way the callables leave them: several per day, summed on read. */
function storeShards(docs: Record<string, EstatisticaDoc>) {
  return act(() =>
    backend.runtime.db.runTransaction((tx) => {
      for (const [path, doc] of Object.entries(docs)) tx.set(path, { ...doc });
    }),
  );
}

const ranking = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => [item.children[0]?.textContent, item.children[1]?.textContent]);

describe('the visits summary above the access log (owners)', () => {
  it('sums the last 30 days of counter shards into totals, a chart and the top countries and pages', async () => {
    await storeShards({
      [paths.estatistica(today, 0)]: shard(today, {
        visitas: 3,
        contatos: 1,
        paises: { BR: 2, '??': 1 },
        paginas: { '/lab/home': 3 },
      }),
      [paths.estatistica(today, 7)]: shard(today, {
        visitas: 2,
        paises: { PT: 1, BR: 1 },
        paginas: { '/lab/home': 1, '/lab/contato': 1 },
      }),
      [paths.estatistica(yesterday, 2)]: shard(yesterday, {
        visitas: 4,
        contatos: 2,
        paises: { US: 3, outros: 1 },
        paginas: { '/': 4 },
      }),
      [paths.estatistica(outsideTheWindow, 0)]: shard(outsideTheWindow, { visitas: 100, paises: { FR: 100 } }),
    });
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');

    await screen.findByRole('img');
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Visitas', 'Novos contatos']);
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['9', '3']);
    expect(screen.getByRole('heading', { name: 'Últimos 30 dias' })).toBeInTheDocument();

    expect(ranking('Países')).toEqual([
      ['Brasil', '3'],
      ['Estados Unidos', '3'],
      ['Desconhecido', '1'],
      ['Outros', '1'],
      ['Portugal', '1'],
    ]);
    expect(ranking('Páginas mais vistas')).toEqual([
      ['/', '4'],
      ['/lab/home', '4'],
      ['/lab/contato', '1'],
    ]);
  });

  it('gives the chart a text alternative: its description as the image name, and every day in "Ver dados"', async () => {
    await storeShards({
      [paths.estatistica(today, 4)]: shard(today, { visitas: 5, contatos: 1 }),
      [paths.estatistica(yesterday, 1)]: shard(yesterday, { visitas: 4, contatos: 2 }),
    });
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');

    const chart = await screen.findByRole('img');
    expect(chart).toHaveAccessibleName(
      `Gráfico de visitas e novos contatos por dia, de ${fullDay(days[1]!)} a ${fullDay(today)}: ` +
        `9 visitas, com o máximo em ${fullDay(today)} (5 visitas); 3 novos contatos.`,
    );
    expect(screen.getByText('Ver dados').tagName).toBe('SUMMARY');
    const data = screen.getByRole('table', { name: 'Visitas e novos contatos por dia' });
    const rows = within(data).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Dia', 'Visitas', 'Novos contatos']);
    const cells = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual([fullDay(days[1]!), '0', '0']);
    expect(cells(rows[29]!)).toEqual([fullDay(yesterday), '4', '2']);
    expect(cells(rows[30]!)).toEqual([fullDay(today), '5', '1']);
  });

  it('follows the counters live', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/acessos');
    expect(await screen.findByText('Nenhuma visita no período.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma página vista no período.')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(expect.stringMatching(/nenhuma visita; nenhum novo contato\.$/));

    await storeShards({
      [paths.estatistica(today, 3)]: shard(today, { visitas: 1, paises: { BR: 1 }, paginas: { '/lab/home': 1 } }),
    });
    await waitFor(() => expect(ranking('Países')).toEqual([['Brasil', '1']]));
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['1', '0']);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      expect.stringMatching(/: 1 visita, com o máximo em .* \(1 visita\); nenhum novo contato\.$/),
    );
  });

  it('says so when the counters are refused (a non-owner)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/acessos');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar o resumo de visitas.');
  });
});
