/**
 * The server renderer of the public site, as the functions see it: the built client's app shell and
 * the SSR module the web workspace builds (`npm run build:ssr --workspace web` → web/dist-ssr/ssr.mjs,
 * one self-contained ESM file). Both travel with the functions bundle (scripts/build.mjs copies them
 * to dist/site), and the module is imported on the first request, so deploy analysis never loads React.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_SHELL_FILE, CACHE_CONTROL, type PageRenderer, type PageRequest, type RenderedPage } from '@lab/domain/published';
import { type SiteFrame } from '@lab/domain/kernel';
import type { SitemapSkin } from '@lab/domain/store';

export type { PageRenderer, PageRequest, RenderedPage };

/** What the SSR module exports. */
export interface SsrModule {
  createPageRenderer: (template: string) => PageRenderer;
  /** With `frame`, the skin's addresses on its own domain (`origin` is the domain's). */
  renderSitemap: (origin: string, skins: SitemapSkin[], frame?: SiteFrame) => string;
  renderRobots: (origin: string) => string;
}

/** The renderer bound to its template, with the sitemap and robots writers. */
export interface SiteRenderer {
  pages: PageRenderer;
  sitemap(origin: string, skins: SitemapSkin[], frame?: SiteFrame): string;
  robots(origin: string): string;
}

/** Where one build's template and SSR module are: the renderer and its template must come from one build. */
export interface SiteFiles {
  template: string;
  ssr: string;
}

/** The files of the deployed bundle: scripts/build.mjs copies both into dist/site. */
export const bundledSite = (bundleDir: string): SiteFiles => ({
  template: join(bundleDir, 'site', APP_SHELL_FILE),
  ssr: join(bundleDir, 'site', 'ssr.mjs'),
});

/** The files of the web workspace's own builds (web/dist, web/dist-ssr): the local demo server's. */
export const webBuildSite = (webDir: string): SiteFiles => ({
  template: join(webDir, 'dist', APP_SHELL_FILE),
  ssr: join(webDir, 'dist-ssr', 'ssr.mjs'),
});

/** Reads the template and imports the SSR module. */
export async function loadSiteRenderer(files: SiteFiles): Promise<SiteRenderer> {
  const template = readFileSync(files.template, 'utf8');
  // A path only known at run time: TypeScript (node16) and esbuild keep it a real import(), as ESM needs.
  const ssr = (await import(pathToFileURL(files.ssr).href)) as SsrModule;
  return { pages: ssr.createPageRenderer(template), sitemap: ssr.renderSitemap, robots: ssr.renderRobots };
}

/** The plain app shell's cache (the renderer's fallback): short, so a repaired store shows soon. */
export const FALLBACK_CACHE = CACHE_CONTROL.fallback;

/**
 * A site without its SSR module (a web build with no `build:ssr` beside it, as in an emulator run
 * that did not make one): every page is the plain app shell, as before prerendering, rather than
 * an error. The sitemap cannot be written without the renderer and answers 503.
 */
export function plainSite(template: string): SiteRenderer {
  const page = {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': FALLBACK_CACHE },
    body: template,
  };
  return {
    pages: { addressOf: () => null, render: () => page, sitePage: () => null, fallback: () => page },
    sitemap: () => {
      throw new Error('no SSR module: no sitemap');
    },
    robots: () => 'User-agent: *\nAllow: /\n',
  };
}

/** The candidates, the most recently built template first (one not built yet last). */
function newestFirst(candidates: SiteFiles[]): SiteFiles[] {
  const builtAt = (files: SiteFiles) => (existsSync(files.template) ? statSync(files.template).mtimeMs : -1);
  return [...candidates].sort((a, b) => builtAt(b) - builtAt(a));
}

/**
 * The renderer of the newest candidate whose files both exist, loaded on first use and kept; a load
 * that failed is tried again on the next request rather than remembered. With no SSR module at all,
 * the first template found is served plain (plainSite).
 */
export function lazySiteRenderer(candidates: SiteFiles[]): () => Promise<SiteRenderer> {
  let loading: Promise<SiteRenderer> | null = null;
  return () =>
    (loading ??= (async () => {
      const newest = newestFirst(candidates);
      const files = newest.find((c) => existsSync(c.template) && existsSync(c.ssr));
      if (files) return loadSiteRenderer(files);
      const template = newest.find((c) => existsSync(c.template))?.template;
      if (template) return plainSite(readFileSync(template, 'utf8'));
      throw new Error(`no built site: ${candidates.map((c) => `${c.template} + ${c.ssr}`).join(', ')}`);
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
