import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type CardDoc, type PaginaDoc } from '@lab/domain/kernel';
import type { Backend } from '../../../shared/backend/port';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { gifFile } from '../../../shared/testing/image-files';
import { StudioScreen } from './StudioScreen';

const routes = [{ path: '/menu/:userId/skins/:skinName/editar', element: <StudioScreen /> }];
const VISITOR_STUDIO = '/menu/user-visitante/skins/visitante/editar';
const VISITOR_SKIN = 'users/user-visitante/skins/skin-visitante';

// Whole studio flows on the demo backend (every change runs the real handlers and republishes the
// skin): several seconds each on a loaded 2-core machine, so the default 5 s would decide by load.
jest.setTimeout(30_000);

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});
afterEach(() => jest.restoreAllMocks());

const status = () => screen.getByRole('status', { name: 'Salvamento' });
const pages = () => screen.getByRole('list', { name: 'Páginas' });
const pageNames = () =>
  within(pages())
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-pressed'))
    .map((b) => b.querySelector('.studio-item__title')?.textContent);

async function openVisitorStudio() {
  await signInAs(backend, 'user-visitante', 'visitante');
  const view = renderAt(backend, routes, VISITOR_STUDIO);
  await screen.findByRole('list', { name: 'Páginas' });
  return view;
}

async function addPage(name: string) {
  const form = screen.getByRole('form', { name: 'Nova página' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Nome da página' }), name);
  await userEvent.click(within(form).getByRole('button', { name: 'Criar página' }));
  await waitFor(() => expect(status()).toHaveTextContent(`Salvo: Nova página ${name}.`));
}

async function addContainer(titulo: string) {
  const form = screen.getByRole('form', { name: 'Novo container' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Título do container' }), titulo);
  await userEvent.click(within(form).getByRole('button', { name: 'Criar container' }));
  await waitFor(() => expect(status()).toHaveTextContent(`Salvo: Novo container ${titulo}.`));
}

describe('the skin studio', () => {
  it("shows the skin's settings, pages and a preview of the selected page", async () => {
    await openVisitorStudio();
    expect(screen.getByRole('combobox', { name: 'Tema' })).toHaveValue('CYBERPINK');
    expect(screen.getByRole('link', { name: /Ver skin/ })).toHaveAttribute('href', '/visitante/home');
    expect(screen.getByRole('link', { name: /Ver skin/ })).toHaveAttribute('target', '_blank');
    expect(pageNames()).toEqual(['Home']);
    expect(within(pages()).getByRole('button', { name: /Home/, pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texto do perfil' })).toHaveValue('Conteúdo da página principal');
    const preview = screen.getByTitle('Prévia da página Home (Computador, 1280 px)');
    expect(preview).toHaveAttribute('src', '/visitante/home');
    await userEvent.click(screen.getByRole('button', { name: 'Celular' }));
    expect(screen.getByTitle('Prévia da página Home (Celular, 390 px)')).toHaveAttribute('width', '390');
    expect(status()).toHaveTextContent(
      'Tema, páginas e containers são salvos na hora; cards, ícone e texto do perfil, ao tocar em Salvar.',
    );
  });

  it('previews a bare icon name such as the default avatar from the site root, not from the menu address', async () => {
    await openVisitorStudio();
    const form = screen.getByRole('form', { name: 'Ícone da skin' });
    const field = within(form).getByRole('textbox', { name: 'Ícone da skin (URL https)' });
    await userEvent.clear(field);
    await userEvent.type(field, 'default-user.jpg');
    expect(form.querySelector('img.studio-image__preview')).toHaveAttribute('src', '/default-user.jpg');
  });

  it('adds a page, selects it and reloads the preview on it', async () => {
    await openVisitorStudio();
    await addPage('portfolio');
    expect(pageNames()).toEqual(['Home', expect.stringMatching(/portfolio/i)]);
    expect(screen.getByRole('heading', { name: /Containers da página portfolio/i })).toBeInTheDocument();
    expect(screen.getByTitle(/Prévia da página portfolio/i)).toHaveAttribute('src', '/visitante/portfolio');
    expect(backend.runtime.db.get<PaginaDoc>(`${VISITOR_SKIN}/paginas/portfolio`)).toMatchObject({ id_pagina: 'portfolio' });
    expect(screen.getByRole('textbox', { name: 'Nome da página' })).toHaveValue('');
  });

  it("shows the server's refusal in Portuguese, keeps what was typed and reads the stored tree again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openVisitorStudio();
    const reads = jest.spyOn(backend, 'loadSkinTree');
    const form = screen.getByRole('form', { name: 'Nova página' });
    // "Home" makes the address of the page the skin already has: only the server knows.
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome da página' }), 'Home');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar página' }));
    await waitFor(() => expect(status()).toHaveTextContent(`Não salvo: Nova página Home. ${MESSAGES.pageNameTaken}`));
    expect(reads).toHaveBeenCalledWith('visitante');
    expect(pageNames()).toEqual(['Home']);
    expect(within(form).getByRole('textbox', { name: 'Nome da página' })).toHaveValue('Home');
  });

  it('adds a container and a card with every field, an uploaded image included', async () => {
    await openVisitorStudio();
    await addContainer('Trabalhos');
    const container = screen.getByRole('listitem', { name: 'Trabalhos' });
    await userEvent.click(within(container).getByRole('button', { name: 'Novo card em Trabalhos' }));
    const form = screen.getByRole('form', { name: 'Novo card em Trabalhos' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome do card' }), 'cartaz');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Título' }), 'Cartaz da feira');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Descrição' }), 'Um cartaz em serigrafia.');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Período' }), '2024');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Link externo' }), 'https://exemplo.com/cartaz');
    await userEvent.upload(within(form).getByLabelText('Enviar imagem do dispositivo'), gifFile('cartaz.gif'));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Imagem (URL https)' })).not.toHaveValue(''));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo card Cartaz da feira.'));

    const cards = within(screen.getByRole('listitem', { name: 'Trabalhos' })).getByRole('list', { name: 'Cards de Trabalhos' });
    expect(within(cards).getByText('Cartaz da feira')).toBeInTheDocument();
    const stored = backend.runtime.db
      .query<CardDoc>({ collection: `${VISITOR_SKIN}/cards` })
      .map((s) => s.data)
      .find((c) => c.titulo === 'Cartaz da feira');
    expect(stored).toMatchObject({
      name: 'cartaz',
      descricao: 'Um cartaz em serigrafia.',
      periodo: '2024',
      linkExterno: 'https://exemplo.com/cartaz',
    });
    expect(stored?.imagem).not.toBe('');
  });

  it('reorders containers with the keyboard, focus following the moved one', async () => {
    await openVisitorStudio();
    await addContainer('Primeiro');
    await addContainer('Segundo');
    const titles = () =>
      within(screen.getByRole('list', { name: 'Containers da página Home' }))
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(['Primeiro', 'Segundo']);
    expect(screen.getByRole('button', { name: 'Mover para cima: Primeiro' })).toBeDisabled();

    screen.getByRole('button', { name: 'Mover para cima: Segundo' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Segundo', 'Primeiro']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mover para baixo: Segundo' })).toHaveFocus());
  });

  it('asks before deleting a page: Cancelar keeps it, Excluir página deletes it', async () => {
    await openVisitorStudio();
    await addPage('portfolio');
    await userEvent.click(within(pages()).getByRole('button', { name: 'Mais ações: Home' }));
    expect(screen.queryByRole('menuitem', { name: /Excluir página Home/ })).not.toBeInTheDocument();

    await userEvent.click(within(pages()).getByRole('button', { name: 'Mais ações: portfolio' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Excluir página portfolio/i }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir página' });
    expect(dialog).toHaveTextContent('/visitante/portfolio deixa de existir');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.runtime.db.get(`${VISITOR_SKIN}/paginas/portfolio`)).not.toBeNull();

    await userEvent.click(within(pages()).getByRole('button', { name: 'Mais ações: portfolio' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Excluir página portfolio/i }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Excluir página' })).getByRole('button', { name: 'Excluir página' }),
    );
    await waitFor(() => expect(pageNames()).toEqual(['Home']));
    expect(backend.runtime.db.get(`${VISITOR_SKIN}/paginas/portfolio`)).toBeNull();
    expect(status()).toHaveTextContent(/^Salvo: Página portfolio excluída\.$/i);
  });

  it('switches the theme at once', async () => {
    await openVisitorStudio();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tema' }), 'sunshine');
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Tema sunshine.'));
    expect(screen.getByRole('combobox', { name: 'Tema' })).toHaveValue('sunshine');
    expect(backend.runtime.db.get(VISITOR_SKIN)).toMatchObject({ theme: 'sunshine' });
  });

  it("answers someone who opens another person's skin as a skin that does not exist, with no controls", async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/skins/lab/editar');
    // A skin tree is its own user's and the owners' (firestore.rules): nobody else reads it at all.
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhuma skin chamada lab foi encontrada.');
    expect(screen.queryByRole('form', { name: 'Nova página' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for a title instead of creating an untitled container, and sends nothing', async () => {
    await openVisitorStudio();
    const form = screen.getByRole('form', { name: 'Novo container' });
    const before = backend.runtime.db.toJSON();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Título do container' }), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar container' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.containerTitleRequired);
    expect(backend.runtime.db.toJSON()).toEqual(before);
  });

  it('keeps what was typed as a container title while a new page is saved and opened', async () => {
    // The new page's save waits until the title is typed, as a slow network would make it.
    let release: () => void = () => undefined;
    const typed = new Promise<void>((done) => (release = done));
    const slow: Backend = {
      ...backend,
      call: async (name, payload) => {
        if (name === 'editSkin') await typed;
        return backend.call(name, payload);
      },
    };
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(slow, routes, VISITOR_STUDIO);
    await screen.findByRole('list', { name: 'Páginas' });
    const newPage = screen.getByRole('form', { name: 'Nova página' });
    await userEvent.type(within(newPage).getByRole('textbox', { name: 'Nome da página' }), 'galeria');
    await userEvent.click(within(newPage).getByRole('button', { name: 'Criar página' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Título do container' }), 'Fotos');
    release();
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Nova página galeria.'));
    await screen.findByRole('heading', { name: 'Containers da página galeria' });
    expect(screen.getByRole('textbox', { name: 'Título do container' })).toHaveValue('Fotos');
  });

  it('keeps the page on screen when a container is created on it while a new page is still saving', async () => {
    // The new page's save waits until the container has been asked for, as a slow network would make it.
    let release: () => void = () => undefined;
    const asked = new Promise<void>((done) => (release = done));
    let calls = 0;
    const slow: Backend = {
      ...backend,
      call: async (name, payload) => {
        if (name === 'editSkin' && (calls += 1) === 1) await asked;
        return backend.call(name, payload);
      },
    };
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(slow, routes, VISITOR_STUDIO);
    await screen.findByRole('list', { name: 'Páginas' });
    const newPage = screen.getByRole('form', { name: 'Nova página' });
    await userEvent.type(within(newPage).getByRole('textbox', { name: 'Nome da página' }), 'galeria');
    await userEvent.click(within(newPage).getByRole('button', { name: 'Criar página' }));
    const newContainer = screen.getByRole('form', { name: 'Novo container' });
    await userEvent.type(within(newContainer).getByRole('textbox', { name: 'Título do container' }), 'Fotos');
    await userEvent.click(within(newContainer).getByRole('button', { name: 'Criar container' }));
    release();
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo container Fotos.'));
    // The container went to the page that was on screen, and that page is still what the list shows.
    expect(screen.getByRole('heading', { name: 'Containers da página Home' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Containers da página Home' })).getByRole('heading', { name: 'Fotos' }),
    ).toBeInTheDocument();
    expect(pageNames()).toContain('galeria');
  });

  it('shows every saved container in the list of the page on screen, flow after flow', async () => {
    await openVisitorStudio();
    for (let round = 1; round <= 12; round += 1) {
      await addPage(`pagina-${round}`);
      await screen.findByRole('heading', { name: `Containers da página pagina-${round}` });
      await addContainer(`Bloco ${round}`);
      const list = screen.getByRole('list', { name: `Containers da página pagina-${round}` });
      expect(within(list).getByRole('heading', { name: `Bloco ${round}` })).toBeInTheDocument();
    }
  });

  it("lets an owner change anyone's skin", async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, VISITOR_STUDIO.replace('user-visitante', 'owner-dona'));
    await screen.findByRole('list', { name: 'Páginas' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await addPage('da-dona');
    expect(backend.runtime.db.get(`${VISITOR_SKIN}/paginas/da-dona`)).not.toBeNull();
  });

  it('says so when no skin has that name', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/skins/ninguem/editar');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhuma skin chamada ninguem foi encontrada.');
  });

  it('says plainly, above everything, when the moderation hid the skin; the studio still works', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    const first = renderAt(backend, routes, VISITOR_STUDIO);
    await screen.findByRole('list', { name: 'Páginas' });
    expect(screen.queryByText(MESSAGES.skinHiddenBanner)).not.toBeInTheDocument();
    first.unmount();

    await backend.runtime.db.runTransaction((tx) => tx.set(VISITOR_SKIN, { oculta: true }, { merge: true }));
    renderAt(backend, routes, VISITOR_STUDIO);
    await screen.findByRole('list', { name: 'Páginas' });
    const banner = screen.getByText(MESSAGES.skinHiddenBanner);
    expect(banner).toHaveAttribute('role', 'status');
    // Before the editor, so it is the first thing read.
    expect(banner.compareDocumentPosition(screen.getByRole('list', { name: 'Páginas' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('button', { name: 'Criar página' })).toBeInTheDocument();
  });
});
