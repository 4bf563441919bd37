/**
 * What every public browser test shares: one server on the demo production build and one Chromium
 * per file, fresh browser contexts (so fresh storage) per test, and a record of console errors.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSite } from '../harness';

export interface PublicSite {
  url: string;
  browser: Browser;
  /** A new context (own storage) and page at `path`. */
  open(path: string, options?: { width?: number; height?: number; reducedMotion?: boolean }): Promise<OpenPage>;
  close(): Promise<void>;
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export async function startPublicSite(): Promise<PublicSite> {
  const site = await startSite();
  return {
    url: site.url,
    browser: site.browser,
    async open(path, options = {}) {
      const context = await site.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(path);
      await untilTheAppOwns(page);
      return { page, context, errors };
    },
    close: () => site.close(),
  };
}

/**
 * Resolves once the app owns the page: at once on a page the app builds itself, after hydration on a
 * prerendered one. Before that a prerendered page is the server's HTML (its links load whole pages,
 * its form cannot be sent), and the tests here try what the app does.
 */
export async function untilTheAppOwns(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getElementById('skin-data') === null || performance.getEntriesByName('lab:hydrated').length > 0,
  );
}

/** Resolves once a prerendered page has hydrated and done what follows (the demo's reconciliation). */
export async function untilSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('lab:settled').length > 0);
}

/**
 * Resolves once every animation that ends (fade-ins, transitions) has ended, so colours and layout are
 * measured as people see them; endless ones (a pulsing status dot) are left running.
 */
export async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The data-region element's size as the browser laid it out. */
export async function regionSize(page: Page, region: string): Promise<{ width: number; height: number }> {
  return page
    .locator(`[data-region="${region}"]`)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { width: box.width, height: box.height };
    });
}

/** The demo's saved documents, read straight from IndexedDB (what survives a reload). */
export async function savedDemoDocuments(page: Page): Promise<Record<string, Record<string, unknown>>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, Record<string, unknown>>>((resolve, reject) => {
        const open = indexedDB.open('lab-demo');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open falhou'));
        open.onsuccess = () => {
          const get = open.result.transaction('kv', 'readonly').objectStore('kv').get('snapshot');
          get.onerror = () => reject(get.error ?? new Error('a leitura do snapshot falhou'));
          get.onsuccess = () =>
            resolve((get.result as { docs?: Record<string, Record<string, unknown>> } | undefined)?.docs ?? {});
        };
      }),
  );
}
