/**
 * Browser-test harness: one production build of the demo variant per run, a static server that
 * behaves like Firebase Hosting (SPA rewrite, and the very headers firebase.json declares, so the
 * Content-Security-Policy is exercised by every browser test), and Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

const webDir = resolve(__dirname, '..');
const repoDir = resolve(webDir, '..');
export const E2E_DIST = join(webDir, 'dist-e2e');

/** Builds the demo variant into web/dist-e2e, once per jest run (globalSetup does it first). */
export async function buildDemoOnce(): Promise<string> {
  if (process.env.E2E_BUILT === E2E_DIST && existsSync(join(E2E_DIST, 'index.html'))) return E2E_DIST;
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(join(E2E_DIST, 'index.html'))) return E2E_DIST;
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    // jest sets NODE_ENV=test, which would make Vite ship React's development build: the browser
    // tests must exercise the bundle people get.
    env: { ...process.env, NODE_ENV: 'production', VITE_BACKEND: 'demo', VITE_OUT_DIR: 'dist-e2e' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  process.env.E2E_BUILT = E2E_DIST;
  return E2E_DIST;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

interface HostingHeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

function hostingHeaderRules(): HostingHeaderRule[] {
  const file = join(repoDir, 'firebase.json');
  if (!existsSync(file)) return [];
  const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting?: { headers?: HostingHeaderRule[] } };
  return config.hosting?.headers ?? [];
}

/** Firebase Hosting's glob for `source`: `**` any path, `*` one segment. */
function globMatches(glob: string, path: string): boolean {
  const pattern = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .split('**')
    .map((part) => part.replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(path);
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `dir` on 127.0.0.1 at a free port, rewriting every unknown path to /index.html. */
export async function startServer(dir: string): Promise<RunningServer> {
  const rules = hostingHeaderRules();
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, urlPath));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const served = file === join(dir, 'index.html') ? '/index.html' : urlPath;
    for (const rule of rules) {
      if (globMatches(rule.source, served) || globMatches(rule.source, urlPath)) {
        for (const header of rule.headers) res.setHeader(header.key, header.value);
      }
    }
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
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
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    url: server.url,
    browser,
    async newContext(options = {}) {
      const context = await browser.newContext({ baseURL: server.url, ...defaults, ...options });
      contexts.push(context);
      return context;
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await server.close();
    },
  };
}

export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

/** Saves `name`.png to SHOTS_DIR, for people to look at. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
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
