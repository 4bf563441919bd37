/**
 * The skin studio: signed in on the demo as the seeded user with one skin, a person builds
 * a page "portfolio" with a container and a card (title, description, uploaded image, external
 * link), a visitor's tab then shows that card at /visitante/portfolio, and deleting the page turns
 * that address into ERROR 404.
 */
import { join } from 'node:path';
import { chooseFromDrawer, screenshot, sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { addContainer, addPage, saved, startCard, uploaded } from './studio-steps';

const session = sessionPerFile();
const CARD_IMAGE = join(__dirname, 'studio-card.png');

describe('the skin studio', () => {
  it('builds a page with a card a visitor then sees, and deleting the page makes its address 404', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante');
    await chooseFromDrawer(page, 'EDITAR SKIN');
    await page.getByRole('heading', { level: 1, name: 'EDITAR SKIN' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/menu/user-visitante/skins/visitante/editar');

    await addPage(page, 'portfolio');
    await addContainer(page, 'Trabalhos');
    const card = await startCard(page, 'Trabalhos', {
      name: 'Cartaz',
      title: 'Cartaz da feira',
      description: 'Um cartaz em serigrafia para a feira do bairro.',
    });
    await card.getByLabel('Enviar imagem do dispositivo').setInputFiles(CARD_IMAGE);
    await uploaded(page, 'studio-card.png');
    expect(await card.getByRole('textbox', { name: 'Imagem (URL https)', exact: true }).inputValue()).not.toBe('');
    await card.getByRole('textbox', { name: 'Link externo', exact: true }).fill('https://exemplo.com/cartaz');
    await card.getByRole('button', { name: 'Salvar card' }).click();
    await saved(page, 'Novo card Cartaz da feira');
    await page.getByRole('list', { name: 'Cards de Trabalhos' }).getByText('Cartaz da feira', { exact: true }).waitFor();

    await page.getByTitle(/Prévia da página portfolio/).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/studio-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/studio-390.png', fullPage: true });
    await screenshot(page, 'studio-390');
    await page.setViewportSize({ width: 1280, height: 860 });

    const visitor = await context.newPage();
    await visitor.goto('/visitante/portfolio');
    const shown = visitor.locator('[data-region="card"]').filter({ hasText: 'Cartaz da feira' });
    await shown.waitFor();
    expect(await shown.textContent()).toContain('Um cartaz em serigrafia para a feira do bairro.');
    expect(await shown.getByRole('img', { name: 'Cartaz da feira' }).getAttribute('src')).toMatch(/^(data:image\/|https:)/);
    expect(await shown.locator('a[href="https://exemplo.com/cartaz"]').count()).toBe(1);
    await screenshot(visitor, 'studio-visitor-portfolio');

    const pages = page.getByRole('list', { name: 'Páginas' });
    await pages.getByRole('button', { name: 'Mais ações: portfolio' }).click();
    await pages.getByRole('menuitem', { name: /Excluir página portfolio/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir página' });
    await dialog.getByRole('button', { name: 'Excluir página' }).click();
    await saved(page, 'Página portfolio excluída');

    await visitor.goto('/visitante/portfolio');
    await visitor.getByText('ERROR 404').waitFor({ state: 'visible', timeout: 5000 });
    expect(errors).toEqual([]);
  });

  it('shows every saved container in its page’s list, each time, however the preview’s page views race the saves', async () => {
    const page = await session.newPage();
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/skins/visitante/editar');
    for (let round = 0; round < 8; round += 1) {
      await addPage(page, `rodada-${round}`);
      await addContainer(page, `Bloco ${round}`);
      // "Salvo" is said once the screen shows what is stored: the list holds the new container by then.
      const list = page.getByRole('list', { name: `Containers da página rodada-${round}` });
      expect(await list.getByRole('heading', { name: `Bloco ${round}`, exact: true }).count()).toBe(1);
    }
  });

  it('is usable by keyboard alone: a page added and reordered without the mouse', async () => {
    const page = await session.newPage();
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/skins/visitante/editar');
    const name = page.getByRole('textbox', { name: 'Nome da página' });
    await name.focus();
    await page.keyboard.type('contato');
    await page.keyboard.press('Enter');
    await saved(page, 'Nova página contato');
    const pages = page.getByRole('list', { name: 'Páginas' });
    // Its "⋯" opens on Enter with focus on Renomear; the arrow goes on to Tornar principal.
    await pages.getByRole('button', { name: 'Mais ações: contato' }).focus();
    await page.keyboard.press('Enter');
    await pages.getByRole('menuitem', { name: /^Renomear/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await saved(page, 'Página principal contato');
    await pages.getByRole('button', { name: /contato.*principal/ }).waitFor();
  });
});
