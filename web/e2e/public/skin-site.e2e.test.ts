import type { Page } from 'playwright-core';
import { waitForSavedCount } from '../harness';
import { savedDemoDocuments, startPublicSite, untilTheAppOwns, type PublicSite } from './public-site';

let site: PublicSite;
beforeAll(async () => {
  site = await startPublicSite();
});
afterAll(() => site.close());

/** Waits until the saved demo data has `count` records in the session's navigation log, and returns it. */
async function waitForRecords(page: Page, hash: string | null, count: number) {
  await waitForSavedCount(page, `navegacoes/${hash}`, 'registros', count);
  return savedDemoDocuments(page);
}

describe('a skin site in a browser', () => {
  it('goes from /lab to the main page and shows the tab bar, LOGIN, the profile card and the containers in order', async () => {
    const { page, errors } = await site.open('/lab');
    await page.waitForURL('**/lab/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Páginas' }).getByRole('link');
    expect(await tabs.allTextContents()).toEqual(['Home', 'Projetos', 'Contato']);
    expect(await page.getByRole('link', { name: 'LOGIN' }).getAttribute('href')).toBe('/');
    expect(await page.locator('[data-region="profile-card"]').textContent()).toContain('lab');
    const containers = await page
      .locator('[data-container-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-container-id')));
    expect(containers).toEqual(['SKY1GNMkI7muVq3vmHNw', 'ct-destaques']);
    expect(await page.locator('[data-container-id="SKY1GNMkI7muVq3vmHNw"]').textContent()).toContain(
      'laboratório autoral de software e design',
    );
    expect(errors).toEqual([]);
  });

  it('renders the cards of a page with the external [ LINK ] opening in a new tab, safely', async () => {
    const { page } = await site.open('/lab/projetos');
    const cards = page.locator('[data-container-id="ct-projetos"] [data-region="card"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    const abrigo = page.getByRole('article', { name: 'Rede Abrigo RS' });
    for (const text of ['Mapa colaborativo', 'Plataforma feita em mutirão', 'Design de produto', 'Dona do Lab', 'mai. 2024']) {
      expect(await abrigo.textContent()).toContain(text);
    }
    expect(await abrigo.getByRole('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt))).toEqual([
      'Mapa colaborativo de abrigos e doações',
      'Figma',
      'Firebase',
      'React',
    ]);
    const link = abrigo.getByRole('link', { name: /\[ LINK \]/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('href')).toBe('https://example.com/lab/rede-abrigo-rs');
    const loaded = await page
      .locator('[data-region="card"] img')
      .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));
    expect(loaded).toBe(true);
  });

  it('moves between pages with the tabs, by mouse and by keyboard', async () => {
    const { page } = await site.open('/lab/home');
    await page.getByRole('link', { name: 'Projetos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor();
    await page.getByRole('link', { name: 'Contato' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Como posso ajudar?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/lab/contato');
    expect(await page.getByRole('link', { name: 'Contato' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers a skip link as the first stop of the keyboard', async () => {
    const { page } = await site.open('/lab/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pular para o conteúdo');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('conteudo');
  });

  it('alerts "Nenhuma skin ou usuário correspondente foi encontrado." for an unknown skin', async () => {
    const { page } = await site.open('/ninguem-aqui/home');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Nenhuma skin ou usuário correspondente foi encontrado.');
  });

  it('shows ERROR 404 for an unknown page of a known skin, fading in after 1 s', async () => {
    const { page } = await site.open('/lab/pagina-que-nao-existe');
    const text = page.getByText('ERROR 404');
    await text.waitFor({ state: 'attached' });
    expect(await text.isVisible()).toBe(false);
    await text.waitFor({ state: 'visible', timeout: 2500 });
    expect(new URL(page.url()).pathname).toBe('/lab/pagina-que-nao-existe');
  });

  it('logs an anonymous visit once per session and every page opened', async () => {
    const { page } = await site.open('/lab/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByRole('link', { name: 'Projetos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor();
    const hashBefore = await page.evaluate(() => localStorage.getItem('navegacaoHash'));
    await waitForRecords(page, hashBefore, 2);
    await page.reload();
    await untilTheAppOwns(page);
    await page.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor();
    const hash = await page.evaluate(() => localStorage.getItem('navegacaoHash'));
    expect(hash).toMatch(/^[0-9a-f-]{36}$/);
    const docs = await waitForRecords(page, hash, 3);
    expect(docs[`acessos/${hash}`]).toMatchObject({ hash, ip: '127.0.0.1', city: 'Porto Alegre', visto: false });
    const paths = (docs[`navegacoes/${hash}`]?.['registros'] as Array<{ path: string }>).map((r) => r.path);
    expect(paths).toEqual(['/lab/home', '/lab/projetos', '/lab/projetos']);
    expect(Object.keys(docs).filter((k) => k.startsWith('acessos/'))).toHaveLength(5);
  });
});
