import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError, MESSAGES, paths } from '@lab/domain/kernel';
import { MOTIVOS_DENUNCIA, type DenunciaDoc } from '@lab/domain/moderation';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { formatPtBrDate } from '../../../shared/ui/DateText';
import { ReportsScreen } from './ReportsScreen';

const routes = [{ path: '/menu/:userId/denuncias', element: <ReportsScreen /> }];
const screenPath = '/menu/owner-dona/denuncias';

let backend: TestBackend;
let call: jest.SpyInstance;
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  backend = freshDemoBackend();
  call = jest.spyOn(backend, 'call').mockResolvedValue({ ok: true });
});

/** A report as reportSkin stores it. */
function report(criadaEm: number, overrides: Partial<DenunciaDoc> = {}): DenunciaDoc {
  return {
    skin: 'visitante',
    motivo: 'golpe',
    texto: 'Pede Pix adiantado.',
    criadaEm,
    estado: 'aberta',
    skinOculta: false,
    ...overrides,
  };
}

const seedReports = (docs: Record<string, DenunciaDoc>) =>
  act(() =>
    backend.runtime.db.runTransaction((tx) => {
      for (const [id, doc] of Object.entries(docs)) tx.set(paths.denuncia(id), { ...doc });
    }),
  );

const rows = async () => within(await screen.findByRole('list', { name: 'Denúncias recebidas' })).getAllByRole('listitem');

/** A call that stays pending until the test lets it go. */
function heldCall() {
  let release: () => void = () => undefined;
  call.mockImplementation(() => new Promise((resolve) => (release = () => resolve({ ok: true }))));
  return () => act(async () => release());
}

describe('DENÚNCIAS (menu/{userId}/denuncias, owners)', () => {
  it('lists open reports first, each group newest first: skin link, reason, text, date and state', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await seedReports({
      velha: report(1_700_000_000_000, { texto: 'Antiga, ainda aberta.' }),
      tratada: report(1_900_000_000_000, { estado: 'dispensada', skin: 'sol', motivo: 'spam', texto: 'Já vista.' }),
      nova: report(1_800_000_000_000, { motivo: 'dados', texto: 'Mostra um CPF.', skinOculta: true, estado: 'resolvida' }),
      recente: report(1_850_000_000_000, { motivo: 'direitos', texto: 'Fotos copiadas.' }),
    });
    renderAt(backend, routes, screenPath);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando dados...');
    const [first, second, third, fourth] = await rows();
    expect(first).toHaveTextContent('Fotos copiadas.');
    expect(first).toHaveTextContent(MOTIVOS_DENUNCIA.direitos);
    expect(first).toHaveTextContent(formatPtBrDate(1_850_000_000_000));
    expect(first).toHaveTextContent('Aberta');
    expect(within(first!).getByRole('link', { name: 'visitante' })).toHaveAttribute('href', '/visitante/home');
    expect(second).toHaveTextContent('Antiga, ainda aberta.');
    expect(third).toHaveTextContent('Já vista.');
    expect(third).toHaveTextContent('Dispensada');
    expect(within(third!).getByRole('link', { name: 'sol' })).toHaveAttribute('href', '/sol/home');
    expect(fourth).toHaveTextContent('Mostra um CPF.');
    expect(fourth).toHaveTextContent('Resolvida');
    expect(fourth).toHaveTextContent('Skin oculta');
  });

  it('says so when there is no report', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, screenPath);
    expect(await screen.findByText('Nenhuma denúncia.')).toBeInTheDocument();
  });

  it('says so when the list is refused (a non-owner)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/denuncias');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar as denúncias.');
  });

  it('asks before hiding a skin, then hides it for that report, busy while it runs', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await seedReports({ d1: report(1_800_000_000_000) });
    renderAt(backend, routes, screenPath);
    const [row] = await rows();
    await userEvent.click(within(row!).getByRole('button', { name: 'Ocultar skin' }));
    const confirm = screen.getByRole('dialog', { name: 'Ocultar skin' });
    expect(confirm).toHaveAccessibleDescription('Ocultar a skin visitante? Ela deixa de ser exibida ao público.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(call).not.toHaveBeenCalled();

    const release = heldCall();
    await userEvent.click(within(row!).getByRole('button', { name: 'Ocultar skin' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Ocultar skin' })).getByRole('button', { name: 'Ocultar skin' }),
    );
    expect(call).toHaveBeenCalledWith('moderateSkin', { skin: 'visitante', acao: 'ocultar', denuncia: 'd1' });
    const busy = within(row!).getByRole('button', { name: 'Ocultando...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(row!).getByRole('button', { name: 'Dispensar' })).toBeDisabled();
    await release();
    expect(within(row!).getByRole('button', { name: 'Ocultar skin' })).toBeEnabled();
  });

  it('restores a hidden skin without asking', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await seedReports({ d2: report(1_800_000_000_000, { skinOculta: true, estado: 'resolvida' }) });
    renderAt(backend, routes, screenPath);
    const [row] = await rows();
    expect(within(row!).queryByRole('button', { name: 'Ocultar skin' })).not.toBeInTheDocument();
    expect(within(row!).queryByRole('button', { name: 'Dispensar' })).not.toBeInTheDocument();
    await userEvent.click(within(row!).getByRole('button', { name: 'Restaurar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('moderateSkin', { skin: 'visitante', acao: 'restaurar', denuncia: 'd2' });
    // Done: the row is free again (the live list, not this screen, would show the skin visible).
    await waitFor(() => expect(within(row!).getByRole('button', { name: 'Restaurar' })).toBeEnabled());
  });

  it('dismisses an open report without asking', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await seedReports({ d3: report(1_800_000_000_000) });
    renderAt(backend, routes, screenPath);
    const [row] = await rows();
    await userEvent.click(within(row!).getByRole('button', { name: 'Dispensar' }));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('dismissReport', { denuncia: 'd3' });
    await waitFor(() => expect(within(row!).getByRole('button', { name: 'Dispensar' })).toBeEnabled());
  });

  it("shows a refusal on the report's own row, in the server's words", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    call.mockRejectedValue(new DomainError('failed-precondition', MESSAGES.reportAlreadyHandled));
    await signInAs(backend, 'owner-dona', 'lab');
    await seedReports({ a: report(1_800_000_000_000), b: report(1_700_000_000_000, { skin: 'sol' }) });
    renderAt(backend, routes, screenPath);
    const [first, second] = await rows();
    await userEvent.click(within(first!).getByRole('button', { name: 'Dispensar' }));
    expect(await within(first!).findByRole('alert')).toHaveTextContent(MESSAGES.reportAlreadyHandled);
    expect(within(second!).queryByRole('alert')).not.toBeInTheDocument();
  });
});
