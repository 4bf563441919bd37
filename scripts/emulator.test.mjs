import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import {
  emulatorSuiteAvailability,
  emulatorPorts,
  emulatorUiAvailability,
  firestoreSuitesAvailability,
  storageSuiteAvailability,
  waitForFreePorts,
  writeFirestoreLauncherJar,
} from './emulator.mjs';

const pinnedUi = createRequire(import.meta.url)('firebase-tools/lib/emulator/downloadableEmulatorInfo.json').ui.main.version;
const SDK_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const scratch = mkdtempSync(join(tmpdir(), 'lab-emulator-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

let machines = 0;
/** A machine of its own: which Javas it has and where, which JARs, and nothing of the real one. */
/**
 * A made-up machine: Java on the PATH (`pathJava`: its major version), JVMs under /usr/lib/jvm, JARs
 * in firebase-tools' cache, a Cloud SDK or not, and its environment.
 * @param {{ pathJava?: number, jvms?: Record<string, number>, cached?: string[], sdk?: boolean, env?: Record<string, string> }} options
 */
function machine({ pathJava, jvms = {}, cached = [], sdk = false, env = {} }) {
  const root = join(scratch, `machine-${(machines += 1)}`);
  const bin = join(root, 'bin');
  const jvmRoot = join(root, 'jvm');
  const cacheDir = join(root, 'cache');
  mkdirSync(bin, { recursive: true });
  mkdirSync(join(cacheDir, 'firebase', 'emulators'), { recursive: true });
  const fakeJava = (dir, major) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'java'), `#!/bin/sh\necho 'openjdk version "${major}.0.1" 2025-04-15' >&2\n`);
    chmodSync(join(dir, 'java'), 0o755);
  };
  if (pathJava) fakeJava(bin, pathJava);
  for (const [name, major] of Object.entries(jvms)) fakeJava(join(jvmRoot, name, 'bin'), major);
  for (const name of cached) writeFileSync(join(cacheDir, 'firebase', 'emulators', name), '');
  const sdkRoot = join(root, 'google-cloud-sdk');
  if (sdk) {
    mkdirSync(join(sdkRoot, 'platform', 'cloud-firestore-emulator'), { recursive: true });
    writeFileSync(join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'), '');
  }
  // Only the fake javas: their shell is named by its absolute path.
  return { env: { PATH: bin, ...env }, jvmRoot, cacheDir, sdkRoots: [sdkRoot], home: root };
}

test('Debian 17 alone cannot start the Firestore emulator: firebase-tools refuses any Java before 21, and says so', async () => {
  const result = await firestoreSuitesAvailability(machine({ pathJava: 17, sdk: true }));
  assert.equal(result.available, false);
  assert.match(result.reason, /Java 17 found, firebase-tools needs 21\+/);
  assert.doesNotMatch(result.reason, /JAR/, 'the JAR is there: only Java is missing');
});

test('a Java 21+ under the JVM directory is put first on the PATH firebase-tools runs with, the newest one', async () => {
  const setup = machine({
    pathJava: 17,
    jvms: { 'java-17-openjdk-amd64': 17, 'jdk-21': 21, 'temurin-25-jdk-amd64': 25 },
    sdk: true,
  });
  const result = await firestoreSuitesAvailability(setup);
  assert.equal(result.available, true, result.reason);
  assert.equal(result.env.PATH, `${join(setup.jvmRoot, 'temurin-25-jdk-amd64', 'bin')}:${setup.env.PATH}`);
  assert.match(result.reason, /^Java 25, /);
});

test("the Cloud SDK's Firestore emulator is run through a launcher JAR, passed as firebase-tools' override", async () => {
  const setup = machine({ pathJava: 21, sdk: true });
  const result = await firestoreSuitesAvailability(setup);
  assert.equal(result.available, true, result.reason);
  assert.equal(result.env.PATH, undefined, 'the Java on PATH is new enough: PATH stays as it is');
  assert.equal(
    result.env.FIRESTORE_EMULATOR_BINARY_PATH,
    join(setup.cacheDir, 'lab-portfolio', 'cloud-firestore-emulator-sdk-launcher.jar'),
  );
  assert.ok(existsSync(result.env.FIRESTORE_EMULATOR_BINARY_PATH));
});

test("firebase-tools' own cached JAR, or an override already set, is used as it is", async () => {
  const cached = await firestoreSuitesAvailability(
    machine({ pathJava: 21, sdk: true, cached: ['cloud-firestore-emulator-v1.22.0.jar'] }),
  );
  assert.equal(cached.available, true, cached.reason);
  assert.deepEqual(cached.env, {});
  const chosen = await firestoreSuitesAvailability(
    machine({ pathJava: 21, env: { FIRESTORE_EMULATOR_BINARY_PATH: '/opt/fs.jar' } }),
  );
  assert.equal(chosen.available, true, chosen.reason);
  assert.deepEqual(chosen.env, {});
  assert.match(chosen.reason, /\/opt\/fs\.jar/);
});

test('with no Java and no JAR, the reason names both', async () => {
  const result = await firestoreSuitesAvailability(machine({}));
  assert.equal(result.available, false);
  assert.match(result.reason, /no Java 21\+ found/);
  assert.match(result.reason, /no Firestore emulator JAR/);
});

test('FIRESTORE_EMULATOR=off turns the Firestore suites off wherever they could run', async () => {
  const result = await firestoreSuitesAvailability(machine({ pathJava: 21, sdk: true, env: { FIRESTORE_EMULATOR: 'off' } }));
  assert.equal(result.available, false);
  assert.match(result.reason, /FIRESTORE_EMULATOR=off/);
});

test('the Storage suite needs the Storage rules runtime, which the Cloud SDK does not ship', async () => {
  const storage = await storageSuiteAvailability(machine({ pathJava: 17, jvms: { 'jdk-25': 25 }, sdk: true }));
  assert.equal(storage.available, false);
  assert.match(storage.reason, /no Storage rules runtime JAR/);
  assert.doesNotMatch(storage.reason, /Java/, 'a Java 25 is there');
});

test('npm start runs auth, firestore, functions and hosting wherever Firestore can start, and says why Storage and the UI do not', async () => {
  const setup = machine({ pathJava: 17, jvms: { 'jdk-25': 25 }, sdk: true });
  const suite = await emulatorSuiteAvailability(setup);
  assert.equal(suite.available, true, suite.reason);
  assert.deepEqual(suite.services, ['auth', 'firestore', 'functions', 'hosting']);
  assert.equal(suite.ui, false);
  assert.equal(suite.unavailable.length, 2);
  assert.match(suite.unavailable[0], /^Storage emulator unavailable: no Storage rules runtime JAR/);
  assert.match(suite.unavailable[1], /^Emulator UI unavailable: not in firebase-tools' cache/);
  assert.equal(suite.env.PATH, `${join(setup.jvmRoot, 'jdk-25', 'bin')}:${setup.env.PATH}`);
  assert.ok(suite.env.FIRESTORE_EMULATOR_BINARY_PATH);
});

test("npm start adds Storage and the UI where both are already in firebase-tools' cache", async () => {
  const setup = machine({ pathJava: 21, sdk: true, cached: ['cloud-storage-rules-runtime-v1.1.3.jar'] });
  const ui = await emulatorUiAvailability(setup);
  assert.equal(ui.available, false, 'no UI unpacked yet');
  assert.equal(ui.dir, join(setup.cacheDir, 'firebase', 'emulators', `ui-v${pinnedUi}`));
  mkdirSync(join(ui.dir, 'server'), { recursive: true });
  writeFileSync(join(ui.dir, 'server', 'server.mjs'), '');
  const suite = await emulatorSuiteAvailability(setup);
  assert.deepEqual(suite.services, ['auth', 'firestore', 'functions', 'hosting', 'storage']);
  assert.equal(suite.ui, true);
  assert.deepEqual(suite.unavailable, []);
});

test('the UI counts only in the version this firebase-tools pins (another would be downloaded)', async () => {
  const setup = machine({ pathJava: 21, sdk: true });
  mkdirSync(join(setup.cacheDir, 'firebase', 'emulators', 'ui-v0.0.1', 'server'), { recursive: true });
  writeFileSync(join(setup.cacheDir, 'firebase', 'emulators', 'ui-v0.0.1', 'server', 'server.mjs'), '');
  assert.equal((await emulatorUiAvailability(setup)).available, false);
});

test('without a Firestore emulator npm start stays on the demo backend, whatever else is there', async () => {
  const suite = await emulatorSuiteAvailability(machine({ pathJava: 21, cached: ['cloud-storage-rules-runtime-v1.1.3.jar'] }));
  assert.equal(suite.available, false);
  assert.match(suite.reason, /no Firestore emulator JAR/);
});

const java = spawnSync('java', ['-version']).status === 0;
test(
  "the launcher JAR starts the Cloud SDK's emulator with `java -jar`, as firebase-tools runs it",
  { skip: !(java && existsSync(SDK_JAR)) && 'needs java and the Cloud SDK cloud-firestore-emulator component' },
  () => {
    const jar = writeFirestoreLauncherJar(SDK_JAR, join(scratch, 'launcher'));
    const version = spawnSync('java', ['-jar', jar, '--version'], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(version.status, 0, version.stderr);
    assert.match(version.stdout, /^cloud-firestore-emulator \d+\.\d+\.\d+/);
  },
);

test("a port another person's emulators hold is waited for, not taken as a reason to skip", async () => {
  const taken = new Map([[8080, 2]]);
  const lines = [];
  const isFree = async (port) => {
    const left = taken.get(port) ?? 0;
    taken.set(port, left - 1);
    return left <= 0;
  };
  await waitForFreePorts([8080, 4400], { intervalMs: 0, isFree, log: (line) => lines.push(line) });
  assert.equal(taken.get(8080), -1);
  assert.deepEqual(lines, ['Waiting for ports 8080: other emulators are running on this machine.']);
});

test('a port still taken when the wait runs out is named in the failure', async () => {
  await assert.rejects(
    waitForFreePorts([9199], { timeoutMs: 0, intervalMs: 0, isFree: async () => false, log: () => {} }),
    /9199/,
  );
});

test("the ports an emulators:exec binds come from the emulators' config, with the hub and logging", () => {
  const config = {
    emulators: { firestore: { port: 8080 }, storage: { port: 9199 }, hub: { port: 4400 }, logging: { port: 4500 } },
  };
  assert.deepEqual(emulatorPorts(config, 'firestore'), [8080, 4400, 4500]);
});
