/**
 * Clicks on a creator's cards and her VISITAS reading them, written once for the demo build
 * (clicks.e2e.test.ts) and for the Firebase build on the Emulator Suite (emulators/growth-kit).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { chooseFromDrawer, openMenuFromSkin } from './signed-in-site';

/** The visitor's tabs opened by the links go nowhere: only the count on her side matters here. */
export async function keepLinksHome(context: BrowserContext, page: Page): Promise<void> {
  await context.route(/^https:\/\/(example\.com|wa\.me|api\.whatsapp\.com|[a-z.]*behance\.net)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>fora</title>' }),
  );
  context.on('page', (opened) => {
    if (opened !== page) void opened.close();
  });
}

/** A visitor takes the [ LINK ] of the card named `name` on the page she has open. */
export async function visitorTakesLink(page: Page, name: string): Promise<void> {
  await page
    .getByRole('article', { name })
    .getByRole('link', { name: /\[ LINK \]/ })
    .click();
}

/** From her skin page: the menu glyph, then the drawer's VISITAS. */
export async function sheOpensVisitas(page: Page): Promise<void> {
  await openMenuFromSkin(page);
  await chooseFromDrawer(page, 'VISITAS');
  await page.getByRole('heading', { level: 1, name: 'VISITAS', exact: true }).waitFor();
}

export interface ClicksTable {
  caption: string;
  /** Each card's row: its name, its clicks, its click rate. */
  rows: Array<Array<string | null>>;
}

/** VISITAS' table of clicks by card, or null while the period has no click. */
export async function clicksByCard(page: Page): Promise<ClicksTable | null> {
  const table = page.getByRole('region', { name: 'Cliques nos cards' }).getByRole('table', { name: /^Cliques por card/ });
  if ((await table.count()) === 0) return null;
  return {
    caption: (await table.locator('caption').textContent()) ?? '',
    rows: await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent))),
  };
}
