import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkinSite } from '@lab/domain/kernel';
import { renderSite, seedSite } from './skin-site-test-support';

const ABRIGO_DESCRIPTION =
  'Plataforma feita em mutirão durante as enchentes de 2024 no Rio Grande do Sul: conecta abrigos, voluntários e pontos de coleta em tempo real, pensada para funcionar bem em qualquer celular. Em três semanas, o mapa reuniu mais de duzentos abrigos e levou doações aonde faltavam; hoje o código é aberto e serve de base para outras cidades.';

let lab: SkinSite;
beforeAll(async () => {
  lab = await seedSite('lab');
});

const path = (router: ReturnType<typeof renderSite>['router']) => router.state.location.pathname;

describe('a card of the grid', () => {
  it('offers "Ler mais", linking to the card\'s own address under the page', async () => {
    renderSite(lab, '/lab/projetos');
    const abrigo = await screen.findByRole('article', { name: 'Rede Abrigo RS' });
    expect(within(abrigo).getByRole('link', { name: 'Ler mais sobre Rede Abrigo RS' })).toHaveAttribute(
      'href',
      '/lab/projetos/card/card-rede-abrigo',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a card read in full', () => {
  it('opens from "Ler mais" as a dialog named by the card, focus on its close button, at the card\'s address', async () => {
    const { router } = renderSite(lab, '/lab/projetos');
    await userEvent.click(await screen.findByRole('link', { name: 'Ler mais sobre Rede Abrigo RS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rede Abrigo RS' });
    expect(dialog).toHaveAttribute('open');
    expect(path(router)).toBe('/lab/projetos/card/card-rede-abrigo');
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus();
  });

  it("keeps the card's own title at its address, as the server sent it, and the page's once closed", async () => {
    renderSite(lab, '/lab/projetos/card/card-rede-abrigo');
    const dialog = await screen.findByRole('dialog', { name: 'Rede Abrigo RS' });
    await waitFor(() => expect(document.title).toBe('Rede Abrigo RS · lab'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(document.title).toMatch(/^Projetos · lab$/i));
  });

  it('shows every field of the card, the description whole', async () => {
    renderSite(lab, '/lab/projetos/card/card-rede-abrigo');
    const dialog = await screen.findByRole('dialog', { name: 'Rede Abrigo RS' });
    expect(within(dialog).getByRole('img', { name: 'Mapa colaborativo de abrigos e doações' })).toHaveAttribute(
      'src',
      '/seed/projeto-1.svg',
    );
    expect(within(dialog).getByText('Projeto Enchentes RS')).toBeInTheDocument();
    expect(within(dialog).getByText('Mapa colaborativo de abrigos e doações', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByText(ABRIGO_DESCRIPTION)).toBeInTheDocument();
    const facts: Array<[string, string]> = [
      ['Atividade', 'Design de produto e desenvolvimento'],
      ['Por', 'Dona do Lab'],
      ['Período', 'mai. 2024 – ago. 2024'],
    ];
    for (const [term, value] of facts) {
      expect(within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    const tools = within(dialog).getByRole('list', { name: 'Ferramentas' });
    expect(
      within(tools)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Figma', 'Firebase', 'React']);
    const link = within(dialog).getByRole('link', { name: /\[ LINK \]/ });
    expect(link).toHaveAttribute('href', 'https://example.com/lab/rede-abrigo-rs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders no external link in full either when it is not http(s)', async () => {
    const unsafe: SkinSite = {
      ...lab,
      cards: lab.cards.map((card) => (card.id === 'card-rede-abrigo' ? { ...card, linkExterno: 'javascript:alert(1)' } : card)),
    };
    renderSite(unsafe, '/lab/projetos/card/card-rede-abrigo');
    const dialog = await screen.findByRole('dialog', { name: 'Rede Abrigo RS' });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes with its button back at the page, focus back on the "Ler mais" that opened it', async () => {
    const { router } = renderSite(lab, '/lab/projetos');
    const opener = await screen.findByRole('link', { name: 'Ler mais sobre Rede Abrigo RS' });
    await userEvent.click(opener);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(path(router)).toBe('/lab/projetos');
    // Stepped back rather than pushed the page again, so the browser's Back does not reopen it.
    expect(router.state.historyAction).toBe('POP');
    expect(screen.getByRole('link', { name: 'Ler mais sobre Rede Abrigo RS' })).toHaveFocus();
  });

  it("closes on Escape (the dialog's cancel) the same way", async () => {
    const { router } = renderSite(lab, '/lab/projetos');
    await userEvent.click(await screen.findByRole('link', { name: 'Ler mais sobre Café Pitanga' }));
    fireEvent(await screen.findByRole('dialog', { name: 'Café Pitanga' }), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(path(router)).toBe('/lab/projetos');
    expect(screen.getByRole('link', { name: 'Ler mais sobre Café Pitanga' })).toHaveFocus();
  });

  it('opened at its address directly, shows the page behind it and closes onto that page, focus on the page', async () => {
    const { router } = renderSite(lab, '/lab/projetos/card/card-cafe-pitanga');
    const dialog = await screen.findByRole('dialog', { name: 'Café Pitanga' });
    expect(screen.getByRole('heading', { level: 1, name: 'Projetos' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(path(router)).toBe('/lab/projetos');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the address when the browser goes Back, focus back on the card', async () => {
    const { router } = renderSite(lab, '/lab/home');
    await userEvent.click(await screen.findByRole('link', { name: 'Ler mais sobre Rede Abrigo RS' }));
    await screen.findByRole('dialog');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Ler mais sobre Rede Abrigo RS' })).toHaveFocus();
  });

  it.each([
    ['an unknown card', '/lab/projetos/card/nao-existe', '/lab/projetos'],
    ['a card of another page', '/lab/home/card/card-horta-viva', '/lab/home'],
  ])("shows the page without a dialog for %s, at the page's own address", async (_, address, page) => {
    const { router } = renderSite(lab, address);
    await waitFor(() => expect(path(router)).toBe(page));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('ERROR 404')).not.toBeInTheDocument();
  });

  it('leaves other addresses under a page to ERROR 404', async () => {
    renderSite(lab, '/lab/projetos/outra-coisa');
    expect(await screen.findByText('ERROR 404')).toBeInTheDocument();
  });
});
