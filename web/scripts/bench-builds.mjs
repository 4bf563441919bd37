/** The builds the bench measures and the servers it measures them on, like Firebase Hosting serves them. */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const webDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const { APP_SHELL_FILE } = await tsImport('../../packages/domain/src/published/page-renderer.ts', import.meta.url);

export function build(backend, outDir) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    env: { ...process.env, VITE_BACKEND: backend, VITE_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build (${backend}) failed:\n${result.stdout}\n${result.stderr}`);
  return join(webDir, outDir);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.txt': 'text/plain',
};

/** A static server like Firebase Hosting: gzip, long-lived asset caching, SPA rewrite. */
export function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, APP_SHELL_FILE);
    const body = readFileSync(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (/text|javascript|json|svg/.test(type) && /gzip/.test(String(req.headers['accept-encoding']))) {
      res.setHeader('Content-Encoding', 'gzip');
      res.end(gzipSync(body, { level: 9 }));
    } else res.end(body);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        close: () => new Promise((c) => server.close(c)),
      }),
    ),
  );
}

/**
 * The same build served as Hosting serves it with firebase.json's rewrites: skin pages prerendered by the
 * renderSkinPage function's code on the seed (scripts/serve-demo.mjs), every other file as above.
 */
export async function servePrerendered(dir) {
  const { main } = await import('../../scripts/serve-demo.mjs');
  const { url, server } = await main(['--dir', dir, '--port', '0']);
  return {
    url,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(done);
      }),
  };
}

export const SERVERS = { 'single-page app': serve, prerendered: servePrerendered };

export function buildRenderer() {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '-c', 'vite.ssr.config.ts'], {
    cwd: webDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build (ssr) failed:\n${result.stdout}\n${result.stderr}`);
}
