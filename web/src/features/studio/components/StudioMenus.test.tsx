import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { StudioScreen } from './StudioScreen';

const routes = [{ path: '/menu/:userId/skins/:skinName/editar', element: <StudioScreen /> }];

// Whole studio flows on the demo backend: several seconds each on a loaded 2-core machine.
jest.setTimeout(30_000);

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});

const status = () => screen.getByRole('status', { name: 'Salvamento' });
const pages = () => screen.getByRole('list', { name: 'Páginas' });
const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent?.replace(/\s+/g, ' ').trim());

async function openVisitorStudio() {
  await signInAs(backend, 'user-visitante', 'visitante');
  renderAt(backend, routes, '/menu/user-visitante/skins/visitante/editar');
  await screen.findByRole('list', { name: 'Páginas' });
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

describe('the studio’s rows on a phone: what does not fit goes in "⋯"', () => {
  it("keeps a page's row to its name, its arrows and ⋯, which holds Renomear, Tornar principal, QR code and Excluir", async () => {
    await openVisitorStudio();
    await addPage('portfolio');
    const row = within(pages())
      .getByRole('button', { name: /portfolio/, pressed: true })
      .closest('li')!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual([
      expect.stringContaining('portfolio'),
      'Mover para cima: portfolio',
      'Mover para baixo: portfolio',
      'Mais ações: portfolio',
    ]);
    await userEvent.click(within(row).getByRole('button', { name: 'Mais ações: portfolio' }));
    expect(menuItems()).toEqual([
      'Renomear portfolio',
      'Tornar principal portfolio',
      'QR code portfolio',
      'Excluir página portfolio',
    ]);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Renomear portfolio' }));
    expect(screen.getByRole('textbox', { name: 'Nome na aba' })).toHaveFocus();
  });

  it("opens a page's QR code from its ⋯, with the page's public address under it", async () => {
    await openVisitorStudio();
    await addPage('portfolio');
    await userEvent.click(screen.getByRole('button', { name: 'Mais ações: portfolio' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'QR code portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code da página portfolio' });
    expect(dialog).toHaveAccessibleDescription(`${window.location.origin}/visitante/portfolio`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a container on another page too, from its ⋯, and says where else it is', async () => {
    await openVisitorStudio();
    await addPage('portfolio');
    await addContainer('Trabalhos');
    await userEvent.click(screen.getByRole('button', { name: 'Mais ações: Trabalhos' }));
    expect(menuItems()).toEqual([
      'Tirar da página : Trabalhos',
      'Mostrar também em Home : Trabalhos',
      'Mover para Home : Trabalhos',
      'Excluir container Trabalhos',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mostrar também em Home : Trabalhos' }));
    await waitFor(() => expect(screen.getByText('Também em 1 outra página')).toBeInTheDocument());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
