#!/usr/bin/env node
/**
 * Builds what Firebase deploys: one CommonJS bundle of src/index.ts with the domain package inlined,
 * and a package.json that names only the runtime dependencies. The domain package is a workspace, not
 * a registry package, so Cloud Build could not install it: bundling it is what lets functions/dist
 * stand alone. firebase-admin and firebase-functions stay external, as the Functions runtime expects,
 * and so does sharp: its native libvips is per platform, so Cloud Build installs the Linux one.
 *
 * The public pages' function (src/hosting) renders with the web workspace's build: the client's
 * app shell (web/dist/app.html, APP_SHELL_FILE) and the SSR module (web/dist-ssr/ssr.mjs, self-contained). Both are copied
 * into dist/site, when they exist. `--with-site` (the deploy's predeploy, which builds them first)
 * refuses to build without them, so a deploy never ships a function that can only serve fallbacks.
 */
import { build } from 'esbuild';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const here = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(`${here}package.json`, 'utf8'));
const external = ['firebase-admin', 'firebase-functions', 'sharp'];
const outdir = `${here}dist`;
const web = `${here}../web/`;
const args = process.argv.slice(2);
const withSite = args.includes('--with-site');
// `--template-dir D`: the client build whose app shell the pages are rendered into (web/dist by
// default; the deployed suite's Hosting emulator serves the demo build in web/dist-e2e), relative
// to the repository.
const templateDir = args.includes('--template-dir')
  ? resolve(here, '..', args[args.indexOf('--template-dir') + 1])
  : `${web}dist`;
const { APP_SHELL_FILE } = await tsImport(`${here}../packages/domain/src/published/page-renderer.ts`, import.meta.url);
const siteFiles = [`${templateDir}/${APP_SHELL_FILE}`, `${web}dist-ssr/ssr.mjs`];

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: [`${here}src/index.ts`],
  outfile: `${outdir}/index.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
writeFileSync(
  `${outdir}/package.json`,
  `${JSON.stringify(
    {
      name: 'lab-functions',
      private: true,
      main: 'index.js',
      engines: pkg.engines,
      dependencies: Object.fromEntries(external.map((name) => [name, pkg.dependencies[name]])),
    },
    null,
    2,
  )}\n`,
);

// The share image's font (share-image-render.ts): its two files, not the whole package.
const fonts = resolve(here, '..', 'node_modules', 'dejavu-fonts-ttf', 'ttf');
mkdirSync(`${outdir}/fonts`, { recursive: true });
for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) copyFileSync(`${fonts}/${file}`, `${outdir}/fonts/${file}`);

const missing = siteFiles.filter((file) => !existsSync(file));
if (missing.length === 0) {
  // The whole SSR output, should the module ever come with a chunk beside it.
  cpSync(`${web}dist-ssr`, `${outdir}/site`, { recursive: true });
  copyFileSync(`${templateDir}/${APP_SHELL_FILE}`, `${outdir}/site/${APP_SHELL_FILE}`);
} else if (withSite) {
  console.error(`Build das functions recusado: falta o site construído (${missing.join(', ')}).`);
  process.exit(1);
}
