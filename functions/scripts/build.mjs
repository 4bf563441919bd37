#!/usr/bin/env node
/**
 * Builds what Firebase deploys: one CommonJS bundle of src/index.ts with the domain package inlined,
 * and a package.json that names only the runtime dependencies. The domain package is a workspace, not
 * a registry package, so Cloud Build could not install it: bundling it is what lets functions/dist
 * stand alone. firebase-admin and firebase-functions stay external, as the Functions runtime expects,
 * and so does sharp: its native libvips is per platform, so Cloud Build installs the Linux one.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const here = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(`${here}package.json`, 'utf8'));
const external = ['firebase-admin', 'firebase-functions', 'sharp'];
const outdir = `${here}dist`;

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
