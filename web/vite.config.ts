import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTarget } from './config/build-target';
import { sitePolicy } from './config/csp';
import { CHUNK_GROUPS } from './config/chunk-groups';

/** The chunks every page loads before anything lazy can run: preloading them again is a no-op. */
const ALWAYS_LOADED = /(^|\/)(vendor|app-shared|rolldown-runtime)-[\w-]+\.js$/;
import { THEMES } from '../packages/domain/src/kernel/constants';
import { APP_SHELL_FILE } from '../packages/domain/src/published/page-renderer';
import { renderRobots } from './src/ssr/robots';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The backend is chosen at build time (VITE_BACKEND=firebase|demo) and injected as constants, so
 * the unused adapter is never bundled and jest needs no import.meta. buildTarget refuses a demo or
 * emulator build for a real project, so the wrong app can never be deployed.
 */
const firebaseJson = JSON.parse(readFileSync(here('../firebase.json'), 'utf8')) as Parameters<typeof sitePolicy>[0];
const target = buildTarget(process.env, sitePolicy(firebaseJson));

/**
 * Lists in the built index.html the files a server-rendered skin page links in its head (see
 * src/ssr/template.ts): the skin screen's, the contact form's, the booking widget's and the privacy notice's stylesheets and chunks, each theme's stylesheet, and the
 * small entry that starts the app after the first paint (src/paint-first.ts, built as its own chunk).
 * Only index.html changes; the app's bundles stay exactly as they are.
 */
function ssrAssets(): Plugin {
  const entryOf = (bundle: Rolldown.OutputBundle, suffix: string) =>
    Object.values(bundle).find(
      (file): file is Rolldown.OutputChunk =>
        file.type === 'chunk' && (file.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(suffix),
    );
  /** The chunk and the chunks it imports statically: what loading it fetches. */
  const closure = (bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk | undefined) => {
    const seen = new Map<string, Rolldown.OutputChunk>();
    const visit = (file: Rolldown.OutputChunk) => {
      if (seen.has(file.fileName)) return;
      seen.set(file.fileName, file);
      for (const name of file.imports) {
        const next = bundle[name];
        if (next?.type === 'chunk') visit(next);
      }
    };
    if (chunk) visit(chunk);
    return [...seen.values()];
  };
  const url = (fileName: string) => `/${fileName}`;
  const cssOf = (chunks: Rolldown.OutputChunk[]) => chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]).map(url);
  return {
    name: 'lab-ssr-assets',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: here('src/paint-first.ts'), name: 'paint-first' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const skinRoute = closure(bundle, entryOf(bundle, '/src/app/routes/skin-route.tsx'));
        const contactForm = closure(bundle, entryOf(bundle, '/src/features/contact-form/index.ts'));
        const booking = closure(bundle, entryOf(bundle, '/src/features/booking/index.ts'));
        const gallery = closure(bundle, entryOf(bundle, '/src/features/gallery/index.ts'));
        const privacyRoute = closure(bundle, entryOf(bundle, '/src/app/routes/privacy-route.tsx'));
        const paintFirst = entryOf(bundle, '/src/paint-first.ts');
        const assets = {
          paintFirst: paintFirst ? url(paintFirst.fileName) : null,
          themes: Object.fromEntries(
            THEMES.map((theme) => [
              theme,
              cssOf(closure(bundle, entryOf(bundle, `/src/features/themes/${theme.toLowerCase()}.ts`))),
            ]),
          ),
          skinRoute: { css: cssOf(skinRoute), js: skinRoute.map((c) => url(c.fileName)) },
          contactForm: { css: cssOf(contactForm), js: contactForm.map((c) => url(c.fileName)) },
          booking: { css: cssOf(booking), js: booking.map((c) => url(c.fileName)) },
          gallery: { css: cssOf(gallery), js: gallery.map((c) => url(c.fileName)) },
          privacyRoute: { css: cssOf(privacyRoute), js: privacyRoute.map((c) => url(c.fileName)) },
        };
        const json = JSON.stringify(assets).replace(/</g, '\\u003c');
        return html.replace('</head>', `  <script type="application/json" id="ssr-assets">${json}</script>\n  </head>`);
      },
    },
  };
}

/**
 * robots.txt as a file of the site: Hosting serves files before its rewrites, and the Functions
 * runtime would answer the rewritten /robots.txt with an empty 404 before renderSkinPage runs.
 */
function robotsTxt(): Plugin {
  return {
    name: 'lab-robots-txt',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: renderRobots(target.siteOrigin) });
    },
  };
}

/**
 * The built app shell is written as APP_SHELL_FILE, not index.html: Hosting would serve an
 * index.html for "/" before its rewrites, and "/" on a skin's own domain is the skin's main page,
 * answered by the page function. The sources keep index.html, which Vite's dev server expects.
 */
function appShellFile(): Plugin {
  return {
    name: 'lab-app-shell-file',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: html.source });
    },
  };
}

/**
 * The signed-in area's service worker (src/service-worker/sw.ts, built to /sw.js) with the list of
 * files to precache written into it: the app shell, the scripts and styles, the icons. It injects
 * nothing into the HTML (no register script, no manifest link): public pages stay as they are, and
 * only the menu registers the worker and links web/public/manifest.webmanifest (shared/pwa).
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    devOptions: { enabled: false },
    injectManifest: {
      globPatterns: [APP_SHELL_FILE, 'assets/**/*.{js,css}', 'icons/*.png', '*.{svg,jpg}', 'manifest.webmanifest'],
      // Hashed names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      // The demo build's backend chunk (handlers and seed) is the largest file; precache it too.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}

/**
 * React Router 7 sends every bundler to its development build, dev-only warnings and checks included
 * (its maintainers call that mapping temporary, remix-run/react-router#12532); a production build takes
 * the production build it ships beside it, as React's own packages do through NODE_ENV. `vite` (the dev
 * server) keeps the development one and its warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'react-router-production-build',
    config: (_config, { command }) =>
      command === 'build'
        ? {
            resolve: {
              alias: [
                { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
                { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
              ],
            },
          }
        : {},
  };
}

export default defineConfig({
  plugins: [react(), reactRouterProductionBuild(), ssrAssets(), robotsTxt(), appShellFile(), serviceWorker()],
  define: {
    __APP_BACKEND__: JSON.stringify(target.backend),
    __USE_EMULATORS__: JSON.stringify(target.useEmulators),
    __FIREBASE_CONFIG__: JSON.stringify(target.firebase),
    __APP_CHECK_CONFIG__: JSON.stringify(target.appCheck),
    __DATA_CONTROLLER__: JSON.stringify(target.controller),
    __PUSH_VAPID_KEY__: JSON.stringify(target.pushVapidKey),
  },
  resolve: {
    alias: {
      '@seed': here('../emulator-data'),
    },
  },
  server: { port: 5173, strictPort: false, fs: { allow: [here('..')] } },
  preview: { port: 4173 },
  build: {
    outDir: process.env.VITE_OUT_DIR ?? 'dist',
    target: 'es2022',
    sourcemap: process.env.VITE_SOURCEMAP === 'true',
    // Every browser the site targets supports modulepreload natively; the polyfill only adds bytes.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's list of what to preload rides in the chunk that imports it, the route table every
      // public page loads among them; the chunks every page has already loaded are left out of it.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
});
