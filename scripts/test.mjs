#!/usr/bin/env node
/**
 * `npm test`: every suite of the project, in order, with one closing tally that names each failed
 * test. `node scripts/test.mjs STEP...` runs some steps only (STEPS below); what each runs is said
 * where it runs. A suite that cannot run on this machine (the Firestore or Storage emulator) is
 * named with why it was skipped, never counted as passed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jestFailures, tapFailures } from './test-reports.mjs';
import { EMULATOR_BUILD_ENV, EMULATOR_PROJECT, writeEmulatorConfig } from './emulator-config.mjs';
import { emulatorPorts, firestoreSuitesAvailability, storageSuiteAvailability, waitForFreePorts } from './emulator.mjs';

const root = new URL('..', import.meta.url).pathname;
const STEPS = ['lint', 'types', 'domain', 'functions', 'deployed', 'web', 'e2e', 'e2e-emulators', 'scripts', 'emulator'];
const only = process.argv.slice(2);
const unknown = only.filter((step) => !STEPS.includes(step));
if (unknown.length > 0) {
  // A mistyped step would otherwise run nothing and end green.
  console.error(`Unknown step: ${unknown.join(', ')}. Steps: ${STEPS.join(', ')}.`);
  process.exit(2);
}
const want = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0 };
const failedTests = [];
const failures = [];
const skipped = []; // Suites that could not run here: named, never counted as passed.
const workdir = mkdtempSync(join(tmpdir(), 'lab-tests-'));

/**
 * `env` adds to this process's environment; the other options go to spawnSync as they are.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions & { env?: Record<string, string> }} [options]
 */
function run(label, command, args, { env = {}, ...options } = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

/** Runs jest with a JSON report so the closing tally counts tests, not suites. */
function jest(label, cwd, configArgs) {
  const report = reportPath(label);
  run(label, 'npx', ['jest', ...configArgs, '--json', `--outputFile=${report}`], { cwd: join(root, cwd) });
  count(report);
}

/**
 * Runs jest inside `firebase emulators:exec` with the given emulators, on the emulators' copy of
 * firebase.json: it declares no extensions, which a Functions emulator would otherwise download and run.
 * `env` (from scripts/emulator.mjs) points firebase-tools at the Java and the JARs to use; `tests`
 * narrows jest to the suites these emulators serve.
 */
function jestUnderEmulators(label, emulators, config, hostingPublic, { env = {}, tests = [] } = {}) {
  const report = reportPath(label);
  const configPath = writeEmulatorConfig(root);
  if (hostingPublic) {
    const copy = JSON.parse(readFileSync(configPath, 'utf8'));
    copy.hosting.public = hostingPublic;
    writeFileSync(configPath, `${JSON.stringify(copy, null, 2)}\n`);
  }
  run(
    label,
    'npx',
    [
      'firebase',
      'emulators:exec',
      '--config',
      configPath,
      '--only',
      emulators,
      '--project',
      EMULATOR_PROJECT,
      [`npx jest --ci -c ${config} --json --outputFile=${report}`, ...tests].join(' '),
    ],
    { env },
  );
  count(report);
}

/** Waits for other people's emulators on this machine to free the fixed ports these would bind. */
async function emulatorsFree(emulators) {
  const config = JSON.parse(readFileSync(writeEmulatorConfig(root), 'utf8'));
  await waitForFreePorts(emulatorPorts(config, emulators));
}

function reportPath(label) {
  return join(workdir, `${label.replace(/\W+/g, '-')}.json`);
}

function count(report) {
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  failedTests.push(...jestFailures(root, result));
}

/** Runs node's test runner with the TAP reporter and adds its closing `# pass` / `# fail` counts to the tally. */
async function nodeTests(label, files) {
  console.log(`\n▶ ${label}`);
  const child = spawn(process.execPath, ['--test', '--test-reporter=tap', ...files], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let tap = '';
  child.stdout.on('data', (chunk) => {
    tap += chunk;
    process.stdout.write(chunk);
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  // The runner's own summary closes the output; the last match is it, whatever the tests printed.
  const summary = (name) => Number([...tap.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? NaN);
  if (status !== 0) failures.push(label);
  if (Number.isNaN(summary('pass'))) {
    totals.failed += 1;
    return;
  }
  totals.passed += summary('pass');
  totals.failed += summary('fail') + summary('cancelled');
  failedTests.push(...tapFailures(label, tap));
  for (let i = 0; i < summary('skipped'); i += 1) skipped.push(label);
}

/** Whether Chromium is where the browser suites expect it; a test run installs nothing (CI's script does). */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return true;
  console.error(
    `Chromium is needed at ${path} for the browser tests (Debian: apt-get install -y chromium; .ci/run installs it).`,
  );
  return false;
}

// The lint's own guards, beside ESLint and Prettier: each a script of this folder, tested there.
const GUARDS = [
  ['import cycles', 'import-cycles.mjs'],
  ['form fields', 'form-fields.mjs'],
  ['domain slices reached through their index', 'slice-boundaries.mjs'],
  ['card kind registries written from their folders', 'card-kinds.mjs', '--check'],
];
const TYPE_CHECKS = [
  ['domain', 'packages/domain/tsconfig.json'],
  ['card kinds (views and forms too)', 'packages/domain/src/card-kinds/tsconfig.json'],
  ['functions', 'functions/tsconfig.json'],
  ['web', 'web/tsconfig.json'],
  ['web service worker', 'web/src/service-worker/tsconfig.json'],
];
if (want('lint')) {
  // A lint failure fails the run like a failing test: the layering is part of what is tested.
  run('lint: ESLint', 'npx', ['eslint', '--max-warnings=0', '.']);
  run('lint: Prettier', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
  for (const [name, script, ...args] of GUARDS) run(`lint: ${name}`, 'node', [`scripts/${script}`, ...args]);
}
if (want('types')) {
  for (const [name, config] of TYPE_CHECKS) run(`${name}: type check`, 'npx', ['tsc', '-p', config, '--noEmit']);
  run('scripts: type check (JSDoc)', 'npx', ['tsc', '-p', 'tsconfig.scripts.json']);
}
if (want('domain')) jest('domain: validation, memory database, Store contract on memory, handlers', 'packages/domain', ['--ci']);
if (want('functions')) jest('functions: unit, Firebase layer of the callables, rules (static)', 'functions', ['--ci']);
const DEMO_BUILD = ['scripts/serve-demo.mjs', '--build-only', '--rebuild', '--dir', 'web/dist-e2e'];
const FUNCTIONS_BUILD = ['run', 'build', '--workspace', 'functions', '--', '--template-dir', 'web/dist-e2e'];
// The demo build (its app shell and renderer go into the functions bundle), then that bundle.
const buildFunctionsBundle = () =>
  run('web: demo build and server renderer', 'node', DEMO_BUILD) && run('functions: build', 'npm', FUNCTIONS_BUILD);
if (want('deployed')) {
  // The Functions, Auth and Hosting emulators are plain Node: they run everywhere, on the built functions.
  // Hosting serves the demo build (the browser tests') with firebase.json's rewrites.
  const label = 'functions: deployed callables, skin pages and owner scripts (Functions, Auth and Hosting emulators)';
  if (buildFunctionsBundle()) {
    await emulatorsFree('functions,auth,hosting');
    jestUnderEmulators(label, 'functions,auth,hosting', 'functions/jest.node-emulators.config.js', 'web/dist-e2e');
    // The callables that write (concurrent sends, bursts of messages) need the Firestore emulator as well.
    const writing = 'functions: deployed callables that write, bursts included (Functions, Auth, Firestore emulators)';
    const firestore = await firestoreSuitesAvailability();
    if (!firestore.available) {
      console.log(`SKIPPED ${writing}: ${firestore.reason}`);
      skipped.push(writing);
    } else {
      await emulatorsFree('functions,auth,firestore');
      const config = 'functions/jest.functions-firestore-emulators.config.js';
      // LAB_WEBHOOK_LOOPBACK: the emulator switch that lets webhooks reach the suite's receiver on 127.0.0.1.
      const env = { ...firestore.env, LAB_WEBHOOK_LOOPBACK: '1' };
      jestUnderEmulators(writing, 'functions,auth,firestore', config, undefined, { env });
    }
  }
}
if (want('web')) jest('web: components on the demo backend', 'web', ['--ci']);
if (want('e2e')) {
  if (ensureChromium())
    jest('web: browser tests (Chromium, demo build)', 'web', ['--ci', '-c', 'jest.e2e.config.cjs', '--runInBand']);
  else {
    failures.push('web: browser tests (Chromium missing)');
    totals.failed += 1;
  }
}
if (want('e2e-emulators')) {
  // The path that ships, in a browser: the Firebase build on Hosting, Functions, Auth and Firestore
  // emulators, wherever the Firestore emulator can start (its JAR and a Java are on the machine).
  const label = 'web: browser tests on the Emulator Suite (Chromium, Firebase build)';
  const { available, reason, env } = await firestoreSuitesAvailability();
  if (!available) {
    console.log(`SKIPPED ${label}: ${reason}`);
    skipped.push(label);
  } else if (!ensureChromium()) {
    failures.push(`${label} (Chromium missing)`);
    totals.failed += 1;
  } else if (
    run('web: Firebase build for the emulators', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: join(root, 'web'),
      env: { NODE_ENV: 'production', ...EMULATOR_BUILD_ENV, VITE_OUT_DIR: 'dist-emulators' },
    }) &&
    run('web: server renderer', 'npm', ['run', 'build:ssr', '--workspace', 'web']) &&
    run('functions: build on the emulator build', 'npm', [
      'run',
      'build',
      '--workspace',
      'functions',
      '--',
      '--template-dir',
      'web/dist-emulators',
    ])
  ) {
    jestUnderEmulators(label, 'auth,firestore,functions,hosting', 'web/jest.e2e-emulators.config.cjs', 'web/dist-emulators', {
      env,
      // One file or a few while working on them (`LAB_E2E_FILES=e2e/emulators/x.e2e.test.ts`); CI runs them all.
      tests: (process.env.LAB_E2E_FILES ?? '').split(/\s+/).filter(Boolean),
    });
  }
}
if (want('scripts')) {
  // Every suite of the scripts folder, so a new one cannot be left out of the run.
  const suites = readdirSync(join(root, 'scripts')).filter((file) => file.endsWith('.test.mjs'));
  await nodeTests(
    'scripts: npm start, serve:demo, emulator configs, extensions, lint guards, import cycles, card kind registries, reports, decisions',
    suites.sort().map((file) => `scripts/${file}`),
  );
}
if (want('emulator')) {
  // The Firestore suites and the Storage suite need different JARs: each runs wherever its own can start.
  const groups = [
    {
      label: 'functions: Store contract and Firestore rules (Firestore emulator)',
      emulators: 'firestore',
      availability: firestoreSuitesAvailability,
      tests: [
        'functions/src/store/',
        'functions/src/rules/firestore-rules',
        'functions/src/rules/live-reads',
        'functions/src/backups/',
      ],
      suites: [
        'Store contract on Firestore (functions/src/store/store.firestore.emulator.test.ts)',
        'Firestore rules (functions/src/rules/firestore-rules.emulator.test.ts)',
        'Declared reads on the rules (functions/src/rules/live-reads.emulator.test.ts)',
        'Restore drill: export, wipe, import (functions/src/backups/restore.firestore.emulator.test.ts)',
      ],
    },
    {
      label: 'functions: Storage rules (Storage emulator)',
      emulators: 'storage',
      availability: storageSuiteAvailability,
      tests: ['functions/src/rules/storage-rules'],
      suites: ['Storage rules (functions/src/rules/storage-rules.emulator.test.ts)'],
    },
  ];
  for (const group of groups) {
    const { available, reason, env } = await group.availability();
    if (available) {
      await emulatorsFree(group.emulators);
      jestUnderEmulators(group.label, group.emulators, 'functions/jest.emulator.config.js', undefined, {
        env,
        tests: group.tests,
      });
    } else {
      for (const suite of group.suites) {
        console.log(`SKIPPED ${suite}: ${reason}`);
        skipped.push(suite);
      }
    }
  }
}

rmSync(workdir, { recursive: true, force: true });
console.log('');
// Last, so a log that keeps only its tail still names what failed.
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${skipped.length} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
