#!/usr/bin/env node
/**
 * `npm start`: the site with a backend a person can use.
 * - Where the Firestore emulator can start: the web app built against the emulators, then the
 *   Emulator Suite seeded from emulator-data/: auth, firestore, functions and hosting, with storage
 *   and the UI only where they are already on this machine (nothing is downloaded); one line names
 *   what runs and one line each says why something does not.
 * - Elsewhere: one line saying why, then the same app on the demo backend with the same seed data,
 *   on 127.0.0.1:5173 (LAB_START_PORT picks another port): the sources through Vite with hot reload,
 *   and the public skin pages prerendered on the seed as the deployed function renders them
 *   (scripts/serve-demo.mjs --dev).
 *
 * Every command runs in a process group of its own. npx and npm start the real program as a
 * grandchild, so signalling only the direct child would leave Vite or the emulators running: a
 * SIGINT or SIGTERM here is passed to each whole group, and this process exits only once they are
 * gone, whether it came during a build step or while the site is serving.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { EMULATOR_BUILD_ENV, EMULATOR_PROJECT as PROJECT, writeEmulatorConfig } from './emulator-config.mjs';
import { emulatorSuiteAvailability } from './emulator.mjs';

const root = new URL('..', import.meta.url).pathname;
const DEMO_HOST = '127.0.0.1';
/** Time a group gets to exit on the forwarded signal (the emulators shut down gracefully) before SIGKILL. */
const GRACE_MS = 10_000;
/** Time SIGKILLed groups get to disappear; past it the script exits anyway rather than hang. */
const KILL_WAIT_MS = 3_000;
const POLL_MS = 100;
const PARENT_POLL_MS = 250;
const EXIT_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

/** Children whose process groups may still hold processes. */
const groups = new Set();
/** Set once shutting down; resolves never, because it ends in process.exit. */
let stopping = null;

function demoPort() {
  const value = process.env.LAB_START_PORT ?? '5173';
  const port = Number(value);
  if (/^\d+$/.test(value) && port >= 1 && port <= 65535) return value;
  console.error(`LAB_START_PORT inválida: "${value}" (use um número de porta entre 1 e 65535).`);
  process.exit(1);
}

/** Starts a command as the leader of a new process group; resolves with its exit code (null when signalled). */
function launch(command, args, env, cwd) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
  if (child.pid !== undefined) groups.add(child.pid);
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code));
  });
}

/** A long-running service: when it ends by itself, everything else stops and its code is ours. */
function serve(command, args, env = {}, cwd = root) {
  void launch(command, args, env, cwd).then((code) => {
    if (!stopping) void stop('SIGINT', code ?? 0);
  });
}

/** A step that must succeed before the next one; a signal meanwhile stops it like everything else. */
async function mustRun(label, command, args, env = {}, cwd = root) {
  const code = await launch(command, args, env, cwd);
  if (stopping) return stopping;
  if (code !== 0) {
    console.error(`${label} falhou.`);
    return stop('SIGINT', code ?? 1);
  }
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Whether any live process is left in the group. On Linux /proc tells zombies apart: an orphan that
 * exited may wait for a reaper that a container's init never runs, and it holds nothing.
 */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    return error.code === 'EPERM';
  }
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return true;
  }
  return entries.some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name, which may hold spaces and parentheses: state, ppid, pgrp, ...
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === pgid && state !== 'Z';
    } catch {
      return false;
    }
  });
}

async function groupsGone(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const pgid of groups) if (!groupAlive(pgid)) groups.delete(pgid);
    if (groups.size === 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Passes `signal` to every group, waits for them (SIGKILL after the grace time), then exits. */
function stop(signal, exitCode) {
  stopping ??= (async () => {
    for (const pgid of groups) signalGroup(pgid, signal);
    if (!(await groupsGone(GRACE_MS))) {
      for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
      await groupsGone(KILL_WAIT_MS);
    }
    process.exit(exitCode);
  })();
  return stopping;
}

// SIGHUP too: the groups are sessions of their own, so a closed terminal no longer hangs them up itself.
for (const signal of ['SIGHUP', 'SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // A second signal means "now": no more grace.
    if (stopping) for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
    else void stop(signal, EXIT_CODES[signal]);
  });
}

/**
 * Under `npm start` the person's handle is npm. npm passes SIGTERM and SIGINT on to its child (which
 * package.json's `exec` makes this process rather than a shell that would die of it and orphan us),
 * but npm killed outright, or hung up (it does not pass SIGHUP on), leaves this process to init,
 * where nothing would ever stop it: that reparenting counts as a SIGTERM.
 */
function stopWhenNpmIsGone() {
  if (process.env.npm_lifecycle_event !== 'start') return;
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) void stop('SIGTERM', EXIT_CODES.SIGTERM);
  }, PARENT_POLL_MS).unref();
}
stopWhenNpmIsGone();

/** Resolves true once `ready()` does (an unreachable server counts as not ready), false after `timeoutMs`. */
async function until(ready, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await ready()) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const json = async (url) => (await fetch(url)).json();
/** The hub answers before the emulators have started: it lists each one once it runs. */
const emulatorsRunning = (services) => async () => {
  const running = Object.keys(await json('http://127.0.0.1:4400/emulators'));
  return services.every((service) => running.includes(service));
};
/** The Functions emulator runs before it has loaded the functions; until then Hosting's rewrites answer 404. */
const functionsLoaded = async () =>
  (await json('http://127.0.0.1:5001/backends')).backends.some((backend) => backend.functionTriggers?.length > 0);

const port = demoPort();
const suite = await emulatorSuiteAvailability();

if (suite.available) {
  console.log(`Emulators: ${suite.services.join(', ')}${suite.ui ? ', UI' : ''} (${suite.reason}).`);
  for (const line of suite.unavailable) console.log(`${line}.`);
  await mustRun('Build das functions', 'npm', ['run', 'build', '--workspace', 'functions']);
  await mustRun('Build do site', 'npx', ['vite', 'build', '--logLevel', 'warn'], EMULATOR_BUILD_ENV, `${root}web`);
  // The Functions emulator's renderSkinPage prerenders skin pages with web/dist-ssr/ssr.mjs.
  await mustRun('Build do render das páginas', 'npm', ['run', 'build:ssr', '--workspace', 'web']);
  // Production headers allow no loopback address; the emulators get a copy that does.
  const config = writeEmulatorConfig(root, { storage: suite.services.includes('storage'), ui: suite.ui });
  // LAB_WEBHOOK_LOOPBACK: webhooks may reach a receiver of yours on http://127.0.0.1 (docs/webhooks.md); emulators only.
  serve('npx', ['firebase', 'emulators:start', '--project', PROJECT, '--config', config], {
    ...suite.env,
    LAB_WEBHOOK_LOOPBACK: '1',
  });
  if (!(await until(emulatorsRunning(suite.services), 120_000))) {
    console.error('Os emuladores não responderam em 2 minutos.');
    await stop('SIGINT', 1);
  }
  await mustRun('Carga dos dados de exemplo', 'npm', ['run', 'seed', '--workspace', 'functions'], {
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    GCLOUD_PROJECT: PROJECT,
  });
  if (!(await until(functionsLoaded, 60_000))) {
    console.error('O emulador de Functions não carregou as functions em 1 minuto.');
    await stop('SIGINT', 1);
  }
  console.log(`Site: http://127.0.0.1:5000${suite.ui ? '  ·  Emulator UI: http://127.0.0.1:4000' : ''}`);
} else {
  console.log(`${suite.reason} — starting the same app on the demo backend (seed data from emulator-data/).`);
  serve(process.execPath, [`${root}scripts/serve-demo.mjs`, '--dev', '--host', DEMO_HOST, '--port', port], {
    VITE_BACKEND: 'demo',
  });
}
