/**
 * Browser-test harness: one production build of the demo variant (and of the server renderer) per
 * run, served by `npm run serve:demo`'s server, which behaves like Firebase Hosting: files first,
 * firebase.json's rewrites (the skin pages prerendered by the renderSkinPage function's code on the
 * seed, the app shell for the rest) and the very headers firebase.json declares, so the
 * Content-Security-Policy is exercised by every browser test. And Debian's Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_SHELL_FILE } from '@lab/domain/published';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expectNoSidewaysScroll, PHONE_MAX_WIDTH, watchedContexts, watchSidewaysScroll } from './phone-width';

const webDir = resolve(__dirname, '..');
const repoDir = resolve(webDir, '..');
export const E2E_DIST = join(webDir, 'dist-e2e');
const SSR_MODULE = join(webDir, 'dist-ssr', 'ssr.mjs');

function viteBuild(args: string[], env: Record<string, string>): void {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
    cwd: webDir,
    // jest sets NODE_ENV=test, which would make Vite ship React's development build: the browser
    // tests must exercise the bundle people get.
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

/** Builds the demo variant into web/dist-e2e and the renderer, once per jest run (globalSetup does it first). */
export async function buildDemoOnce(): Promise<string> {
  const built = existsSync(join(E2E_DIST, APP_SHELL_FILE)) && existsSync(SSR_MODULE);
  if (process.env.E2E_BUILT === E2E_DIST && built) return E2E_DIST;
  if (process.env.E2E_REUSE_BUILD === '1' && built) return E2E_DIST;
  viteBuild([], { VITE_BACKEND: 'demo', VITE_OUT_DIR: 'dist-e2e' });
  viteBuild(['-c', 'vite.ssr.config.ts'], {});
  process.env.E2E_BUILT = E2E_DIST;
  return E2E_DIST;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** The time serve-demo gets to start: the builds are there, so it only loads the renderer. */
const SERVER_START_MS = 30_000;

/** Serves the demo build in `dir` like Hosting on 127.0.0.1 at a free port (scripts/serve-demo.mjs). */
export async function startServer(dir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(repoDir, 'scripts', 'serve-demo.mjs'), '--port', '0', '--dir', dir], {
    cwd: repoDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`serve-demo did not start:\n${output}`)), SERVER_START_MS);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const found = /pré-renderizado em (http:\/\/\S+)/.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        done(found);
      }
    };
    child.stdout.on('data', read);
    // The server logs a skin it could not render there; a test that cares sees it in the page.
    child.stderr.on('data', read);
    void exited.then(() => fail(new Error(`serve-demo exited:\n${output}`)));
  });
  return {
    url,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface Site {
  url: string;
  browser: Browser;
  /** A new context (own storage, so own demo data) whose pages resolve paths against the server. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Closes every context it opened, the browser and the server. */
  close(): Promise<void>;
}

/** The demo build on its static server, and one Chromium; `defaults` apply to every context. */
export async function startSite(defaults: BrowserContextOptions = {}): Promise<Site> {
  const server = await startServer(await buildDemoOnce());
  return openSite(server.url, defaults, () => server.close());
}

/**
 * One Chromium on a site that is already up at `url` (the Hosting emulator, for the suite on the
 * emulators); `stop` is what closing it also stops.
 */
export async function openSite(
  url: string,
  defaults: BrowserContextOptions = {},
  stop: () => Promise<void> = async () => undefined,
): Promise<Site> {
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    url,
    browser,
    async newContext(options = {}) {
      const context = await browser.newContext({ baseURL: url, ...defaults, ...options });
      contexts.push(context);
      // Watched for sideways scrolling at phone widths (phone-width.ts); the setup file asserts after each test.
      await watchSidewaysScroll(context);
      watchedContexts.add(context);
      context.once('close', () => watchedContexts.delete(context));
      return context;
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await stop();
    },
  };
}

export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

/** Saves `name`.png to SHOTS_DIR, for people to look at; at a phone width, first asserts the page does not scroll sideways. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if ((page.viewportSize()?.width ?? Infinity) <= PHONE_MAX_WIDTH) await expectNoSidewaysScroll(page);
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage });
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

/**
 * Waits until the demo's saved data (IndexedDB) holds `wanted` of something: over the documents whose
 * path starts with `prefix`, their `field` summed when it is a number, counted when it is a list. The
 * check must be synchronous (an async one would hand back a promise, which counts as true): each poll
 * starts one read of IndexedDB and looks at what the last finished read found. The first poll may
 * come before the app has made its database, and must not make an empty one in its place.
 */
export async function waitForSavedCount(page: Page, prefix: string, field: string, wanted: number): Promise<void> {
  await page.waitForFunction(
    ([within, name, count]) => {
      const probe = window as unknown as { __savedCount?: number; __reading?: boolean };
      if (!probe.__reading) {
        probe.__reading = true;
        const open = indexedDB.open('lab-demo');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (probe.__reading = false);
        open.onsuccess = () => {
          const get = open.result.transaction('kv', 'readonly').objectStore('kv').get('snapshot');
          get.onerror = () => (probe.__reading = false);
          get.onsuccess = () => {
            const docs = (get.result as { docs?: Record<string, Record<string, unknown>> } | undefined)?.docs ?? {};
            probe.__savedCount = Object.entries(docs)
              .filter(([path]) => path.startsWith(within))
              .map(([, doc]) => doc[name])
              .reduce<number>(
                (sum, value) => sum + (Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0),
                0,
              );
            probe.__reading = false;
          };
        };
      }
      return (probe.__savedCount ?? 0) >= count;
    },
    [prefix, field, wanted] as const,
  );
}
