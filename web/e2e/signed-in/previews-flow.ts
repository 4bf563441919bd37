/**
 * A skin page's HTML as a link preview or a crawler reads it (before any script runs), written once
 * for the demo build (previews.e2e.test.ts) and for the Firebase build on the Emulator Suite
 * (emulators/growth-kit).
 */
import type { Page } from 'playwright-core';

type Node = Record<string, unknown>;

export interface ServedPreview {
  /** Every JSON-LD script's text. */
  scripts: string[];
  /** The ProfilePage nodes of the first JSON-LD's @graph. */
  profiles: Node[];
  /** An Open Graph tag's content, or null. */
  og(property: string): Promise<string | null>;
}

/** `html` parsed in `page` with its scripts taken out, all but the JSON-LD: what a crawler reads. */
export async function readAsCrawler(page: Page, html: string): Promise<ServedPreview> {
  await page.setContent(html.replace(/<script(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, ''));
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = (JSON.parse(scripts[0] ?? '{}') as { '@graph'?: Node[] })['@graph'] ?? [];
  return {
    scripts,
    profiles: graph.filter((node) => node['@type'] === 'ProfilePage'),
    og: (property) =>
      page
        .locator(`meta[property="${property}"]`)
        .getAttribute('content', { timeout: 1000 })
        .catch(() => null),
  };
}
