#!/usr/bin/env node
/**
 * `npm start`: the site with a backend a person can use.
 * - Where the Firestore emulator can start: the web app built against the emulators, then the full
 *   Emulator Suite (auth, firestore, functions, hosting, UI) seeded from emulator-data/.
 * - Elsewhere: one line saying why, then the same app on the demo backend with the same seed data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { firestoreEmulatorAvailability } from './emulator.mjs';

const root = new URL('..', import.meta.url).pathname;
const PROJECT = 'demo-lab-portfolio';
const children = [];

function start(command, args, env = {}, cwd = root) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 0);
  });
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

function mustRun(label, command, args, env = {}, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`${label} falhou.`);
    process.exit(result.status ?? 1);
  }
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const { available, reason } = await firestoreEmulatorAvailability();

if (available) {
  mustRun('Build das functions', 'npm', ['run', 'build', '--workspace', 'functions']);
  mustRun('Build do site', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
    VITE_BACKEND: 'firebase',
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT,
  }, `${root}web`);
  start('npx', ['firebase', 'emulators:start', '--project', PROJECT]);
  if (!(await waitFor('http://127.0.0.1:4400/emulators', 120000))) {
    console.error('Os emuladores não responderam em 2 minutos.');
    stopAll();
    process.exit(1);
  }
  mustRun('Carga dos dados de exemplo', 'npm', ['run', 'seed', '--workspace', 'functions'], {
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    GCLOUD_PROJECT: PROJECT,
  });
  console.log('Site: http://127.0.0.1:5000  ·  Emulator UI: http://127.0.0.1:4000');
} else {
  console.log(`${reason} — starting the same app on the demo backend (seed data from emulator-data/).`);
  start('npx', ['vite', '--host', '127.0.0.1', '--port', '5173'], { VITE_BACKEND: 'demo' }, `${root}web`);
}
