#!/usr/bin/env node
/**
 * Performance figures for the public pages (not a test: it prints numbers, it does not fail).
 *  1. Builds the Firebase variant and reports the gzip size of every JavaScript file a browser
 *     loads for "/" and for "/lab/home" before any interaction (until the network is idle and the
 *     page's idle-time work, such as visit tracking, has run). Requests to Google's servers are
 *     answered with an error: the figure is about what the app downloads, not about the data.
 *  2. Builds the demo variant and runs Lighthouse (mobile, default throttling) on both pages.
 * Budget: at most 150 kB of gzipped JavaScript per page; Lighthouse performance >= 95,
 * accessibility 100, best practices and SEO >= 95.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const webDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PAGES = ['/', '/lab/home'];
const BUDGET_KB = 150;
const args = new Set(process.argv.slice(2));

function build(backend, outDir) {
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
function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
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
      done({ url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((c) => server.close(c)) }),
    ),
  );
}

async function javascriptPerPage(dir) {
  const { chromium } = await import('playwright-core');
  const server = await serve(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const figures = {};
  try {
    for (const page of PAGES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      await tab.route(/googleapis\.com|cloudfunctions\.net|firebaseapp\.com|127\.0\.0\.1:(8080|9099|5001)/, (route) =>
        route.abort(),
      );
      const scripts = new Map();
      tab.on('response', async (response) => {
        const url = response.url();
        if (!url.startsWith(server.url) || !url.endsWith('.js')) return;
        const file = join(dir, new URL(url).pathname);
        scripts.set(new URL(url).pathname, gzipSync(readFileSync(file), { level: 9 }).length);
      });
      await tab.goto(server.url + page, { waitUntil: 'networkidle' });
      // Idle-time work (visit tracking) runs after the first paint; give it its moment.
      await tab.waitForTimeout(2500);
      await tab.waitForLoadState('networkidle');
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      figures[page] = { totalKb: total / 1024, files: [...scripts.entries()].sort((a, b) => b[1] - a[1]) };
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return figures;
}

async function lighthouseScores(dir) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await serve(dir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const scores = {};
  try {
    for (const page of PAGES) {
      const result = await lighthouse(server.url + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
      scores[page] = {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        fcp: audits['first-contentful-paint'].displayValue,
        lcp: audits['largest-contentful-paint'].displayValue,
        tbt: audits['total-blocking-time'].displayValue,
        cls: audits['cumulative-layout-shift'].displayValue,
        failing: Object.values(audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
      };
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return scores;
}

if (!args.has('--lighthouse-only')) {
  console.log('Building the Firebase variant...');
  const dir = build('firebase', 'dist-bench-firebase');
  const figures = await javascriptPerPage(dir);
  console.log('\nJavaScript loaded before interaction (Firebase build, gzip -9):');
  for (const [page, { totalKb, files }] of Object.entries(figures)) {
    console.log(
      `  ${page.padEnd(10)} ${totalKb.toFixed(1)} kB ${totalKb <= BUDGET_KB ? '(within' : '(OVER'} the ${BUDGET_KB} kB budget)`,
    );
    if (args.has('--verbose'))
      for (const [file, size] of files) console.log(`      ${(size / 1024).toFixed(1).padStart(6)} kB  ${file}`);
  }
}
if (!args.has('--size-only')) {
  console.log('\nBuilding the demo variant for Lighthouse...');
  const dir = build('demo', 'dist-bench-demo');
  const scores = await lighthouseScores(dir);
  console.log('\nLighthouse (mobile), demo build:');
  for (const [page, s] of Object.entries(scores)) {
    console.log(
      `  ${page.padEnd(10)} performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}`,
    );
    console.log(`             FCP ${s.fcp}, LCP ${s.lcp}, TBT ${s.tbt}, CLS ${s.cls}`);
    if (s.failing.length > 0) console.log(`             below 0.9: ${s.failing.join(', ')}`);
  }
}
