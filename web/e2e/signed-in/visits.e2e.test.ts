/**
 * VISITAS: a stranger follows a link from a search engine to one of Visitante Teste's pages; then,
 * in the same browser, Visitante Teste signs in and sees that visit on their skin's screen, at
 * desktop and phone widths, with no serious axe finding. Screenshots in /tmp/shots.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import {
  chooseFromDrawer,
  openMenuFromSkin,
  screenshot,
  seriousAxeFindings,
  sessionPerFile,
  signInToSkin,
  watchPageErrors,
} from './signed-in-site';
import { waitForSavedVisits } from './demo-carry';

const session = sessionPerFile();

/** A visit from a search result, then the skin's own user opens VISITAS in the same browser. */
async function visitThenOpenVisits(options: BrowserContextOptions): Promise<{ page: Page; errors: Error[] }> {
  const context = await session.newContext(options);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto('/visitante/home', { referer: 'https://www.google.com/search?q=visitante' });
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  await waitForSavedVisits(page, 1);
  await signInToSkin(page, 'Visitante Teste');
  await openMenuFromSkin(page);
  await chooseFromDrawer(page, 'VISITAS');
  await page.getByRole('heading', { level: 1, name: 'VISITAS', exact: true }).waitFor();
  await page.getByRole('img', { name: /^Gráfico de visitas por dia à skin visitante/ }).waitFor();
  return { page, errors };
}

const total = (page: Page, term: string) =>
  page
    .locator('.visits-summary__total')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator('dd')
    .textContent();

const ranking = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem').allInnerTexts();

describe('VISITAS, a creator’s visits', () => {
  it('shows Visitante Teste the stranger’s visit to their page: the day, the page, the country and the site it came from', async () => {
    const { page, errors } = await visitThenOpenVisits({ viewport: { width: 1280, height: 860 } });
    expect(await page.getByRole('combobox', { name: 'Skin' }).inputValue()).toBe('visitante');
    // Their own views, signed in, are not counted: one visit, one page.
    expect(await total(page, 'Visitas')).toBe('1');
    expect(await total(page, 'Páginas vistas')).toBe('1');
    const chart = page.getByRole('img', { name: /^Gráfico de visitas por dia à skin visitante/ });
    await expect(chart.getAttribute('aria-label')).resolves.toMatch(
      /: 1 visita, com o máximo em \d\d\/\d\d\/\d{4} \(1 visita\)\.$/,
    );
    expect((await ranking(page, 'Páginas mais vistas')).map((t) => t.replace(/\s+/g, ' '))).toEqual(['/visitante/home 1']);
    expect((await ranking(page, 'Países')).map((t) => t.replace(/\s+/g, ' '))).toEqual(['Brasil 1']);
    expect((await ranking(page, 'De onde vieram')).map((t) => t.replace(/\s+/g, ' '))).toEqual(['www.google.com 1']);

    await page.getByText('Ver dados', { exact: true }).click();
    const data = page.getByRole('table', { name: 'Visitas por dia' });
    expect(await data.getByRole('row').count()).toBe(31);
    expect(await data.getByRole('row').last().getByRole('cell').textContent()).toBe('1');
    // Nothing that names the visitor reaches the creator.
    expect(await page.locator('main').textContent()).not.toMatch(/127\.0\.0\.1|@|[0-9a-f]{8}-[0-9a-f]{4}-/);
    await screenshot(page, 'visitas-desktop');
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const { page, errors } = await visitThenOpenVisits({ viewport: { width: 375, height: 812 } });
    expect(await total(page, 'Visitas')).toBe('1');
    const bars = await page.locator('.visits-bars__plot').boundingBox();
    expect(bars!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'visitas-phone');
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
