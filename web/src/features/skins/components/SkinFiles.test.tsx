/**
 * GERENCIAR SKINS: a new skin from a model, Duplicar, Exportar and Importar, on the demo backend.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@lab/domain/kernel';
import { SKIN_FILE_FORMAT, type SkinFile } from '@lab/domain/skins';
import { captureDownloads, type CapturedDownload } from '../../../shared/testing/downloads';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { SkinsSection } from './SkinsSection';

const inMenu = [{ path: '/menu/:userId/skins', element: <SkinsSection /> }];

let backend: TestBackend;
let downloads: CapturedDownload[];

beforeEach(async () => {
  backend = freshDemoBackend();
  downloads = captureDownloads();
  await signInAs(backend, 'user-visitante', 'visitante');
});
afterEach(() => jest.restoreAllMocks());

const skinNames = async () =>
  within(await screen.findByRole('list', { name: 'Skins' }))
    .getAllByRole('button', { name: / - / })
    .map((b) => b.textContent?.split(' - ')[0]);

async function exported(skin: string): Promise<SkinFile> {
  await userEvent.click(await screen.findByRole('button', { name: `Exportar ${skin}` }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(downloads[0]?.name).toBe(`${skin}.lab-skin.json`);
  return JSON.parse(await downloads[0]!.blob.text()) as SkinFile;
}

describe('GERENCIAR SKINS: models, copies and files', () => {
  it('creates a skin from a model, with the model’s pages to edit', async () => {
    renderAt(backend, inMenu, '/menu/user-visitante/skins');
    const form = screen.getByRole('form', { name: 'Cadastrar Nova Skin' });
    const models = within(form).getByRole('group', { name: 'Começar de um modelo' });
    expect(within(models).getByRole('radio', { name: /Skin vazia/ })).toBeChecked();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome da skin' }), 'meu-estudio');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tema da skin' }), 'sunshine');
    await userEvent.click(within(models).getByRole('radio', { name: /Portfólio de designer/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    await waitFor(async () => expect(await backend.loadSkinTree('meu-estudio')).not.toBeNull());
    const tree = await backend.loadSkinTree('meu-estudio');
    expect(tree?.paginas.map((p) => p.nome)).toEqual(['Início', 'Projetos', 'Processo', 'Orçamento']);
    expect(tree?.containers.some((c) => c.tipo === 'formulario')).toBe(true);
  });

  it('Duplicar asks the name, copies the skin and lists the copy; a taken name is refused in the dialog', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(backend, inMenu, '/menu/user-visitante/skins');
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicar visitante' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicar skin' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome da nova skin' });
    await userEvent.type(name, 'lab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.skinNameReserved);
    expect(name).toHaveValue('lab');

    await userEvent.clear(name);
    await userEvent.type(name, 'visitante-copia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicar' }));
    await waitFor(async () => expect(await skinNames()).toContain('visitante-copia'));
    expect(screen.getByRole('status')).toHaveTextContent('Skin visitante-copia criada.');
    const [original, copy] = await Promise.all([backend.loadSkinTree('visitante'), backend.loadSkinTree('visitante-copia')]);
    expect(copy?.paginas.map((p) => p.nome)).toEqual(original?.paginas.map((p) => p.nome));
    expect(copy?.cards.map((c) => c.titulo).sort()).toEqual(original?.cards.map((c) => c.titulo).sort());
  });

  it('Exportar downloads the skin’s file, and Importar makes it again under a new name', async () => {
    renderAt(backend, inMenu, '/menu/user-visitante/skins');
    const file = await exported('visitante');
    expect(file).toMatchObject({ formato: SKIN_FILE_FORMAT, versao: 1 });
    expect(JSON.stringify(file)).not.toContain('user-visitante');

    const form = await screen.findByRole('form', { name: 'Importar skin' });
    const picked = new File([JSON.stringify(file)], 'visitante.lab-skin.json', { type: 'application/json' });
    await userEvent.upload(within(form).getByLabelText(/Arquivo da skin/), picked);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome da nova skin' }), 'visitante-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Importar' }));
    await waitFor(async () => expect(await skinNames()).toContain('visitante-2'));
    expect(screen.getByRole('status')).toHaveTextContent('Skin visitante-2 importada.');
  });

  it('Copies of a hidden skin: Exportar of a skin the moderation hid says why and downloads nothing', async () => {
    await signInAs(backend, 'owner-dona');
    await backend.call('moderateSkin', { skin: 'visitante', acao: 'ocultar' });
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, inMenu, '/menu/user-visitante/skins');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar visitante' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.hiddenSkinNotCopied));
    expect(downloads).toHaveLength(0);
  });

  it('Importar says what is wrong with a bad file and makes nothing', async () => {
    renderAt(backend, inMenu, '/menu/user-visitante/skins');
    const form = await screen.findByRole('form', { name: 'Importar skin' });
    const before = await skinNames();
    await userEvent.upload(
      within(form).getByLabelText(/Arquivo da skin/),
      new File(['não é json'], 'x.json', { type: 'application/json' }),
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome da nova skin' }), 'outra');
    await userEvent.click(within(form).getByRole('button', { name: 'Importar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.skinFileNotASkin);

    const newer = { formato: SKIN_FILE_FORMAT, versao: 2 };
    await userEvent.upload(within(form).getByLabelText(/Arquivo da skin/), new File([JSON.stringify(newer)], 'y.json'));
    await userEvent.click(within(form).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.skinFileVersion));
    expect(await skinNames()).toEqual(before);
  });
});
