#!/usr/bin/env node
/**
 * Hosting's predeploy step: a deploy always ships a fresh Firebase build of the web app for the
 * project being deployed. web/vite.config.ts refuses a demo or emulator build for a real project
 * (web/config/build-target.ts); this adds that the build's project is the deploy's project.
 */
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const deploying = process.env.GCLOUD_PROJECT;
const building = process.env.VITE_FIREBASE_PROJECT_ID;

if (!building) {
  console.error('Deploy recusado: defina VITE_FIREBASE_PROJECT_ID (e a configuração web do Firebase) para construir o site.');
  process.exit(1);
}
if (deploying && deploying !== building) {
  console.error(`Deploy recusado: o site seria construído para "${building}", mas o deploy é para "${deploying}".`);
  process.exit(1);
}
const result = spawnSync('npm', ['run', 'build', '--workspace', 'web'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_BACKEND: 'firebase', VITE_USE_EMULATORS: 'false' },
});
process.exit(result.status ?? 1);
