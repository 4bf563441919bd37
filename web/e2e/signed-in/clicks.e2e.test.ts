/**
 * Clicks on a creator's cards, on the demo's production build at 375 px: a visitor opens Solange's
 * page and takes its outgoing actions (two link cards, the WhatsApp button, the Pix code's Copiar);
 * Solange, in a browser of her own, sees them in VISITAS: the chart and the table by card with the
 * click rate. The demo's database is each browser's own, so what a server would carry between them
 * is carried as demo-carry.ts does. Screenshots in /tmp/shots/clicks.
 */
import type { Page } from 'playwright-core';
import { clicksByCard, keepLinksHome, sheOpensVisitas, visitorTakesLink } from './clicks-flow';
import { carryOver, savedSnapshot } from './demo-carry';
import { PHONE } from './marina-flow';
import { screenshot, sessionPerFile, signIn, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();
const SOLS_COUNTERS = 'users/user-sol/skins/skin-sol/visitas/';

/** What the visitor's demo has saved on Solange's counters: her visits and her clicks, all shards summed. */
async function savedOnSol(page: Page): Promise<{ visitas: number; cliques: number }> {
  const docs = (await savedSnapshot(page))?.docs ?? {};
  const shards = Object.entries(docs)
    .filter(([path]) => path.startsWith(SOLS_COUNTERS))
    .map(([, doc]) => doc as { visitas?: number; cliques?: Record<string, number> });
  return {
    visitas: shards.reduce((sum, s) => sum + (s.visitas ?? 0), 0),
    cliques: shards.reduce((sum, s) => sum + Object.values(s.cliques ?? {}).reduce((a, b) => a + b, 0), 0),
  };
}

/** Waits for a state (the demo saving the counts), polling IndexedDB for at most 30 s, then says what it saw. */
async function waitUntilSaved(page: Page, wanted: { visitas: number; cliques: number }): Promise<void> {
  let seen = await savedOnSol(page);
  for (const started = Date.now(); JSON.stringify(seen) !== JSON.stringify(wanted); seen = await savedOnSol(page)) {
    if (Date.now() - started > 30_000) throw new Error(`saved on Solange's counters: ${JSON.stringify(seen)}`);
    await page.waitForTimeout(100);
  }
}

async function visitorClicks(page: Page): Promise<void> {
  await page.goto('/sol/home');
  const card = (name: string) => page.getByRole('article', { name });
  await visitorTakesLink(page, 'Girassóis');
  await visitorTakesLink(page, 'Girassóis');
  await visitorTakesLink(page, 'Cartazes de verão');
  await card('Fale comigo').locator('a.card-kind__whatsapp').click();
  await card('Apoie os ensaios').getByRole('button', { name: 'Copiar o código Pix' }).click();
  await waitUntilSaved(page, { visitas: 1, cliques: 5 });
}

describe('clicks on a creator’s cards, in her VISITAS', () => {
  it('a visitor’s clicks on two link cards, WhatsApp and the Pix Copiar reach her chart and her table by card', async () => {
    const visitorContext = await session.newContext({ viewport: PHONE });
    const visitor = await visitorContext.newPage();
    await keepLinksHome(visitorContext, visitor);
    const visitorErrors = watchPageErrors(visitor);
    await visitorClicks(visitor);
    await screenshot(visitor, 'clicks/sol-page-375');

    const sol = await (await session.newContext({ viewport: PHONE })).newPage();
    const errors = watchPageErrors(sol);
    await sol.goto('/');
    await carryOver(visitor, sol);
    await signIn(sol, 'Solange Ribeiro');
    await sol.waitForURL((url) => url.pathname === '/sol/home');
    await sheOpensVisitas(sol);

    const clicks = sol.getByRole('region', { name: 'Cliques nos cards' });
    const table = clicks.getByRole('table', { name: /^Cliques por card/ });
    await table.waitFor();
    expect(await table.getAttribute('class')).toBe('visits-clicks__table');
    expect(await clicksByCard(sol)).toEqual({
      caption: 'Cliques por card: 5 cliques e 1 visita no período',
      rows: [
        ['Girassóis', '2', '200%'],
        ['Cartazes de verão', '1', '100%'],
        ['Apoie os ensaios', '1', '100%'],
        ['Fale comigo', '1', '100%'],
      ],
    });
    await expect(clicks.getByRole('img').getAttribute('aria-label')).resolves.toMatch(
      /^Gráfico de cliques por dia na skin sol, .*: 5 cliques, com o máximo em \d\d\/\d\d\/\d{4} \(5 cliques\)\.$/,
    );
    await screenshot(sol, 'clicks/visitas-375');
    await sol.setViewportSize({ width: 1280, height: 900 });
    await screenshot(sol, 'clicks/visitas-1280');
    expect([...visitorErrors, ...errors]).toEqual([]);
    // Two browsers, five clicks, a sign-in and two screenshots: on a loaded 2-core machine that can
    // pass the default minute; a lost count fails sooner, naming what was saved.
  }, 120_000);
});
