import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, paths, RATE_LIMITS } from '@lab/domain/kernel';
import { MY_DATA_FORMAT, type MyDataExport } from '@lab/domain/privacy';
import { captureDownloads, type CapturedDownload } from '../../../shared/testing/downloads';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { reloadPage } from '../../../shared/ui/page-reload';
import { MyDataScreen } from './MyDataScreen';

jest.mock('../../../shared/ui/page-reload', () => ({ reloadPage: jest.fn() }));

const routes = [{ path: '/menu/:userId/meus-dados', element: <MyDataScreen /> }];

let backend: TestBackend;
let downloads: CapturedDownload[];

beforeEach(() => {
  backend = freshDemoBackend();
  downloads = captureDownloads();
});
afterEach(() => jest.restoreAllMocks());

async function downloaded(): Promise<MyDataExport> {
  // The demo's first command loads its handlers: slow on a loaded machine.
  await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10_000 });
  return JSON.parse(await downloads[0]!.blob.text()) as MyDataExport;
}

describe('MEUS DADOS', () => {
  it('lists what the site keeps, and Baixar meus dados downloads the file with all of it, then counts each kind', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/meus-dados');
    const kinds = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(kinds.map((k) => k.textContent)).toContain('Conversas das quais você participa, com todas as mensagens');

    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    const file = await downloaded();
    expect(downloads[0]?.name).toMatch(/^meus-dados-lab-\d{4}-\d\d-\d\d\.json$/);
    expect(file).toMatchObject({ formato: MY_DATA_FORMAT, conta: { uid: 'user-visitante' } });
    expect(file.secoes.perfil.map((d) => d.caminho)).toEqual(['users/user-visitante']);
    expect(await screen.findByRole('status')).toHaveTextContent('Arquivo gerado. O download começou.');
    expect(screen.getByText(/Perfil do Google/)).toHaveTextContent(': 1 registro');
  });

  it('says why when the file cannot be made, and downloads nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-visitante', 'visitante');
    for (let i = 0; i < RATE_LIMITS.exportMyDataPerUser.max; i += 1) await backend.call('exportMyData', {});
    renderAt(backend, routes, '/menu/user-visitante/meus-dados');
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(MESSAGES.myDataRateLimited);
    expect(downloads).toEqual([]);
  });
});

describe('Excluir minha conta', () => {
  it('stays off until the main skin’s name is typed; then deletes the account, hiding its skins, and ends the session', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/meus-dados');
    const field = await screen.findByLabelText('Para confirmar, digite visitante', {}, { timeout: 10_000 });
    const button = screen.getByRole('button', { name: 'Excluir minha conta' });
    await userEvent.type(field, 'visitant');
    expect(button).toBeDisabled();
    await userEvent.type(field, 'e');
    await userEvent.click(button);
    await waitFor(() => expect(reloadPage).toHaveBeenCalled(), { timeout: 10_000 });
    // Its skins are gone from sight at once; the rest waits for the Desfazer window to close.
    expect(backend.runtime.db.get(paths.user('user-visitante'))).toMatchObject({ excluidaAte: expect.any(Number) });
    expect(backend.runtime.db.get(paths.skin('user-visitante', 'skin-visitante'))).toBeNull();
    expect(backend.runtime.currentUser()).toBeNull();
  });

  it('says why an account that holds the site’s own skin is not deleted', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/meus-dados');
    await userEvent.type(await screen.findByLabelText('Para confirmar, digite lab'), 'lab');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(MESSAGES.siteSkinAccountUndeletable);
    expect(backend.runtime.db.get(paths.user('owner-dona'))).not.toBeNull();
  });
});
