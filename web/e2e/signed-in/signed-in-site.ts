/**
 * What the signed-in browser tests share: one server and browser per file, a fresh browser context
 * (so fresh demo data in IndexedDB) per test, sign-in through the demo account chooser, the menu
 * drawer, axe-core and screenshots.
 */
import type { Page } from 'playwright-core';
import { openSite, screenshot, seriousAxeFindings, startSite, type Site } from '../harness';

export { screenshot, seriousAxeFindings } from '../harness';

export interface Session extends Site {
  /** A page in a new context. */
  newPage(): Promise<Page>;
}

/**
 * Chromium on the demo build the global setup made, served for this file; or, given `url`, on a site
 * already running there (the Firebase build on the emulators).
 */
export async function startSession(url?: string): Promise<Session> {
  const defaults = { viewport: { width: 1280, height: 860 }, locale: 'pt-BR' };
  const site = url ? await openSite(url, defaults) : await startSite(defaults);
  return { ...site, newPage: async () => (await site.newContext()).newPage() };
}

/**
 * One session for the whole test file: started before its first test, closed after its last. The
 * returned object is filled in by beforeAll, so tests use it as they would the session itself.
 */
export function sessionPerFile(url?: string): Session {
  const session = {} as Session;
  beforeAll(async () => {
    Object.assign(session, await startSession(url));
  });
  afterAll(async () => {
    await session.close();
  });
  return session;
}

/** Collects uncaught page errors, so a test can assert the page stayed healthy. */
export function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** Signs in from `/` through the demo's account chooser (the login screen fades in after 2 s). */
export async function signIn(page: Page, account: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar com Google' }).click({ timeout: 15000 });
  const chooser = page.getByRole('dialog', { name: 'Escolha uma conta' });
  await chooser.getByRole('button', { name: account, exact: true }).click();
}

/** The seed accounts with one skin, and the skin each lands on after signing in. */
const LANDS_ON = { 'Dona do Lab': 'lab', 'Visitante Teste': 'visitante' } as const;

/** Signs in as a one-skin seed account and waits for that skin's home page. */
export async function signInToSkin(page: Page, account: keyof typeof LANDS_ON): Promise<void> {
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname === `/${LANDS_ON[account]}/home`);
}

/** Signs out with the drawer's ENCERRAR and waits for the login screen to be back. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await chooseFromDrawer(page, 'ENCERRAR');
  await page.getByRole('button', { name: 'Entrar com Google' }).waitFor({ timeout: 15000 });
}

/** From a skin page: the menu toggle glyph, then the menu's home. */
export async function openMenuFromSkin(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Abrir menu' }).click();
  await page.getByRole('heading', { level: 1, name: 'MENU' }).waitFor();
}

export async function openDrawer(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  await drawer.waitFor();
  return drawer.getByRole('link').allTextContents();
}

export async function chooseFromDrawer(page: Page, label: string): Promise<void> {
  await openDrawer(page);
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  await drawer.getByRole(label === 'ENCERRAR' ? 'button' : 'link', { name: label, exact: true }).click();
}

export async function storageKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key !== null) out[key] = localStorage.getItem(key) ?? '';
    }
    return out;
  });
}

/** Screenshots `page` at desktop and phone widths, and asks axe-core at each: no serious finding. */
export async function expectAccessibleAt(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    await screenshot(page, `${name}-${width}`);
    expect({ screen: name, width, findings: await seriousAxeFindings(page) }).toEqual({ screen: name, width, findings: [] });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}
