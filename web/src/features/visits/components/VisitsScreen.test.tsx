import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayOf, daysBack, ORIGIN_DIRECT } from '@lab/domain/visits';
import { paths, type VisitaDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { fullDay } from '../../../shared/stats/stats-text';
import { VisitsScreen } from './VisitsScreen';

const routes = [{ path: '/menu/:userId/visitas', element: <VisitsScreen /> }];

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  backend = freshDemoBackend();
});

const days = daysBack(dayOf(Date.now()), 31);
const today = days[30]!;
const yesterday = days[29]!;

function shard(dia: string, counts: Partial<VisitaDoc>): VisitaDoc {
  return { dia, visitas: 0, paginas: {}, paises: {}, origens: {}, ...counts };
}

/** Writes skin counter shards the way logNavigation leaves them: several per day, summed on read. */
function storeShards(docs: Record<string, VisitaDoc>) {
  return act(() =>
    backend.runtime.db.runTransaction((tx) => {
      for (const [path, doc] of Object.entries(docs)) tx.set(path, { ...doc });
    }),
  );
}

const VISITANTE = ['user-visitante', 'skin-visitante'] as const;
const SOL = ['user-sol', 'skin-sol'] as const;

const ranking = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => [item.children[0]?.textContent, item.children[1]?.textContent]);

describe('VISITAS, a creator’s visits', () => {
  it('shows a creator their own skin’s last 30 days: totals, the chart with its text, pages, countries and origins', async () => {
    await storeShards({
      [paths.visita(...VISITANTE, today, 0)]: shard(today, {
        visitas: 2,
        paginas: { '/visitante/home': 3 },
        paises: { BR: 1, '??': 1 },
        origens: { 'www.google.com': 1, [ORIGIN_DIRECT]: 1 },
      }),
      [paths.visita(...VISITANTE, yesterday, 4)]: shard(yesterday, {
        visitas: 1,
        paginas: { '/visitante/home': 1 },
        paises: { PT: 1 },
        origens: { '(interno)': 1 },
      }),
      // Another creator's skin: never on this screen.
      [paths.visita(...SOL, today, 0)]: shard(today, { visitas: 50, paginas: { '/sol/home': 50 } }),
    });
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/visitas');

    const chart = await screen.findByRole('img');
    expect(screen.getByRole('combobox', { name: 'Skin' })).toHaveValue('visitante');
    expect(
      within(screen.getByRole('combobox', { name: 'Skin' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['visitante']);
    expect(screen.getByRole('heading', { name: 'visitante: últimos 30 dias' })).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['3', '4']);
    expect(chart).toHaveAccessibleName(
      `Gráfico de visitas por dia à skin visitante, de ${fullDay(days[1]!)} a ${fullDay(today)}: ` +
        `3 visitas, com o máximo em ${fullDay(today)} (2 visitas).`,
    );
    const rows = within(screen.getByRole('table', { name: 'Visitas por dia' })).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent(`${fullDay(today)}2`);
    expect(ranking('Páginas mais vistas')).toEqual([['/visitante/home', '4']]);
    // Ties in key order: "??" before "BR".
    expect(ranking('Países')).toEqual([
      ['Desconhecido', '1'],
      ['Brasil', '1'],
      ['Portugal', '1'],
    ]);
    expect(ranking('De onde vieram')).toEqual([
      ['Acesso direto', '1'],
      ['Outras páginas deste site', '1'],
      ['www.google.com', '1'],
    ]);
    expect(screen.queryByText(/sol/)).toBeNull();
  });

  it('says so when the skin had no visit, and follows its counters live', async () => {
    await signInAs(backend, 'user-sol', 'sol');
    renderAt(backend, routes, '/menu/user-sol/visitas');
    expect(await screen.findByText('Nenhuma visita nos últimos 30 dias.')).toBeInTheDocument();
    await storeShards({ [paths.visita(...SOL, today, 3)]: shard(today, { visitas: 1, paginas: { '/sol/home': 1 } }) });
    await waitFor(() => expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['1', '1']));
  });

  it('lets a creator with several skins pick one, starting with the skin in session', async () => {
    await storeShards({
      [paths.visita('user-multi', 'skin-multi-b', today, 0)]: shard(today, { visitas: 7, paginas: { '/multi-b/home': 7 } }),
    });
    await signInAs(backend, 'user-multi', 'multi-a');
    renderAt(backend, routes, '/menu/user-multi/visitas');
    const picker = await screen.findByRole('combobox', { name: 'Skin' });
    expect(picker).toHaveValue('multi-a');
    expect(await screen.findByText('Nenhuma visita nos últimos 30 dias.')).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'multi-b');
    expect(await screen.findByRole('heading', { name: 'multi-b: últimos 30 dias' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['7', '7']));
  });

  it('offers owners every skin, and shows any creator’s', async () => {
    await storeShards({
      [paths.visita(...VISITANTE, today, 0)]: shard(today, { visitas: 5, paginas: { '/visitante/home': 6 } }),
    });
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/visitas');
    const picker = await screen.findByRole('combobox', { name: 'Skin' });
    expect(picker).toHaveValue('lab');
    const names = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['lab', 'estudio', 'visitante', 'sol', 'multi-a', 'multi-b']));
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    await userEvent.selectOptions(picker, 'visitante');
    await waitFor(() => expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['5', '6']));
  });
});
