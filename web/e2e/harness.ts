/**
 * Browser-test harness: one production build of the demo variant per run, a static server that
 * behaves like Firebase Hosting (SPA rewrite, and the very headers firebase.json declares, so the
 * Content-Security-Policy is exercised by every browser test), and Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';

const webDir = resolve(__dirname, '..');
const repoDir = resolve(webDir, '..');
export const E2E_DIST = join(webDir, 'dist-e2e');

/** Builds the demo variant into web/dist-e2e, once per jest run (globalSetup does it first). */
export async function buildDemoOnce(): Promise<string> {
  if (process.env.E2E_BUILT === E2E_DIST && existsSync(join(E2E_DIST, 'index.html'))) return E2E_DIST;
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(join(E2E_DIST, 'index.html'))) return E2E_DIST;
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    env: { ...process.env, VITE_BACKEND: 'demo', VITE_OUT_DIR: 'dist-e2e' },
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
    .replace(/\*\*/g, '\u0000')
    .replace(/\*/g, '[^/]*')
    .replace(/\u0000/g, '.*');
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
