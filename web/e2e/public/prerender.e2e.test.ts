/**
 * A prerendered skin page in a browser: the server's markup is what the visitor sees first, React
 * adopts it in place (the same elements, no layout shift), and the skin's tree is not read before
 * the page is painted and hydrated. Needs the harness serving through the renderer (ssr-serve).
 */
import type { Page } from 'playwright-core';
import { startPublicSite, untilSettled, type PublicSite } from './public-site';

let site: PublicSite;
beforeAll(async () => {
  site = await startPublicSite();
});
afterAll(() => site.close());

interface Probe {
  shifts: number;
  firstCard: Element | null;
  /** What the site's Content-Security-Policy refused, even where the page caught the refusal. */
  violations: string[];
}

/**
 * Installed before any of the page's own scripts: sums layout shifts, keeps the first card element
 * the parser made, and lists the policy's refusals.
 */
function installProbe() {
  const probe: Probe = { shifts: 0, firstCard: null, violations: [] };
  document.addEventListener('securitypolicyviolation', (event) => {
    probe.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
  });
  (window as unknown as { __probe: Probe }).__probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) probe.shifts += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const observer = new MutationObserver(() => {
    probe.firstCard ??= document.querySelector('[data-card-id]');
    if (probe.firstCard) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function openProbed(path: string, viewport = { width: 412, height: 823 }) {
  const context = await site.browser.newContext({ baseURL: site.url, viewport });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const response = await page.goto(path);
  return { page, context, errors, html: (await response?.text()) ?? '' };
}

const marks = (page: Page, name: string) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).map((entry) => entry.startTime), name);

describe('a prerendered skin page', () => {
  it('/lab/home arrives with its content, hydrates in place with no layout shift, and reads the tree only after', async () => {
    const { page, context, errors, html } = await openProbed('/lab/home');
    expect(html).toContain('data-card-id="card-rede-abrigo"');
    expect(html).toContain('id="skin-data"');
    await page.waitForFunction(() => performance.getEntriesByName('lab:hydrated').length > 0);
    // The demo reconciles with its own data after hydrating: measure once that is done.
    await untilSettled(page);
    const [hydratedAt] = await marks(page, 'lab:hydrated');
    const reads = await marks(page, 'lab:load-skin-site');
    const [paintedAt] = await page.evaluate(() =>
      performance.getEntriesByName('first-contentful-paint').map((entry) => entry.startTime),
    );
    expect(hydratedAt).toBeDefined();
    expect(paintedAt).toBeDefined();
    // No read before the page was painted and hydrated (on the demo, after: the two embedded documents, to reconcile).
    for (const readAt of reads) {
      expect(readAt).toBeGreaterThanOrEqual(hydratedAt ?? Infinity);
      expect(readAt).toBeGreaterThanOrEqual(paintedAt ?? Infinity);
    }
    expect(reads.length).toBeLessThanOrEqual(2);
    const probe = await page.evaluate(() => {
      const { shifts, firstCard, violations } = (window as unknown as { __probe: Probe }).__probe;
      return {
        shifts,
        kept: firstCard !== null && firstCard === document.querySelector('[data-card-id]') && firstCard.isConnected,
        violations,
      };
    });
    expect(probe).toEqual({ shifts: 0, kept: true, violations: [] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints before any of the app’s scripts is fetched: they never share the bandwidth with the styles', async () => {
    const { page, context, errors } = await openProbed('/lab/home');
    await page.waitForFunction(() => performance.getEntriesByName('lab:hydrated').length > 0);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const path = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
      return {
        stylesReadyAt: Math.max(...resources.filter((r) => path(r).endsWith('.css')).map((r) => r.responseEnd)),
        appScripts: resources
          .filter((r) => path(r).endsWith('.js') && !path(r).includes('/paint-first-'))
          .map((r) => ({ path: path(r), startTime: r.startTime })),
        starter: resources.filter((r) => path(r).includes('/paint-first-')).length,
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        hydratedAt: performance.getEntriesByName('lab:hydrated')[0]?.startTime ?? null,
      };
    });
    expect(timing.starter).toBe(1);
    expect(timing.appScripts.length).toBeGreaterThan(2);
    // The page cannot paint before its styles are in; the app's scripts are asked for only after that.
    for (const script of timing.appScripts) expect(script.startTime).toBeGreaterThan(timing.stylesReadyAt);
    expect(timing.paintedAt).not.toBeNull();
    expect(timing.paintedAt ?? Infinity).toBeLessThan(timing.hydratedAt ?? -Infinity);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/lab/contato arrives with its form styled: nothing moves while the app takes it over', async () => {
    const { page, context, errors, html } = await openProbed('/lab/contato');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/contact-form-[\w-]+\.css"/);
    await page.waitForFunction(() => performance.getEntriesByName('lab:hydrated').length > 0);
    await page.getByRole('button', { name: 'ENVIAR' }).waitFor();
    await untilSettled(page);
    const shifts = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.shifts);
    expect(shifts).toBe(0);
    expect(await page.getByRole('button', { name: 'ENVIAR' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigating between the tabs reads only the new tab’s page document, and a card what its page lacks', async () => {
    const { page, context, errors } = await openProbed('/lab/home', { width: 1280, height: 800 });
    await page.waitForFunction(() => performance.getEntriesByName('lab:hydrated').length > 0);
    // The demo reconciles the two documents the page embedded, once each, after hydrating.
    await page.waitForFunction(() => performance.getEntriesByName('lab:load-skin-site').length >= 2);
    const readsBefore = (await marks(page, 'lab:load-skin-site')).length;
    await page.getByRole('navigation', { name: 'Páginas' }).getByRole('link', { name: 'Projetos' }).click();
    await page.waitForURL('**/lab/projetos');
    await page.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor();
    expect(await page.title()).toBe('Projetos · lab');
    expect((await marks(page, 'lab:load-skin-site')).length).toBe(readsBefore + 1);
    await page.getByRole('link', { name: /Ler mais sobre Rede Abrigo RS/ }).click();
    await page.getByRole('dialog').waitFor();
    // The card's own document, only if its page holds an excerpt of it.
    expect((await marks(page, 'lab:load-skin-site')).length).toBeLessThanOrEqual(readsBefore + 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the bare skin address moves to the main page it was rendered as, and a sunshine skin arrives themed', async () => {
    const { page, context, errors, html } = await openProbed('/sol');
    expect(html).toContain('data-theme="sunshine"');
    await page.waitForFunction(() => performance.getEntriesByName('lab:hydrated').length > 0);
    expect(new URL(page.url()).pathname).toBe('/sol/home');
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('sunshine');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the prerendered privacy notice', () => {
  it('/privacidade arrives with the whole notice, hydrates in place with no layout shift, then offers the visit choice', async () => {
    const { page, context, errors, html } = await openProbed('/privacidade');
    expect(html).toContain('<h1>Política de Privacidade do ');
    expect(html).toContain('id="prerendered-page"');
    expect(html).toContain('<link rel="canonical"');
    const heading = await page.evaluateHandle(() => document.querySelector('h1'));
    await page.waitForFunction(() => performance.getEntriesByName('lab:hydrated').length > 0);
    expect(await page.evaluate((h) => h === document.querySelector('h1') && h?.isConnected, heading)).toBe(true);
    await page.getByRole('checkbox', { name: 'Não registrar minhas visitas' }).waitFor();
    const probe = await page.evaluate(() => {
      const { shifts, violations } = (window as unknown as { __probe: Probe }).__probe;
      return { shifts, violations };
    });
    expect(probe).toEqual({ shifts: 0, violations: [] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the same without JavaScript', async () => {
    const context = await site.browser.newContext({ baseURL: site.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/privacidade');
    await page.getByRole('heading', { name: 'Política de Privacidade do Lab', level: 1 }).waitFor();
    expect(await page.getByText('6 meses').count()).toBeGreaterThan(0);
    await context.close();
  });
});
