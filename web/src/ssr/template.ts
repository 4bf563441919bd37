/**
 * The built index.html, cut once into the places a page fills in. The client build leaves a list of
 * the files a skin page needs on first paint (`<script type="application/json" id="ssr-assets">`,
 * written by vite.config.ts): the skin screen's stylesheets and chunks and each theme's stylesheet,
 * which the server links so the page arrives styled and the screen's chunk downloads at once.
 */
export interface SsrAssets {
  /** Stylesheets of each theme, by theme name. */
  themes: Record<string, string[]>;
  skinRoute: { css: string[]; js: string[] };
}

export interface Template {
  /** The whole file, without the assets list: what the fallback serves. */
  plain: string;
  assets: SsrAssets;
  /** Fills the head, the <html> attributes and #root of a copy of the template. */
  fill(parts: { htmlAttributes: string; head: string; root: string; afterRoot: string }): string;
}

export const SSR_ASSETS_ELEMENT_ID = 'ssr-assets';

const ASSETS_SCRIPT = new RegExp(`\\s*<script type="application/json" id="${SSR_ASSETS_ELEMENT_ID}">([\\s\\S]*?)</script>`);
const TITLE = /\n[ \t]*<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\n[ \t]*<meta name="description"[^>]*>/;
const ROOT = /<div id="root">[\s\S]*?<\/div>/;
const HTML_TAG = /<html([^>]*)>/;

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
  const betweenHeadAndRoot = bare.slice(headEnd, rootAt.index);
  const afterRoot = bare.slice(rootAt.index + rootAt[0].length);
  return {
    plain,
    assets,
    fill: (parts) =>
      beforeHead.replace(HTML_TAG, (_tag, attributes: string) => `<html${attributes}${parts.htmlAttributes}>`) +
      parts.head +
      betweenHeadAndRoot +
      `<div id="root">${parts.root}</div>` +
      parts.afterRoot +
      afterRoot,
  };
}

function readAssets(json: string | undefined): SsrAssets {
  const none: SsrAssets = { themes: {}, skinRoute: { css: [], js: [] } };
  if (!json) return none;
  try {
    const parsed = JSON.parse(json) as Partial<SsrAssets>;
    return { themes: parsed.themes ?? {}, skinRoute: { css: parsed.skinRoute?.css ?? [], js: parsed.skinRoute?.js ?? [] } };
  } catch {
    return none;
  }
}
