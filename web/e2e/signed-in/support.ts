/**
 * What the signed-in browser tests share: one server and browser per file, a fresh browser context
 * (so fresh demo data in IndexedDB) per test, sign-in through the demo account chooser, the menu
 * drawer, axe-core and screenshots.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { E2E_DIST, launchBrowser, startServer, type RunningServer } from '../harness';

export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

export interface Session {
  url: string;
  browser: Browser;
  /** A new context (own storage, so own demo data) whose pages resolve paths against the server. */
  newContext(): Promise<BrowserContext>;
  /** A page in a new context. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Starts the server on the build the global setup made, and Chromium. */
export async function startSession(): Promise<Session> {
  const server: RunningServer = await startServer(E2E_DIST);
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  const newContext = async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 860 },
      locale: 'pt-BR',
    });
    contexts.push(context);
    return context;
  };
  return {
    url: server.url,
    browser,
    newContext,
    newPage: async () => (await newContext()).newPage(),
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await server.close();
    },
  };
}

/**
 * One session for the whole test file: started before its first test, closed after its last. The
 * returned object is filled in by beforeAll, so tests use it as they would the session itself.
 */
export function sessionPerFile(): Session {
  const session = {} as Session;
  beforeAll(async () => {
    Object.assign(session, await startSession());
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

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, so the site's Content-Security-Policy does not block it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }>;
    };
    const axe = (window as unknown as { axe: { run(context: Document): Promise<AxeResult> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}
