/**
 * ERROR 404 leads somewhere: inside a skin, back to that skin's home page, in the skin's look, the
 * same whether the server rendered the page or the app reached it; at a phone width too.
 */
import type { Page } from 'playwright-core';
import { screenshot } from '../harness';
import { startPublicSite, type PublicSite } from './public-site';

let site: PublicSite;
beforeAll(async () => {
  site = await startPublicSite();
});
afterAll(() => site.close());

/** ERROR 404 once it has faded in, and the markup of the way back under it. */
async function notFound(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: 'ERROR 404' }).waitFor();
  const back = page.locator('.not-found__back');
  await back.waitFor();
  return back.evaluate((element) => `${element.textContent ?? ''} -> ${element.getAttribute('href') ?? ''}`);
}

describe('ERROR 404 on a skin', () => {
  it('links back to the skin, the same on the server-rendered page and in the app, at 375 px', async () => {
    const served = await site.open('/lab/nao-existe', { width: 375, height: 800 });
    const fromServer = await notFound(served.page);
    expect(fromServer).toBe('Voltar para lab -> /lab/home');
    await screenshot(served.page, 'not-found-served-375');

    const app = await site.open('/lab/home', { width: 1280, height: 800 });
    await app.page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await app.page.evaluate(() => {
      window.history.pushState(null, '', '/lab/nao-existe');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await notFound(app.page)).toBe(fromServer);
    await screenshot(app.page, 'not-found-app-1280');

    await app.page.locator('.not-found__back').click();
    await app.page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    // The browser logs the page's own 404 status; nothing else may go wrong.
    expect(served.errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    expect(app.errors).toEqual([]);
  });
});
