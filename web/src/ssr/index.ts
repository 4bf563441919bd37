/**
 * The server renderer of the public skin pages: the built index.html with the page's
 * title, description, share tags and structured data in the head, the page itself rendered by the
 * app's components inside #root, and the skin tree embedded for the client to hydrate from. The
 * caller (the HTTPS function, serve:demo) reads the store and hands the tree in; this module reads
 * nothing and touches no browser global. Built into dist-ssr/ssr.mjs by `npm run build:ssr`.
 */
import {
  addressesIn,
  framePathOf,
  MESSAGES,
  siteAddressOf,
  SITE_NAME,
  skinAddressOfSegments,
  pathSegments,
  type SiteFrame,
} from '@lab/domain/kernel';
import {
  CACHE_CONTROL,
  pageCacheControl,
  publishedPaths,
  type PageRenderer,
  type PageRequest,
  type PublishedRead,
  type RenderedPage,
} from '@lab/domain/published';
import { visibleAt } from '@lab/domain/schedule';
import { escapeHtml } from '@lab/domain/notices';
import { isFormContainer } from '@lab/domain/studio';
import type { SitemapSkin } from '@lab/domain/store';
import type { SkinRouteData } from '../app/skin-site-loader';
import { CONTACT_FORM_CONTAINER } from '../app/special-containers';
import { cardsOnPage, containersOf, mainPageOf } from '../features/skin-site';
import { DEFAULT_LOOK, themeNamed } from '../features/themes';
import { metaTags, pageMeta, privacyMeta } from './page-meta';
import { APP_ENTRY_ATTRIBUTE, APP_MODULES_ATTRIBUTE } from '../app/paint-first';
import { renderAppHtml, renderSitePageHtml } from './render-app';
import { prerenderedPageMark } from '../app/prerendered-page';
import { SKIN_DATA_ELEMENT_ID, scriptSafeJson, type EmbeddedSkinData } from '../app/skin-data';
import { parseTemplate, type ChunkFiles, type Template } from './template';

export { renderRobots } from './robots';
export { renderSitemap } from './sitemap';
export type { PageRenderer, PageRequest, RenderedPage, SitemapSkin };

export { CACHE_CONTROL } from '@lab/domain/published';

const NOT_FOUND_TITLE = `Página não encontrada · ${SITE_NAME}`;

interface Resolved {
  status: 200 | 404 | 410;
  /** The address the app is rendered at (see EmbeddedSkinData.path). */
  path: string;
  data: SkinRouteData;
  head: string;
  theme: string | null;
  /** Whether the page shows a contact form (the site's or a skin's), whose lazy chunk it then needs from the first paint. */
  showsContactForm: boolean;
  /** Whether the page shows an agenda container, whose widget's stylesheet it then links. */
  showsAgenda?: boolean;
  /** Whether the page shows a gallery with pictures, whose grid's stylesheet it then links. */
  showsGallery?: boolean;
}

function resolve(request: PageRequest, frame: SiteFrame | null, { site, hidden }: PublishedRead): Resolved {
  const { path: requested, origin } = request;
  // On a skin's domain, the app runs at the domain's address of the page.
  const path = (frame && framePathOf(frame, requested)) || requested;
  const notFoundHead = (title: string) =>
    [`<title>${escapeHtml(title)}</title>`, '<meta name="robots" content="noindex" />'].join('\n    ');
  if (!site && hidden) {
    // Gone on purpose (the moderation hid it): 410 tells crawlers to drop it, the page says why.
    const head = notFoundHead(`${MESSAGES.skinUnavailableTitle} · ${SITE_NAME}`);
    return { status: 410, path, data: { site: null, missing: 'hidden' }, head, theme: null, showsContactForm: false };
  }
  if (!site) {
    return {
      status: 404,
      path,
      data: { site: null, missing: 'not-found' },
      head: notFoundHead(NOT_FOUND_TITLE),
      theme: null,
      showsContactForm: false,
    };
  }
  const theme = themeNamed(site.skin.theme);
  const { pageId = null, cardId = null, exact = true } = skinAddressOfSegments(pathSegments(requested) ?? []) ?? {};
  const page = pageId === null ? mainPageOf(site) : (site.paginas.find((p) => p.id_pagina === pageId) ?? null);
  if (!page || !exact) {
    // The shell with the app's ERROR 404 in place of the page, as the client shows it.
    return { status: 404, path, data: { site }, head: notFoundHead(`${NOT_FOUND_TITLE}`), theme, showsContactForm: false };
  }
  const card = cardId === null ? null : (cardsOnPage(site, page).find((c) => c.id === cardId) ?? null);
  const appPaths = addressesIn(frame);
  const renderedPath = card
    ? appPaths.skinCard(site.skin.username, page.id_pagina, card.id)
    : appPaths.skinPage(site.skin.username, page.id_pagina);
  return {
    status: 200,
    path: renderedPath,
    data: { site },
    head: metaTags(pageMeta(site, page, card, { origin, appPaths, shareImages: request.shareImages === true }), SITE_NAME),
    theme,
    showsContactForm: containersOf(site, page).some(
      (container) => container.id_container === CONTACT_FORM_CONTAINER || isFormContainer(container),
    ),
    showsAgenda: containersOf(site, page).some((container) => container.tipo === 'agenda' && container.agenda !== undefined),
    showsGallery: containersOf(site, page).some((c) => c.tipo === 'galeria' && (c.galeria?.imagens.length ?? 0) > 0),
  };
}

/**
 * The stylesheets of the lazy widgets a page shows (its contact form, its agenda, its gallery), without their
 * code: they paint with the page, and their code waits for the first touch (special-containers.tsx).
 */
function lazyWidgetStyles(assets: Template['assets'], page: Resolved): ChunkFiles[] {
  return [
    ...(page.showsContactForm ? [{ css: assets.contactForm.css, js: [] }] : []),
    ...(page.showsAgenda ? [{ css: assets.booking.css, js: [] }] : []),
    ...(page.showsGallery ? [{ css: assets.gallery.css, js: [] }] : []),
  ];
}

/** A skin page's headers: cached no longer than until something on it next appears or goes (`next`). */
function pageHeaders(status: number, next: number | null, now: number): Record<string, string> {
  const cache = status === 200 ? pageCacheControl(next, now) : CACHE_CONTROL.notFound;
  return { 'content-type': 'text/html; charset=utf-8', 'cache-control': cache };
}

/** When something of the skin next appears or goes, as its site document says (published-site.ts). */
function nextChangeOf(documents: PublishedRead['documents'], skin: string): number | null {
  const next = documents[publishedPaths.site(skin)]?.['proximaMudanca'];
  return typeof next === 'number' ? next : null;
}

export function createPageRenderer(templateHtml: string): PageRenderer {
  const template: Template = parseTemplate(templateHtml);
  const { assets } = template;
  const stylesheet = (href: string) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`;
  const notInTemplate = (href: string) => !template.plain.includes(`"${href}"`);
  const { paintFirst } = assets;
  const app = template.appScripts;
  const startsAfterPaint = paintFirst !== null && app !== null;
  /**
   * The head's links for a page needing the skin screen and, on a page with a form, the form's
   * stylesheet: their stylesheets, so the first paint is styled, and their modules. The app starts after the
   * first paint when the build has the entry for it (see paint-first.ts), with those modules
   * preloaded alongside its own; otherwise (the dev server's index.html) they are preloaded at once.
   */
  const linksFor = (chunks: ChunkFiles[]) => {
    const unique = (files: string[]) => [...new Set(files)].filter(notInTemplate);
    const styles = unique(chunks.flatMap((chunk) => chunk.css)).map(stylesheet);
    const modules = unique(chunks.flatMap((chunk) => chunk.js));
    if (paintFirst === null || app === null) {
      return [...styles, ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)];
    }
    const start = `<script type="module" fetchpriority="low" crossorigin src="${escapeHtml(paintFirst)}" ${APP_ENTRY_ATTRIBUTE}="${escapeHtml(app.entry)}" ${APP_MODULES_ATTRIBUTE}="${escapeHtml([...app.modules, ...modules].join(' '))}"></script>`;
    return [...styles, start];
  };
  const skinPageLinks = linksFor([assets.skinRoute]);
  const privacyPageLinks = linksFor([assets.privacyRoute]);
  const pageLinks = (page: Resolved, widgets = lazyWidgetStyles(assets, page)) =>
    widgets.length > 0 ? linksFor([assets.skinRoute, ...widgets]) : skinPageLinks;

  const renderPage = (request: PageRequest, read: PublishedRead): RenderedPage => {
    const { documents } = read;
    const now = request.now ?? Date.now();
    // The snapshot shows what was shown when it was published; a date that came since is honoured here too.
    const site = read.site && visibleAt(read.site, now);
    const skin = siteAddressOf(request.path)?.username ?? site?.skin.username ?? '';
    const frame = request.frame ?? null;
    const page = resolve(request, frame, { ...read, site });
    const embedded: EmbeddedSkinData = { skin, path: page.path, data: page.data, documents, ...(frame ? { frame } : {}) };
    const themeLinks = page.theme ? (assets.themes[page.theme] ?? []).map(stylesheet) : [];
    const body = template.fill({
      // The theme's stylesheet is scoped to html[data-theme]: set here, the first paint is themed.
      htmlAttributes: ` data-theme="${escapeHtml(page.theme ?? 'default')}"`,
      head: ['', page.head, ...pageLinks(page), ...themeLinks, ''].join('\n    '),
      root: renderAppHtml(page.path, page.data, frame),
      withoutAppScripts: startsAfterPaint,
      afterRoot: `\n    <script type="application/json" id="${SKIN_DATA_ELEMENT_ID}">${scriptSafeJson(embedded)}</script>`,
    });
    return { status: page.status, headers: pageHeaders(page.status, nextChangeOf(documents, skin), now), body };
  };

  return {
    addressOf: siteAddressOf,
    render(request, read: PublishedRead) {
      return renderPage(request, read);
    },
    sitePage(request) {
      const root = renderSitePageHtml(request.path);
      if (root === null) return null;
      const body = template.fill({
        htmlAttributes: ` data-theme="${escapeHtml(DEFAULT_LOOK)}"`,
        head: ['', metaTags(privacyMeta(request.origin), SITE_NAME), ...privacyPageLinks, ''].join('\n    '),
        root,
        withoutAppScripts: startsAfterPaint,
        afterRoot: `\n    ${prerenderedPageMark(request.path)}`,
      });
      return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_CONTROL.page }, body };
    },
    fallback() {
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_CONTROL.fallback },
        body: template.plain,
      };
    },
  };
}
