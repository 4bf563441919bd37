import { startPublicSite, type PublicSite } from './public-site';

let site: PublicSite;
beforeAll(async () => {
  site = await startPublicSite();
});
afterAll(() => site.close());

describe('themes in a browser', () => {
  it.each([
    ['/lab/home', 'CYBERPINK', 'cyberpink'],
    ['/sol/home', 'sunshine', 'sunshine'],
  ])('loads %s with the %s theme from its own chunk', async (path, theme, file) => {
    const { context } = await site.open('/robots.txt');
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(requested.some((p) => new RegExp(`^/assets/${file}-[\\w-]+\\.js$`).test(p))).toBe(true);
    expect(requested.some((p) => new RegExp(`^/assets/${file}-[\\w-]+\\.css$`).test(p))).toBe(true);
    const other = file === 'cyberpink' ? 'sunshine' : 'cyberpink';
    expect(requested.some((p) => p.startsWith(`/assets/${other}-`))).toBe(false);
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
    // A client-side move, as the back button would make: no reload, so both themes' CSS stay loaded.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/sol/home');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Girassóis').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('sunshine');
    // The CYBERPINK rules are scoped to their theme, so none of them reaches the sunshine page.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 227, 168)');
  });

  it('says "Loading chunk sunshine failed." when the theme cannot load, and the retry works once it can', async () => {
    const { context } = await site.open('/robots.txt');
    const page = await context.newPage();
    await page.route(/\/assets\/sunshine-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/sol/home');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Loading chunk sunshine failed.');
    await page.unroute(/\/assets\/sunshine-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
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
