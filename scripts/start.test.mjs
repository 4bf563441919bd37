/**
 * `npm start` stops cleanly: a SIGTERM or SIGINT to the start process ends everything it started
 * (npx, npm, the shell and Vite beneath them), frees the port, and only then does it exit. The same
 * holds for a SIGTERM to the `npm start` process itself, and for npm killed outright. Also while
 * a build step is still running, which is checked on a copy of the script in a scratch project whose
 * "build" never ends, so no real build output is touched.
 *
 * Linux only: the process tree is read from /proc. Everything listens on 127.0.0.1; every wait is bounded.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const scripts = new URL('.', import.meta.url).pathname;
const HOST = '127.0.0.1';
const SITE_TIMEOUT_MS = 60_000;
/** start.mjs gives its children 10 s of grace and 3 s after SIGKILL; a little more than that. */
const EXIT_TIMEOUT_MS = 20_000;
const TEST_TIMEOUT_MS = SITE_TIMEOUT_MS + EXIT_TIMEOUT_MS + 10_000;
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
/** Skipped tests are counted as skipped (a skipped describe would count none). */
const linuxOnly = existsSync('/proc/self/stat') ? {} : { skip: 'reads the process tree from /proc (Linux only)' };

/** pid, state, ppid, pgrp and start time of every process, from /proc. */
function processTable() {
  const table = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.push({ pid: Number(entry), state: fields[0], ppid: Number(fields[1]), pgrp: Number(fields[2]), start: fields[19] });
    } catch {
      // exited while we looked
    }
  }
  return table;
}

/** Every live descendant of `pid`, identified by pid and start time so a reused pid is not mistaken for it. */
function descendants(pid) {
  const table = processTable();
  const found = [];
  const parents = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const proc of table) {
      if (!parents.has(proc.ppid) || parents.has(proc.pid)) continue;
      parents.add(proc.pid);
      if (proc.state !== 'Z') found.push(proc);
      grew = true;
    }
  }
  return found;
}

/** The processes of `tracked` that still run, and any live process left in their groups (other than this runner's). */
function leftovers(tracked) {
  const ids = new Set(tracked.map((p) => `${p.pid}:${p.start}`));
  const groups = new Set(tracked.map((p) => p.pgrp));
  groups.delete(processTable().find((p) => p.pid === process.pid)?.pgrp);
  return processTable().filter((p) => p.state !== 'Z' && (ids.has(`${p.pid}:${p.start}`) || groups.has(p.pgrp)));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Runs a start script with its output collected, and a way to wait for its exit. */
function startScript(script, env, cwd) {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return withOutput(child);
}

function withOutput(child) {
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => (done = true));
  return {
    child,
    exited,
    output: () => output,
    hasExited: () => done,
  };
}

/** If a test failed halfway, nothing it started may outlive it. */
function killAll(run, tracked) {
  if (!run.hasExited()) run.child.kill('SIGKILL');
  for (const proc of [...tracked, ...descendants(run.child.pid)]) {
    try {
      process.kill(proc.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

async function stopsCleanly(run, tracked, signal) {
  assert.ok(tracked.length > 0, 'the start process has children to stop');
  run.child.kill(signal);
  await until(() => run.hasExited(), EXIT_TIMEOUT_MS, `the start process to exit after ${signal}:\n${run.output()}`);
  const { code } = await run.exited;
  assert.equal(code, EXIT_CODES[signal], `exit code after ${signal}`);
  assert.deepEqual(leftovers(tracked), [], 'no process it started is left');
}

describe('npm start on the demo backend', () => {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    it(`stops Vite and frees the port on ${signal}`, { ...linuxOnly, timeout: TEST_TIMEOUT_MS }, async () => {
      const port = await freePort();
      const run = startScript(join(scripts, 'start.mjs'), { FIRESTORE_EMULATOR: 'off', LAB_START_PORT: String(port) });
      let tracked = [];
      try {
        await until(() => answers(`http://${HOST}:${port}/`), SITE_TIMEOUT_MS, `the site on port ${port}:\n${run.output()}`);
        // Known before any assertion, so a failing one still leaves nothing running.
        tracked = descendants(run.child.pid);
        assert.match(
          run.output(),
          /Firestore emulator disabled by FIRESTORE_EMULATOR=off.* — starting the same app on the demo backend/,
        );
        await stopsCleanly(run, tracked, signal);
        assert.equal(await portIsFree(port), true, `port ${port} is free`);
      } finally {
        killAll(run, tracked);
      }
    });
  }
});

/** `npm start` as a person (or a process manager) runs it, from the project's root. */
function npmStart(env) {
  const child = spawn('npm', ['start'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return withOutput(child);
}

describe('npm start itself signalled (npm, not the script)', () => {
  it('stops everything before npm exits when npm gets SIGTERM', { ...linuxOnly, timeout: TEST_TIMEOUT_MS }, async () => {
    const port = await freePort();
    const run = npmStart({ FIRESTORE_EMULATOR: 'off', LAB_START_PORT: String(port) });
    let tracked = [];
    try {
      await until(() => answers(`http://${HOST}:${port}/`), SITE_TIMEOUT_MS, `the site on port ${port}:\n${run.output()}`);
      tracked = descendants(run.child.pid);
      assert.ok(tracked.length > 0, 'npm start has children to stop');
      run.child.kill('SIGTERM');
      await until(() => run.hasExited(), EXIT_TIMEOUT_MS, `npm to exit after SIGTERM:\n${run.output()}`);
      // npm passes the signal on and waits for its child: once npm is gone, so is everything else.
      assert.deepEqual(leftovers(tracked), [], 'no process it started outlives npm');
      assert.equal(await portIsFree(port), true, `port ${port} is free`);
    } finally {
      killAll(run, tracked);
    }
  });

  it('stops everything when npm is killed outright', { ...linuxOnly, timeout: TEST_TIMEOUT_MS }, async () => {
    const port = await freePort();
    const run = npmStart({ FIRESTORE_EMULATOR: 'off', LAB_START_PORT: String(port) });
    let tracked = [];
    try {
      await until(() => answers(`http://${HOST}:${port}/`), SITE_TIMEOUT_MS, `the site on port ${port}:\n${run.output()}`);
      tracked = descendants(run.child.pid);
      run.child.kill('SIGKILL');
      await until(() => leftovers(tracked).length === 0, EXIT_TIMEOUT_MS, 'every process npm start started to exit');
      assert.equal(await portIsFree(port), true, `port ${port} is free`);
    } finally {
      killAll(run, tracked);
    }
  });
});

describe('npm start during a build step', () => {
  it('stops the step in progress on SIGTERM', { ...linuxOnly, timeout: TEST_TIMEOUT_MS }, async () => {
    // A scratch project where the emulators look available (a java that says 21, the Firestore and
    // Storage rules JARs in the cache), so the script takes the build path, and where the functions'
    // build never ends.
    const project = mkdtempSync(join(tmpdir(), 'lab-start-'));
    const bin = join(project, 'bin');
    const cache = join(project, 'cache');
    const marker = join(project, 'building');
    mkdirSync(join(project, 'scripts'));
    mkdirSync(join(project, 'functions'));
    mkdirSync(bin);
    mkdirSync(join(cache, 'firebase', 'emulators'), { recursive: true });
    for (const file of ['start.mjs', 'emulator.mjs', 'emulator-config.mjs'])
      copyFileSync(join(scripts, file), join(project, 'scripts', file));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, workspaces: ['functions'] }));
    const build = `node -e "require('fs').writeFileSync(process.argv[1], ''); setTimeout(() => {}, 120000)" ${JSON.stringify(marker)}`;
    writeFileSync(
      join(project, 'functions', 'package.json'),
      JSON.stringify({ name: 'functions', private: true, scripts: { build } }),
    );
    writeFileSync(join(bin, 'java'), '#!/bin/sh\necho \'openjdk version "21.0.2" 2024-01-16\' >&2\n');
    chmodSync(join(bin, 'java'), 0o755);
    writeFileSync(join(cache, 'firebase', 'emulators', 'cloud-firestore-emulator-v0.0.0.jar'), '');
    writeFileSync(join(cache, 'firebase', 'emulators', 'cloud-storage-rules-runtime-v0.0.0.jar'), '');

    const run = startScript(join(project, 'scripts', 'start.mjs'), {
      PATH: `${bin}:${process.env.PATH}`,
      XDG_CACHE_HOME: cache,
      FIRESTORE_EMULATOR: '',
    });
    let tracked = [];
    try {
      await until(() => existsSync(marker), SITE_TIMEOUT_MS, `the build step to start:\n${run.output()}`);
      tracked = descendants(run.child.pid);
      await stopsCleanly(run, tracked, 'SIGTERM');
      assert.doesNotMatch(run.output(), /falhou/, 'a stopped step is not reported as a failure');
    } finally {
      killAll(run, tracked);
      rmSync(project, { recursive: true, force: true });
    }
  });
});
