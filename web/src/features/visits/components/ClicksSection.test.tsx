import { act, screen, waitFor, within } from '@testing-library/react';
import { dayOf, daysBack } from '@lab/domain/visits';
import { paths, type VisitaDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { fullDay } from '../../../shared/stats/stats-text';
import { VisitsScreen } from './VisitsScreen';

const routes = [{ path: '/menu/:userId/visitas', element: <VisitsScreen /> }];
const SOL = ['user-sol', 'skin-sol'] as const;

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});

const days = daysBack(dayOf(Date.now()), 31);
const today = days[30]!;
const yesterday = days[29]!;
const longAgo = days[0]!;

function shard(dia: string, counts: Partial<VisitaDoc>): VisitaDoc {
  return { dia, visitas: 0, paginas: {}, paises: {}, origens: {}, ...counts };
}

function storeShards(docs: Record<string, VisitaDoc>) {
  return act(() =>
    backend.runtime.db.runTransaction((tx) => {
      for (const [path, doc] of Object.entries(docs)) tx.set(path, { ...doc });
    }),
  );
}

async function openSolsVisits() {
  await signInAs(backend, 'user-sol', 'sol');
  renderAt(backend, routes, '/menu/user-sol/visitas');
  return screen.findByRole('region', { name: 'Cliques nos cards' });
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('VISITAS, the clicks on a skin’s cards', () => {
  it('charts the clicks per day and ranks the cards by clicks, with the rate over the window’s visits, in pt-BR', async () => {
    await storeShards({
      [paths.visita(...SOL, today, 0)]: shard(today, {
        visitas: 6,
        cliques: { 'card-sol-whatsapp': 3, 'card-girassois': 1 },
      }),
      [paths.visita(...SOL, today, 2)]: shard(today, { visitas: 2, cliques: { 'card-sol-whatsapp': 1 } }),
      [paths.visita(...SOL, yesterday, 1)]: shard(yesterday, { cliques: { 'card-sol-pix': 2, 'card-apagado': 1 } }),
      // Outside the 30 days: counted nowhere.
      [paths.visita(...SOL, longAgo, 0)]: shard(longAgo, { visitas: 100, cliques: { 'card-girassois': 50 } }),
    });
    const section = await openSolsVisits();
    const table = await within(section).findByRole('table', { name: /Cliques por card/ });
    expect(table).toHaveAccessibleName('Cliques por card: 8 cliques e 8 visitas no período');
    expect(cells(table)).toEqual([
      ['Fale comigo', '4', '50%'],
      ['Apoie os ensaios', '2', '25%'],
      ['Card removido', '1', '12,5%'],
      ['Girassóis', '1', '12,5%'],
    ]);
    expect(within(section).getByRole('img')).toHaveAccessibleName(
      `Gráfico de cliques por dia na skin sol, de ${fullDay(days[1]!)} a ${fullDay(today)}: ` +
        `8 cliques, com o máximo em ${fullDay(today)} (5 cliques).`,
    );
    const perDay = within(section).getByRole('table', { name: 'Cliques por dia' });
    expect(within(perDay).getAllByRole('row').at(-1)).toHaveTextContent(`${fullDay(today)}5`);
  });

  it('shows a dash for the rate when the window had clicks but no visits', async () => {
    await storeShards({ [paths.visita(...SOL, today, 0)]: shard(today, { cliques: { 'card-girassois': 2 } }) });
    const section = await openSolsVisits();
    const table = await within(section).findByRole('table', { name: /Cliques por card/ });
    expect(cells(table)).toEqual([['Girassóis', '2', '—']]);
  });

  it('says so when nobody clicked, and follows the clicks live', async () => {
    await storeShards({ [paths.visita(...SOL, today, 0)]: shard(today, { visitas: 3, paginas: { '/sol/home': 3 } }) });
    const section = await openSolsVisits();
    expect(within(section).getByText(/Nenhum clique nos últimos 30 dias\./)).toBeInTheDocument();
    await storeShards({ [paths.visita(...SOL, today, 1)]: shard(today, { cliques: { 'card-cartazes-verao': 1 } }) });
    await waitFor(() => expect(within(section).getByRole('table', { name: /Cliques por card/ })).toBeInTheDocument());
    expect(cells(within(section).getByRole('table', { name: /Cliques por card/ }))).toEqual([
      ['Cartazes de verão', '1', '33,3%'],
    ]);
  });
});
