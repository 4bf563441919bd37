/**
 * A Firestore outage on the path that ships: the Firebase build on the Hosting emulator. The page
 * function's reads failing is stood in for by what it then answers, the plain app shell (Hosting's
 * own copy, at /menu), and the browser's reads of the Firestore emulator are refused. The visitor
 * must read that the page is being tried again, never "ERROR 404", on a phone as on a desktop, and
 * see the page, in the same document, once Firestore answers again.
 */
import type { Page, Route } from 'playwright-core';
import { screenshot, sessionPerFile, watchPageErrors } from '../signed-in/signed-in-site';
import { EMULATOR_SITE, FIRESTORE_HOST } from './emulator-site';

const session = sessionPerFile(EMULATOR_SITE);
const UNAVAILABLE = 'Não foi possível carregar esta página agora.';

/** Answers the page's own address with the bare shell, as renderSkinPage does when it cannot read the store. */
async function servePlainShell(page: Page, path: string): Promise<void> {
  await page.route(`${EMULATOR_SITE}${path}`, async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    // Continued, not fulfilled: a document Playwright fulfils has no address space of its own, and
    // Chrome's Private Network Access then refuses its requests to the emulators on 127.0.0.1.
    return route.continue({ url: `${EMULATOR_SITE}/menu` });
  });
}

/** Refuses every request to the Firestore emulator, as a refused connection; counts them. */
async function firestoreDown(page: Page): Promise<{ refused: number; restore: () => Promise<void> }> {
  const state = { refused: 0, restore: () => page.unroute(pattern, refuse) };
  const pattern = `http://${FIRESTORE_HOST}/**`;
  const refuse = (route: Route) => {
    state.refused += 1;
    return route.abort('connectionrefused');
  };
  await page.route(pattern, refuse);
  return state;
}

async function untilTrue(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 40000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${timeoutMs} ms: ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('a Firestore outage on the emulators', () => {
  it('says the page is being tried again, never ERROR 404, and shows it without a reload once Firestore is back', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);

    await servePlainShell(page, '/lab/home');
    const firestore = await firestoreDown(page);
    await page.goto('/lab/home');

    const status = page.getByRole('status').filter({ hasText: UNAVAILABLE });
    await status.waitFor();
    await expectToContain(status, 'Tentando de novo…');
    // The first read and two retries (1 s, then 2 s later): well past ERROR 404's 1 s fade-in.
    await untilTrue(() => firestore.refused >= 3, 'three refused reads');
    expect(await page.getByText('ERROR 404').count()).toBe(0);
    expect(await status.isVisible()).toBe(true);

    for (const width of [320, 375, 414, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect({ width, scroll: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
        width,
        scroll: width,
      });
      if (width === 375 || width === 1280) await screenshot(page, `emulators-outage-${width}`);
    }

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await firestore.restore();
    // The next retry is at most 30 s away.
    await page.locator('[data-card-id]').first().waitFor({ timeout: 40000 });
    expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
    expect(await page.getByText('ERROR 404').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});

async function expectToContain(locator: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  expect(await locator.textContent()).toContain(text);
}
