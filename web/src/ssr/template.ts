/**
 * The built index.html, cut once into the places a page fills in. The client build leaves a list of
 * the files a prerendered page needs (`<script type="application/json" id="ssr-assets">`, written by
 * vite.config.ts): the skin screen's, the contact form's and the privacy notice's stylesheets and chunks, each theme's
 * stylesheet, and the entry
 * that starts the app after the first paint, so the page arrives styled and paints before any of
 * the app's scripts is fetched.
 */
export interface SsrAssets {
  /** The built src/paint-first.ts, or null in a build without it (the dev server's index.html). */
  paintFirst: string | null;
  /** Stylesheets of each theme, by theme name. */
  themes: Record<string, string[]>;
  skinRoute: ChunkFiles;
  /** The contact form's lazy chunk, which its page shows from the first paint. */
  contactForm: ChunkFiles;
  /** The agenda's booking widget, lazy like the form: its page links its stylesheet from the first paint. */
  booking: ChunkFiles;
  /** A gallery's grid and viewer, lazy like the form: its page links its stylesheet from the first paint. */
  gallery: ChunkFiles;
  /** The privacy notice's screen (PRIVACY_PATH), prerendered like the skin pages. */
  privacyRoute: ChunkFiles;
}

/** A chunk's stylesheets and scripts, with those of the chunks it imports. */
export interface ChunkFiles {
  css: string[];
  js: string[];
}

/** The app's entry module and the modules the build preloads with it, as index.html links them. */
export interface AppScripts {
  entry: string;
  modules: string[];
}

export interface Template {
  /** The whole file, without the assets list: what the fallback serves. */
  plain: string;
  assets: SsrAssets;
  /** The entry script and modulepreload links of the template's head, or null when it has none. */
  appScripts: AppScripts | null;
  /**
   * Fills the head, the <html> attributes and #root of a copy of the template. `withoutAppScripts`
   * leaves out the template's entry script and modulepreload links (the head then starts the app).
   */
  fill(parts: { htmlAttributes: string; head: string; root: string; afterRoot: string; withoutAppScripts?: boolean }): string;
}

export const SSR_ASSETS_ELEMENT_ID = 'ssr-assets';

const ASSETS_SCRIPT = new RegExp(`\\s*<script type="application/json" id="${SSR_ASSETS_ELEMENT_ID}">([\\s\\S]*?)</script>`);
const TITLE = /\n[ \t]*<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\n[ \t]*<meta name="description"[^>]*>/;
const ROOT = /<div id="root">[\s\S]*?<\/div>/;
const HTML_TAG = /<html([^>]*)>/;
const ENTRY_SCRIPT = /\n[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\n[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

function appScriptsOf(head: string): AppScripts | null {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) return null;
  return { entry, modules: [...head.matchAll(MODULE_PRELOAD)].map((found) => found[1] ?? '').filter(Boolean) };
}

export function parseTemplate(template: string): Template {
  const found = ASSETS_SCRIPT.exec(template);
  const assets = readAssets(found?.[1]);
  const plain = found ? template.replace(found[0], '') : template;
  // The page writes its own title and description; the rest of the head stays as built.
  const bare = plain.replace(TITLE, '').replace(DESCRIPTION, '');
  const rootAt = ROOT.exec(bare);
  const headEnd = bare.indexOf('</head>');
  if (!rootAt || headEnd < 0) throw new Error('index.html sem </head> ou sem <div id="root">');
  const beforeHead = bare.slice(0, headEnd);
  const beforeHeadWithoutApp = beforeHead.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const betweenHeadAndRoot = bare.slice(headEnd, rootAt.index);
  const afterRoot = bare.slice(rootAt.index + rootAt[0].length);
  return {
    plain,
    assets,
    appScripts: appScriptsOf(beforeHead),
    fill: (parts) =>
      (parts.withoutAppScripts ? beforeHeadWithoutApp : beforeHead).replace(
        HTML_TAG,
        (_tag, attributes: string) => `<html${attributes}${parts.htmlAttributes}>`,
      ) +
      parts.head +
      betweenHeadAndRoot +
      `<div id="root">${parts.root}</div>` +
      parts.afterRoot +
      afterRoot,
  };
}

function readAssets(json: string | undefined): SsrAssets {
  const empty = (): ChunkFiles => ({ css: [], js: [] });
  const none: SsrAssets = {
    paintFirst: null,
    themes: {},
    skinRoute: empty(),
    contactForm: empty(),
    booking: empty(),
    gallery: empty(),
    privacyRoute: empty(),
  };
  const chunk = (files: Partial<ChunkFiles> | undefined): ChunkFiles => ({ css: files?.css ?? [], js: files?.js ?? [] });
  if (!json) return none;
  try {
    const parsed = JSON.parse(json) as Partial<SsrAssets>;
    return {
      paintFirst: typeof parsed.paintFirst === 'string' ? parsed.paintFirst : null,
      themes: parsed.themes ?? {},
      skinRoute: chunk(parsed.skinRoute),
      contactForm: chunk(parsed.contactForm),
      booking: chunk(parsed.booking),
      gallery: chunk(parsed.gallery),
      privacyRoute: chunk(parsed.privacyRoute),
    };
  } catch {
    return none;
  }
}
