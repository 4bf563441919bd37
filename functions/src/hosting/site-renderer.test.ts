/**
 * Which build the function renders with. Importing the real ESM module needs Node outside jest's
 * module system: scripts/serve-demo.test.mjs does it through this code, and the deployed suite through
 * the built bundle.
 */
import { describe, expect, it } from '@jest/globals';
import { APP_SHELL_FILE } from '@lab/domain/published';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledSite, FALLBACK_CACHE, lazySiteRenderer, webBuildSite } from './site-renderer';

const TEMPLATE = '<!doctype html><div id="root"></div>';

function scratch(): string {
  return mkdtempSync(join(tmpdir(), 'lab-site-'));
}

describe('the site the function renders with', () => {
  it('is dist/site in the bundle (the one build it was made with), web/dist + web/dist-ssr for the demo server', () => {
    expect(bundledSite('/b')).toEqual({ template: '/b/site/app.html', ssr: '/b/site/ssr.mjs' });
    expect(webBuildSite('/w')).toEqual({ template: '/w/dist/app.html', ssr: '/w/dist-ssr/ssr.mjs' });
  });

  it('serves the plain app shell for every page when a build has no SSR module, never an error page', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'site'));
    writeFileSync(join(dir, 'site', APP_SHELL_FILE), TEMPLATE);
    const site = await lazySiteRenderer([bundledSite(dir)])();
    expect(site.pages.addressOf('/lab/home')).toBeNull();
    expect(site.pages.fallback()).toEqual({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': FALLBACK_CACHE },
      body: TEMPLATE,
    });
    expect(() => site.sitemap('https://x', [])).toThrow();
    expect(site.robots('https://x')).toContain('User-agent: *');
  });

  it('renders with the build made last: an older web/dist left beside the bundle is not paired with it', async () => {
    const older = scratch();
    const newer = scratch();
    for (const [dir, shell, at] of [
      [older, '<p>old</p>', new Date('2026-01-01')],
      [newer, '<p>new</p>', new Date('2026-06-01')],
    ] as const) {
      mkdirSync(join(dir, 'site'));
      writeFileSync(join(dir, 'site', APP_SHELL_FILE), shell);
      utimesSync(join(dir, 'site', APP_SHELL_FILE), at, at);
    }
    expect((await lazySiteRenderer([bundledSite(older), bundledSite(newer)])()).pages.fallback().body).toBe('<p>new</p>');
  });

  it('fails while nothing is built, and finds the build once it is there', async () => {
    const dir = scratch();
    const site = lazySiteRenderer([bundledSite(dir)]);
    await expect(site()).rejects.toThrow('no built site');
    mkdirSync(join(dir, 'site'));
    writeFileSync(join(dir, 'site', APP_SHELL_FILE), TEMPLATE);
    expect((await site()).pages.fallback().body).toBe(TEMPLATE);
  });
});
