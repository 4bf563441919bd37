#!/usr/bin/env node
/**
 * `npm run serve:demo -- --port N`: the demo's production build served the way Firebase Hosting
 * serves the real site, so the prerendered pages can be seen and tested without Firebase:
 * - existing files first, then firebase.json's rewrites in order: the ones to the renderSkinPage
 *   function are answered by the function's own code (functions/src/hosting/page-answers.ts) with the
 *   same renderer (web/dist-ssr/ssr.mjs) on the seed (emulator-data/seed.json in the memory store),
 *   the others serve their destination (the app shell, app.html, for /menu/...);
 * - firebase.json's headers (Content-Security-Policy, X-Robots-Tag, caching) on every answer.
 * The demo build (web/dist-demo) and the SSR module are built when missing (`--rebuild` rebuilds
 * them; `--build-only` stops there). `--dir D` serves another build of the demo (the browser tests'
 * web/dist-e2e), `--dev` serves the sources through Vite instead, with hot reload (`npm start` on the
 * demo backend).
 * The first line it prints ends with the address it serves.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { hostingHeaders, readHosting, rewriteOf } from './hosting-rules.mjs';

const root = new URL('..', import.meta.url).pathname;
const webDir = join(root, 'web');
const FUNCTION_ID = 'renderSkinPage';
/** The function's and the domain's TypeScript sources, imported as they are. */
const importSource = (path) => tsImport(join(root, path), import.meta.url);
const { APP_SHELL_FILE } = await importSource('packages/domain/src/published/page-renderer.ts');
const { sameSitePath } = await importSource('functions/src/hosting/page-answers.ts');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function build(label, args, env) {
  console.log(`serve-demo: ${label}...`);
  // NODE_ENV from a test runner would make Vite ship React's development build.
  const result = spawnSync('npx', args, {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (result.status !== 0) throw new Error(`${label} falhou.`);
}

/** The demo build in `dir` and the SSR module, built when missing (or when asked to). */
export function ensureBuilds(dir, rebuild) {
  if (rebuild || !existsSync(join(dir, APP_SHELL_FILE))) {
    build(`build do demo em ${dir}`, ['vite', 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'], {
      VITE_BACKEND: 'demo',
    });
  }
  if (rebuild || !existsSync(join(webDir, 'dist-ssr', 'ssr.mjs'))) {
    build('build do renderizador (web/dist-ssr)', ['vite', 'build', '--logLevel', 'warn', '-c', 'vite.ssr.config.ts'], {});
  }
}

/**
 * The function's answers (functions/src/hosting/page-answers.ts) on the seed in the memory store,
 * for the renderer `site` gives. Like the function, they name the site's own origin (this server's
 * address), never a host a request claims, unless it is a domain the seed maps to a skin
 * (`dominios/`): `curl -H 'Host: solange.exemplo.com.br'` gets that skin, as Hosting would forward it.
 * The TypeScript sources run through tsx, as they are.
 */
async function seedAnswers() {
  const { createSkinPages } = await importSource('functions/src/hosting/page-answers.ts');
  const { createDomainFrames } = await importSource('functions/src/hosting/domain-frames.ts');
  const { createMemoryStore, MemoryDb } = await importSource('packages/domain/src/memory/index.ts');
  const { withPublishedSnapshots } = await importSource('packages/domain/src/store/index.ts');
  const seed = JSON.parse(readFileSync(join(root, 'emulator-data', 'seed.json'), 'utf8'));
  const store = createMemoryStore(new MemoryDb(withPublishedSnapshots(seed.documents)));
  const logger = { error: (message, ...details) => console.error(message, ...details) };
  const mappedHosts = Object.keys(seed.documents).flatMap((path) => (path.startsWith('dominios/') ? [path.slice(9)] : []));
  /** Answers for this server's origin (where a domain's login link points), made once per origin. */
  const answersWith = (site) => {
    const byOrigin = new Map();
    return (request) => {
      const origin = request.origin;
      if (!byOrigin.has(origin)) {
        const frames = createDomainFrames({ skinOfDomain: (host) => store.skinOfDomain(host), siteOrigin: origin });
        byOrigin.set(origin, createSkinPages({ store, site, logger, frames }));
      }
      return byOrigin.get(origin)(request);
    };
  };
  return { answersWith, mappedHosts };
}

/**
 * The path and query a request names, read as a path: `new URL(req.url, base)` would take
 * "//evil.example/x" (and "/\\evil.example/x") for another host's address and drop the path's start.
 */
function requestUrl(req) {
  const target = req.url ?? '/';
  return new URL(`http://x${target.startsWith('/') ? target : '/'}`);
}

/** What Hosting compresses: text of every kind (scripts, styles, pages, JSON, SVG). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

function send(res, method, status, headers, body) {
  // Later headers win whatever their case, as with Hosting's: the renderer writes lower-case names.
  const merged = {};
  for (const [key, value] of Object.entries(headers)) merged[key.toLowerCase()] = value;
  let payload = body;
  // Compressed like Hosting's answers, so what a browser (or Lighthouse) measures here is what it gets there.
  const accepts = String(res.req?.headers['accept-encoding'] ?? '');
  if (body && body.length > 0 && accepts.includes('gzip') && COMPRESSIBLE.test(String(merged['content-type'] ?? ''))) {
    payload = gzipSync(body);
    merged['content-encoding'] = 'gzip';
    merged.vary = merged.vary ? `${merged.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  res.writeHead(status, merged);
  res.end(method === 'HEAD' ? undefined : payload);
}

/** The production build in `dir`, as Hosting serves it. */
async function staticSite(dir) {
  const { lazySiteRenderer, webBuildSite } = await importSource('functions/src/hosting/site-renderer.ts');
  const files = { ...webBuildSite(webDir), template: join(dir, APP_SHELL_FILE) };
  const { answersWith } = await seedAnswers();
  const answer = answersWith(lazySiteRenderer([files]));
  const hosting = readHosting();
  return async (req, res, siteOrigin) => {
    const url = requestUrl(req);
    const path = url.pathname;
    if (path.length > 1 && path.endsWith('/')) {
      // trailingSlash: false, to an address on this site whatever slashes the path starts with.
      send(res, req.method, 301, { Location: `${sameSitePath(path.replace(/\/+$/, ''))}${url.search}` }, '');
      return;
    }
    const headers = hostingHeaders(hosting, path);
    // The build's robots.txt names the Hosting emulator's address; this server answers at its own.
    const file = path === '/robots.txt' ? null : fileFor(dir, path);
    if (file) {
      send(
        res,
        req.method,
        200,
        { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' },
        readFileSync(file),
      );
      return;
    }
    const rewrite = rewriteOf(hosting, path);
    if (rewrite?.function?.functionId === FUNCTION_ID) {
      const page = await answer({ path, search: url.search, origin: siteOrigin, host: req.headers.host });
      send(res, req.method, page.status, { ...headers, 'Content-Type': 'text/html; charset=utf-8', ...page.headers }, page.body);
      return;
    }
    const destination = rewrite?.destination ? fileFor(dir, rewrite.destination) : null;
    if (destination) {
      send(res, req.method, 200, { ...headers, 'Content-Type': TYPES[extname(destination)] }, readFileSync(destination));
      return;
    }
    send(res, req.method, 404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }, 'Não encontrado.');
  };
}

/** The file `path` names in `dir` (a directory's index.html), or null. */
function fileFor(dir, path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const file = normalize(join(dir, decoded));
  if (!file.startsWith(`${dir}/`) && file !== dir) return null;
  if (!existsSync(file)) return null;
  if (statSync(file).isDirectory()) return existsSync(join(file, 'index.html')) ? join(file, 'index.html') : null;
  return file;
}

/**
 * The sources through Vite (hot reload), with the skin pages rendered by web/src/ssr loaded through
 * Vite too, so an edit to a component shows in the server's HTML at the next request.
 */
async function devSite(httpServer) {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    // The hot-reload socket shares the page server's port.
    server: { middlewareMode: { server: httpServer }, ws: { server: httpServer } },
    appType: 'spa',
  });
  const ssr = () => vite.ssrLoadModule('/src/ssr/index.ts');
  const { answersWith, mappedHosts } = await seedAnswers();
  // Vite refuses hosts it does not know: the seed's mapped domains are this server's too.
  vite.config.server.allowedHosts = Array.isArray(vite.config.server.allowedHosts)
    ? [...vite.config.server.allowedHosts, ...mappedHosts]
    : vite.config.server.allowedHosts;
  return async (req, res, siteOrigin) => {
    const path = requestUrl(req).pathname;
    // Vite's own requests (modules, /@vite/client, /src/...) are never pages: a page is what a browser
    // navigates to, and it asks for HTML.
    const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const isSiteFile = path === '/sitemap.xml' || path === '/robots.txt';
    const module = wantsPage || isSiteFile ? await ssr() : null;
    const template = module && (await vite.transformIndexHtml(req.url ?? '/', readFileSync(join(webDir, 'index.html'), 'utf8')));
    const pages = module?.createPageRenderer(template);
    const host = req.headers.host;
    // On a mapped domain every page is the skin's (its "/" included); on the main site, skin addresses only.
    const onDomain = mappedHosts.includes((host ?? '').replace(/:\d+$/, '').toLowerCase());
    if (pages && (isSiteFile || onDomain || pages.addressOf(path) !== null)) {
      const site = { pages, sitemap: module.renderSitemap, robots: module.renderRobots };
      const page = await answersWith(() => Promise.resolve(site))({ path, origin: siteOrigin, host });
      // No firebase.json headers here: Vite's dev client runs inline scripts the production CSP forbids.
      send(res, req.method, page.status, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers }, page.body);
      return;
    }
    vite.middlewares(req, res);
  };
}

export async function main(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string' },
      rebuild: { type: 'boolean', default: false },
      dev: { type: 'boolean', default: false },
      'build-only': { type: 'boolean', default: false },
    },
  });
  if (values['build-only']) {
    ensureBuilds(resolve(values.dir ?? join(webDir, 'dist-demo')), values.rebuild);
    return null;
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) throw new Error(`--port inválida: "${values.port}".`);
  const server = createServer();
  let handle;
  if (values.dev) handle = await devSite(server);
  else {
    const dir = resolve(values.dir ?? join(webDir, 'dist-demo'));
    ensureBuilds(dir, values.rebuild);
    handle = await staticSite(dir);
  }
  server.on('request', (req, res) => {
    // The address it listens on (port 0 picks a free one), which the pages name as their origin.
    handle(req, res, `http://${values.host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`).catch(
      (error) => {
        console.error(error);
        if (!res.headersSent) send(res, req.method, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Erro interno.');
        else res.end();
      },
    );
  });
  await new Promise((done) => server.listen(port, values.host, () => done(undefined)));
  const url = `http://${values.host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  console.log(`Demo ${values.dev ? '(fontes, com recarga)' : '(build de produção)'} pré-renderizado em ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      // Open keep-alive connections (and Vite's socket) would hold the port: everything goes at once.
      server.closeAllConnections();
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 1_000).unref();
    });
  }
  return { url, server };
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
