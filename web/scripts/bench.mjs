#!/usr/bin/env node
/**
 * Performance figures for the public pages (not a test: it prints numbers, it does not fail).
 *  1. Builds the Firebase variant and reports the gzip size of every JavaScript file a browser
 *     loads for "/" and for "/lab/home" before any interaction (until the network is idle and the
 *     page's idle-time work, such as visit tracking, has run). Requests to Google's servers are
 *     answered with an error: the figure is about what the app downloads, not about the data.
 *  2. Runs Lighthouse (mobile, default throttling) on both pages, three times each, and reports the
 *     median run: on the Firebase build prerendered (what the deployed site serves; the calls to
 *     Google's servers and the emulators are blocked, so only performance is reported there: the
 *     blocked visit tracking logs an error a real visit does not), and on the demo build.
 * Both figures are taken side by side: served as a single-page app (every address gets the same
 * app shell, as before prerendering) and prerendered (skin pages rendered by the renderSkinPage
 * function's code on the seed, through scripts/serve-demo.mjs). The single-page app needs data
 * from a backend to paint a skin page, so it is measured on the demo build only.
 *  3. Document reads a public page costs (functions/scripts/read-counts.ts), against the numbers to keep.
 *  4. On the demo build, grows the seeded user's skin to the studio's limits (20 pages, 60
 *     containers, 300 cards) and times its public page and the studio on it.
 * BENCH_PAGES (comma-separated) names other pages to measure, such as a page with a contact form.
 * Budget: at most 120 kB of gzipped JavaScript per page; Lighthouse performance >= 95, accessibility
 * 100, best practices and SEO >= 95; on the prerendered /lab/home, performance 100 and LCP <= 1.2 s.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bigSkinFigures } from './bench-big-skin.mjs';
import { build, buildRenderer, CHROMIUM, CHROMIUM_ARGS, serve, servePrerendered, SERVERS, webDir } from './bench-builds.mjs';
const PAGES = (process.env.BENCH_PAGES ?? '/,/lab/home').split(',');
const BUDGET_KB = 120;
const LIGHTHOUSE_RUNS = 3;
/** What the Firebase build would ask of Google's servers and of the emulators: not part of the figure. */
const BACKEND_URLS = [
  '*googleapis.com*',
  '*cloudfunctions.net*',
  '*firebaseapp.com*',
  '*127.0.0.1:8080*',
  '*127.0.0.1:9099*',
  '*127.0.0.1:5001*',
];
const args = new Set(process.argv.slice(2));

async function javascriptPerPage(dir, start = serve) {
  const { chromium } = await import('playwright-core');
  const server = await start(dir);
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

/** The run whose performance score is the median one (ties: the median LCP), as Lighthouse advises for a noisy figure. */
function medianRun(results) {
  const sorted = [...results].sort(
    (a, b) =>
      a.categories.performance.score - b.categories.performance.score ||
      b.audits['largest-contentful-paint'].numericValue - a.audits['largest-contentful-paint'].numericValue,
  );
  return sorted[Math.floor(sorted.length / 2)];
}

async function lighthouseScores(dir, start = serve, { blockedUrlPatterns = [] } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await start(dir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const scores = {};
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const result = await lighthouse(server.url + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          blockedUrlPatterns,
        });
        runs.push(result.lhr);
      }
      const { categories, audits } = medianRun(runs);
      scores[page] = {
        performanceRuns: runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
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

function printScores(title, scores, { performanceOnly = false } = {}) {
  console.log(`\n${title}:`);
  for (const [page, s] of Object.entries(scores)) {
    const others = performanceOnly ? '' : `, accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}`;
    console.log(`  ${page.padEnd(10)} performance ${s.performance}${others} (runs: ${s.performanceRuns.join(', ')})`);
    console.log(`             FCP ${s.fcp}, LCP ${s.lcp}, TBT ${s.tbt}, CLS ${s.cls}`);
    const failing = performanceOnly ? s.failing.filter((id) => PERFORMANCE_AUDITS.has(id.split(' ')[0])) : s.failing;
    if (failing.length > 0) console.log(`             below 0.9: ${failing.join(', ')}`);
  }
}

/** The audits that weigh in the performance score. */
const PERFORMANCE_AUDITS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]);

async function printReadCounts() {
  const { tsImport } = await import('tsx/esm/api');
  const { readCounts } = await tsImport('../../functions/scripts/read-counts.ts', import.meta.url);
  const seed = JSON.parse(readFileSync(join(webDir, '..', 'emulator-data', 'seed.json'), 'utf8'));
  console.log('\nFirestore document reads (counted on a counting DocPort, as Firestore bills them):');
  for (const [label, reads, most] of await readCounts(seed.documents)) {
    console.log(`  ${label.padEnd(52)} ${String(reads).padStart(5)} ${reads <= most ? '(within' : '(OVER'} the ${most} allowed)`);
  }
}

await printReadCounts();
if (args.has('--reads-only')) process.exit(0);
buildRenderer();
console.log('Building the Firebase variant...');
const firebaseDir = build('firebase', 'dist-bench-firebase');
if (!args.has('--lighthouse-only')) {
  for (const [served, start] of Object.entries(SERVERS)) {
    const figures = await javascriptPerPage(firebaseDir, start);
    console.log(`\nJavaScript loaded before interaction (Firebase build, ${served}, gzip -9):`);
    for (const [page, { totalKb, files }] of Object.entries(figures)) {
      console.log(
        `  ${page.padEnd(10)} ${totalKb.toFixed(1)} kB ${totalKb <= BUDGET_KB ? '(within' : '(OVER'} the ${BUDGET_KB} kB budget)`,
      );
      if (args.has('--verbose'))
        for (const [file, size] of files) console.log(`      ${(size / 1024).toFixed(1).padStart(6)} kB  ${file}`);
    }
  }
}
if (!args.has('--size-only')) {
  const firebaseScores = await lighthouseScores(firebaseDir, servePrerendered, { blockedUrlPatterns: BACKEND_URLS });
  printScores(`Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS}), Firebase build, prerendered`, firebaseScores, {
    performanceOnly: true,
  });
  console.log('\nBuilding the demo variant...');
  const dir = build('demo', 'dist-bench-demo');
  const big = await bigSkinFigures(dir);
  console.log('\nA skin at the studio limits (20 pages, 60 containers, 300 cards), demo build, desktop Chromium:');
  for (const [label, ms] of Object.entries(big)) console.log(`  ${label.padEnd(52)} ${Math.round(ms)} ms`);
  for (const [served, start] of Object.entries(SERVERS)) {
    printScores(`Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS}), demo build, ${served}`, await lighthouseScores(dir, start));
  }
}
