import type { Page } from 'playwright-core';
import { startPublicSite, untilTheAppOwns, type PublicSite } from './public-site';

let site: PublicSite;
beforeAll(async () => {
  site = await startPublicSite();
});
afterAll(() => site.close());

/**
 * A client-side move, as the back button would make: no reload, so the page that was there keeps
 * its theme's CSS and the new skin's theme comes through the loader, from its own chunk.
 */
async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Every path the page requests from now on. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

describe('themes in a browser', () => {
  it.each([
    ['/lab/home', 'CYBERPINK', 'cyberpink', '/sol/home'],
    ['/sol/home', 'sunshine', 'sunshine', '/lab/home'],
  ])('loads %s with the %s theme from its own files, and nothing of the other theme', async (path, theme, file, elsewhere) => {
    // First load: the prerendered page names its theme and links the theme's own stylesheet.
    const { context } = await site.open('/robots.txt');
    const page = await context.newPage();
    const requested = recordRequests(page);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(requested.some((p) => new RegExp(`^/assets/${file}-[\\w-]+\\.css$`).test(p))).toBe(true);
    const other = file === 'cyberpink' ? 'sunshine' : 'cyberpink';
    expect(requested.some((p) => p.startsWith(`/assets/${other}-`))).toBe(false);

    // Reached inside the app from another skin: the theme's chunk (script and stylesheet) loads then.
    const moving = await context.newPage();
    await moving.goto(elsewhere);
    await untilTheAppOwns(moving);
    await moving.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const requestedOnMove = recordRequests(moving);
    await moveInApp(moving, path);
    await moving.waitForFunction((name) => document.documentElement.dataset.theme === name, theme);
    expect(requestedOnMove.some((p) => new RegExp(`^/assets/${file}-[\\w-]+\\.js$`).test(p))).toBe(true);
    expect(requestedOnMove.some((p) => new RegExp(`^/assets/${file}-[\\w-]+\\.css$`).test(p))).toBe(true);
  });

  it('colours page text a purple shade on both themes', async () => {
    for (const path of ['/lab/home', '/sol/home']) {
      const { page } = await site.open(path);
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      const [r = 0, g = 0, b = 0] = await page.evaluate(() =>
        (getComputedStyle(document.body).color.match(/\d+/g) ?? []).slice(0, 3).map(Number),
      );
      // Purple: red and blue both above green, blue the strongest.
      expect(b).toBeGreaterThan(g);
      expect(r).toBeGreaterThan(g);
    }
  });

  it('switches from one theme to the other when moving to another skin', async () => {
    const { page } = await site.open('/lab/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    // No reload, so both themes' CSS stay loaded.
    await moveInApp(page, '/sol/home');
    await page.getByText('Girassóis').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('sunshine');
    // The CYBERPINK rules are scoped to their theme, so none of them reaches the sunshine page.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 227, 168)');
  });

  it('says "Loading chunk sunshine failed." when the theme cannot load, and the retry works once it can', async () => {
    // A prerendered page arrives with its theme's stylesheet; the theme's chunk loads when the visitor
    // moves to a skin of that theme inside the app.
    const { page } = await site.open('/lab/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.route(/\/assets\/sunshine-[\w-]+\.js$/, (route) => route.abort());
    await moveInApp(page, '/sol/home');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Loading chunk sunshine failed.');
    await page.unroute(/\/assets\/sunshine-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sol/home');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('sunshine');
  });

  it('says "Loading chunk skin-route failed." when the skin screen cannot load', async () => {
    const { context } = await site.open('/robots.txt');
    const page = await context.newPage();
    await page.route(/\/assets\/skin-route-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/lab/home');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Loading chunk skin-route failed.');
    await page.unroute(/\/assets\/skin-route-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });
});
