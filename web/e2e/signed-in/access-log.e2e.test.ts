/**
 * Visits at a glance: an owner opens ACESSOS and sees the summary with its chart (uPlot,
 * loaded on this screen only), PAÍS in Portuguese, and marks every access as seen; on a phone the
 * log is a list whose key facts fit the width. Screenshots in /tmp/shots.
 */
import type { Page } from 'playwright-core';
import {
  chooseFromDrawer,
  openMenuFromSkin,
  screenshot,
  seriousAxeFindings,
  sessionPerFile,
  signInToSkin,
  watchPageErrors,
} from './signed-in-site';

const session = sessionPerFile();

/** The scripts the page has fetched so far, by file name. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

const isChartChunk = (path: string) => /draw-visits-chart|uplot/i.test(path);

async function openAccessLog(page: Page): Promise<void> {
  await signInToSkin(page, 'Dona do Lab');
  await openMenuFromSkin(page);
  await chooseFromDrawer(page, 'ACESSOS');
  await page.getByRole('heading', { level: 1, name: 'ACESSOS', exact: true }).waitFor();
}

/** The chart has been drawn: uPlot's canvas inside the described image. */
async function chartDrawn(page: Page) {
  const chart = page.getByRole('img', { name: /^Gráfico de visitas e novos contatos por dia/ });
  await chart.locator('canvas').first().waitFor();
  return chart;
}

/** Waits for the log's Visto column to read `expected`, top to bottom (the live list follows the callable). */
async function seenColumnBecomes(page: Page, expected: string[]): Promise<void> {
  await page.waitForFunction(
    (want) =>
      [...document.querySelectorAll('.access-log__table tbody tr td:nth-child(5)')].map((td) => td.textContent).join() ===
      want.join(),
    expected,
  );
}

const total = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Últimos 30 dias' })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd')
    .textContent();

describe('ACESSOS, visits at a glance', () => {
  it('shows the owner the last 30 days as a chart with its data, and marks every access as seen', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    const scripts = watchScripts(page);
    // This browser first visits as a stranger and writes through the contact form: today's visit and new contact.
    await page.goto('/lab/contato');
    // A person reads before writing: the visit is logged (at the page's first idle moment) by then,
    // and the message ties its e-mail to it. A script that types at once would race the log.
    await page.waitForFunction(() => sessionStorage.getItem('acessoRegistrado') !== null);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('clara@example.com');
    await page.getByRole('combobox', { name: 'Assunto' }).selectOption('ONE PAGE');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor();
    await signInToSkin(page, 'Dona do Lab');
    // The public pages and the menu never fetch the chart's code.
    expect(scripts.filter(isChartChunk)).toEqual([]);
    await openMenuFromSkin(page);
    await chooseFromDrawer(page, 'ACESSOS');
    await page.getByRole('heading', { level: 1, name: 'ACESSOS', exact: true }).waitFor();

    const chart = await chartDrawn(page);
    expect(scripts.filter(isChartChunk).length).toBeGreaterThan(0);
    expect(Number(await total(page, 'Visitas'))).toBeGreaterThanOrEqual(1);
    expect(await total(page, 'Novos contatos')).toBe('1');
    await expect(chart.getAttribute('aria-label')).resolves.toMatch(/: \d+ visitas?, com o máximo em \d\d\/\d\d\/\d{4}/);
    const chartBox = await chart.boundingBox();
    const canvasBox = await chart.locator('canvas').first().boundingBox();
    expect(canvasBox!.width).toBeLessThanOrEqual(chartBox!.width + 1);

    await page.getByText('Ver dados', { exact: true }).click();
    const data = page.getByRole('table', { name: 'Visitas e novos contatos por dia' });
    expect(await data.getByRole('row').count()).toBe(31);

    const log = page.getByRole('table', { name: 'Acessos ao site, do mais recente ao mais antigo' });
    const seenColumn = () => log.locator('tbody tr td:nth-child(5)').allTextContents();
    // This browser's visit (newest), then the seed's four: PAÍS in Portuguese for them all.
    expect(await log.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual([
      expect.any(String),
      'Portugal',
      'Brasil',
      'Brasil',
      'Brasil',
    ]);
    expect(await seenColumn()).toEqual(['Não', 'Não', 'Não', 'Sim', 'Sim']);
    expect(await log.locator('tbody tr').first().locator('td').nth(2).textContent()).toBe('clara@example.com');
    await screenshot(page, 'acessos-desktop');
    expect(await seriousAxeFindings(page)).toEqual([]);

    await log.getByRole('row').nth(2).getByRole('button', { name: 'Marcar como visto' }).click();
    await seenColumnBecomes(page, ['Não', 'Sim', 'Não', 'Sim', 'Sim']);
    await page.getByRole('button', { name: 'Marcar todos como vistos' }).click();
    await seenColumnBecomes(page, ['Sim', 'Sim', 'Sim', 'Sim', 'Sim']);
    expect(await page.getByRole('button', { name: 'Marcar todos como vistos' }).isDisabled()).toBe(true);
    await page.getByText('Todos os acessos foram vistos.').waitFor();
    await screenshot(page, 'acessos-desktop-vistos');
    expect(errors).toEqual([]);
  });

  it('fits a 375 px phone: each visitor\'s date, country and e-mail without sideways scrolling, the rest under "Detalhes"', async () => {
    const context = await session.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await openAccessLog(page);
    const chart = await chartDrawn(page);
    expect((await chart.locator('canvas').first().boundingBox())!.width).toBeLessThanOrEqual(375);

    const visitors = page.getByRole('list', { name: 'Acessos ao site, do mais recente ao mais antigo' }).getByRole('listitem');
    await visitors.first().waitFor();
    expect(await visitors.count()).toBe(5);
    expect(await page.getByRole('table', { name: 'Acessos ao site, do mais recente ao mais antigo' }).count()).toBe(0);
    const oldest = visitors.nth(4);
    await oldest.getByText('ana.souza@example.com').waitFor();
    expect(await oldest.getByText('Brasil', { exact: true }).isVisible()).toBe(true);
    expect(await oldest.getByText(/^22\/04\/2025, \d\d:\d\d$/).isVisible()).toBe(true);
    expect(await oldest.getByText('203.0.113.24').isVisible()).toBe(false);
    await oldest.getByText('Detalhes').click();
    expect(await oldest.getByText('203.0.113.24').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'acessos-phone');
    expect(await seriousAxeFindings(page)).toEqual([]);

    await visitors.first().getByRole('button', { name: 'Marcar como visto' }).click();
    await visitors.first().getByRole('button', { name: 'Marcar como visto' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Marcar todos como vistos' }).click();
    await page.getByText('Todos os acessos foram vistos.').waitFor();
    expect(await page.getByRole('button', { name: 'Marcar como visto' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'acessos-phone-vistos');
    expect(errors).toEqual([]);
  });
});
