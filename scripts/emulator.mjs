/**
 * Can the Firestore and Storage emulators start on this machine? Both are Java programs that
 * firebase-tools starts itself, and it refuses to start any of them under a Java older than 21,
 * whatever the JAR would accept. Their JARs are downloaded from Google on first use, which fails
 * where only the npm registry and Debian's packages are reachable, so npm start and npm test ask
 * first and take the documented fallback instead of hanging on a download.
 *
 * What each emulator can run on besides firebase-tools' own cache:
 * - Java: the `java` on PATH, or else a Java 21+ installed beside it ($JAVA_HOME, /usr/lib/jvm/*).
 *   Debian 12's default is 17; a newer JDK unpacked under /usr/lib/jvm is put first on the PATH
 *   firebase-tools is started with, since it runs whichever `java` PATH names.
 * - Firestore: the Google Cloud SDK's cloud-firestore-emulator component (a close version of the
 *   same emulator). Its JAR has no Main-Class, and firebase-tools runs an overriding JAR with
 *   `java -jar`, so the override (FIRESTORE_EMULATOR_BINARY_PATH) is a small JAR whose manifest names
 *   the main class and puts the SDK's JAR on its class path.
 * - Storage: only firebase-tools' cloud-storage-rules-runtime JAR; no other package ships it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const REQUIRED_JAVA_MAJOR = 21;
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const SDK_FIRESTORE_JAR = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

/** Where to look, overridable so the tests can build a machine of their own. */
function defaults(options) {
  const home = options.home ?? homedir();
  return {
    env: options.env ?? process.env,
    jvmRoot: options.jvmRoot ?? '/usr/lib/jvm',
    cacheDir: options.cacheDir ?? (options.env ?? process.env).XDG_CACHE_HOME ?? join(home, '.cache'),
    sdkRoots: options.sdkRoots ?? [
      (options.env ?? process.env).CLOUDSDK_ROOT_DIR,
      '/usr/lib/google-cloud-sdk',
      '/usr/share/google-cloud-sdk',
      '/opt/google-cloud-sdk',
      join(home, 'google-cloud-sdk'),
    ],
  };
}

/** The major version a `java -version` reports, or null when it does not run. */
function javaMajorVersion(java, env) {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8', env });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8".
  return major === 1 && match[2] ? Number(match[2]) : major;
}

/**
 * The Java firebase-tools can run on: the one on PATH when it is new enough, else the newest 21+
 * under $JAVA_HOME or the JVM root. `bin` is set only when PATH must be changed to reach it.
 */
export function findJava(options = {}) {
  const { env, jvmRoot } = defaults(options);
  const onPath = javaMajorVersion('java', env);
  if (onPath !== null && onPath >= REQUIRED_JAVA_MAJOR) return { major: onPath, bin: null, onPath };
  const installed = [env.JAVA_HOME, ...(existsSync(jvmRoot) ? readdirSync(jvmRoot).map((dir) => join(jvmRoot, dir)) : [])]
    .filter((home) => home && existsSync(join(home, 'bin', 'java')))
    .map((home) => realpathSync(join(home, 'bin')));
  const found = [...new Set(installed)]
    .map((bin) => ({ bin, major: javaMajorVersion(join(bin, 'java'), env) }))
    .filter(({ major }) => major !== null && major >= REQUIRED_JAVA_MAJOR)
    .sort((a, b) => b.major - a.major)[0];
  return found ? { ...found, onPath } : { major: null, bin: null, onPath };
}

/** A JAR firebase-tools has downloaded into its cache, if it ever did here. */
function cachedJar(cacheDir, pattern) {
  const dir = join(cacheDir, 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jar = readdirSync(dir).find((name) => pattern.test(name));
  return jar ? join(dir, jar) : null;
}

let crcTable;
function crc32(bytes) {
  crcTable ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A manifest's lines hold at most 72 bytes; a longer value continues on lines that start with a space. */
function manifest(entries) {
  const lines = Object.entries(entries).flatMap(([key, value]) => {
    const line = `${key}: ${value}`;
    const wrapped = [line.slice(0, 72)];
    for (let at = 72; at < line.length; at += 71) wrapped.push(` ${line.slice(at, at + 71)}`);
    return wrapped;
  });
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'ascii');
}

/** A ZIP archive of one stored (uncompressed) file: all a manifest-only JAR is. */
export function zipOfOneFile(name, data) {
  const nameBytes = Buffer.from(name, 'ascii');
  const crc = crc32(data);
  // 1980-01-01 00:00, the DOS epoch: the same bytes every time.
  const common = (header) => {
    header.writeUInt16LE(0, 0); // flags
    header.writeUInt16LE(0, 2); // stored
    header.writeUInt16LE(0, 4); // time
    header.writeUInt16LE(0x21, 6); // date
    header.writeUInt32LE(crc, 8);
    header.writeUInt32LE(data.length, 12);
    header.writeUInt32LE(data.length, 16);
    header.writeUInt16LE(nameBytes.length, 20);
    header.writeUInt16LE(0, 22); // extra field length
    return header;
  };
  const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 10, 0]), common(Buffer.alloc(24)), nameBytes, data]);
  const central = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x01, 0x02, 20, 0, 10, 0]),
    common(Buffer.alloc(24)),
    Buffer.alloc(14), // comment length, disk, attributes and the local header's offset: all 0
    nameBytes,
  ]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(local.length, 16);
  return Buffer.concat([local, central, end]);
}

/** Writes (atomically: suites may start side by side) the launcher JAR for the SDK's emulator and returns its path. */
export function writeFirestoreLauncherJar(sdkJar, cacheDir) {
  const dir = join(cacheDir, 'lab-portfolio');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'cloud-firestore-emulator-sdk-launcher.jar');
  const jar = zipOfOneFile(
    'META-INF/MANIFEST.MF',
    manifest({ 'Manifest-Version': '1.0', 'Main-Class': FIRESTORE_MAIN_CLASS, 'Class-Path': pathToFileURL(sdkJar).href }),
  );
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, jar);
  renameSync(partial, path);
  return path;
}

function javaProblem(java) {
  const elsewhere = `none on PATH, in $JAVA_HOME or the JVM directory`;
  if (java.onPath === null) return `no Java 21+ found (${elsewhere}); firebase-tools starts its Java emulators only on 21+`;
  return `Java ${java.onPath} found, firebase-tools needs ${REQUIRED_JAVA_MAJOR}+ (${elsewhere})`;
}

function withJava(java, env) {
  return java.bin ? { PATH: `${java.bin}${delimiter}${env.PATH ?? ''}` } : {};
}

/**
 * Whether a suite can run here, why (or why not), and what to add to firebase-tools' environment.
 * @typedef {{ available: boolean, reason: string, env: Record<string, string> }} Availability
 */

/**
 * The Store contract and the Firestore rules suite: a Java 21+ and a Firestore emulator JAR.
 * `env` is what firebase-tools must be started with (added to the environment) for it to find them.
 * @returns {Promise<Availability>}
 */
export async function firestoreSuitesAvailability(options = {}) {
  const { env, cacheDir, sdkRoots } = defaults(options);
  if (env.FIRESTORE_EMULATOR === 'off') {
    return { available: false, reason: 'Firestore emulator disabled by FIRESTORE_EMULATOR=off', env: {} };
  }
  const java = findJava(options);
  const problems = java.major === null ? [javaProblem(java)] : [];
  const override = env.FIRESTORE_EMULATOR_BINARY_PATH;
  const cached = cachedJar(cacheDir, /^cloud-firestore-emulator-.*\.jar$/);
  const sdkJar = sdkRoots
    .filter(Boolean)
    .map((root) => join(root, SDK_FIRESTORE_JAR))
    .find(existsSync);
  if (!override && !cached && !sdkJar) {
    problems.push('no Firestore emulator JAR (none cached by firebase-tools, no Google Cloud SDK cloud-firestore-emulator)');
  }
  if (problems.length > 0) return { available: false, reason: `Firestore emulator unavailable: ${problems.join('; ')}`, env: {} };
  // A JAR the caller chose, or firebase-tools' own, is used as it is; the SDK's only through the launcher.
  const jar = override ?? cached ?? writeFirestoreLauncherJar(sdkJar, cacheDir);
  return {
    available: true,
    reason: `Java ${java.major}, ${override ?? cached ?? sdkJar}`,
    env: { ...withJava(java, env), ...(override || cached ? {} : { FIRESTORE_EMULATOR_BINARY_PATH: jar }) },
  };
}

/** The Storage rules suite: a Java 21+ and firebase-tools' Storage rules runtime JAR. */
export async function storageSuiteAvailability(options = {}) {
  const { env, cacheDir } = defaults(options);
  const java = findJava(options);
  const problems = java.major === null ? [javaProblem(java)] : [];
  const jar = env.STORAGE_EMULATOR_BINARY_PATH ?? cachedJar(cacheDir, /^cloud-storage-rules-runtime-.*\.jar$/);
  if (!jar) problems.push('no Storage rules runtime JAR (npx firebase setup:emulators:storage, which downloads it)');
  return problems.length === 0
    ? { available: true, reason: `Java ${java.major}, ${jar}`, env: withJava(java, env) }
    : { available: false, reason: `Storage emulator unavailable: ${problems.join('; ')}`, env: {} };
}

/** Where firebase-tools unpacks the Emulator UI: ui-v{version}, the version this firebase-tools pins. */
function emulatorUiDir(cacheDir) {
  try {
    const info = createRequire(import.meta.url)('firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
    return join(cacheDir, 'firebase', 'emulators', `ui-v${info.ui.main.version}`);
  } catch {
    return null;
  }
}

/**
 * The Emulator UI: firebase-tools downloads it when `emulators:start` begins unless its pinned
 * version is already unpacked in the cache, and a failed download shuts every emulator down.
 */
export async function emulatorUiAvailability(options = {}) {
  const { cacheDir } = defaults(options);
  const dir = options.uiDir ?? emulatorUiDir(cacheDir);
  if (dir && existsSync(join(dir, 'server', 'server.mjs'))) return { available: true, reason: dir, dir };
  const where = dir ?? 'firebase-tools is not installed';
  return {
    available: false,
    reason: `Emulator UI unavailable: not in firebase-tools' cache (${where}), and it is never downloaded here`,
    dir,
  };
}

/**
 * npm start's Emulator Suite: it runs wherever the Firestore emulator can start. Auth, Functions and
 * Hosting are plain Node and always come with it; Storage and the UI only where they are already on
 * this machine, since either would otherwise be downloaded at start. `services` names what runs,
 * `unavailable` says why each of the others does not.
 * @returns {Promise<Availability & { services: string[], ui?: boolean, unavailable: string[] }>}
 */
export async function emulatorSuiteAvailability(options = {}) {
  const firestore = await firestoreSuitesAvailability(options);
  if (!firestore.available) return { available: false, reason: firestore.reason, env: {}, services: [], unavailable: [] };
  const storage = await storageSuiteAvailability(options);
  const ui = await emulatorUiAvailability(options);
  const services = ['auth', 'firestore', 'functions', 'hosting', ...(storage.available ? ['storage'] : [])];
  return {
    available: true,
    reason: firestore.reason,
    env: { ...(storage.available ? storage.env : {}), ...firestore.env },
    services,
    ui: ui.available,
    unavailable: [storage, ui].filter(({ available }) => !available).map(({ reason }) => reason),
  };
}

/** Whether nothing listens on `port` of the loopback address: a listen there succeeds. */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Waits until every port is free. Other people's emulators on this machine use the same fixed ports
 * (firebase.json): a port in use means "wait for them", never "the emulator cannot run here".
 * Rejects after `timeoutMs`, naming the ports still taken.
 * @param {number[]} ports
 */
export async function waitForFreePorts(
  ports,
  { timeoutMs = 15 * 60_000, intervalMs = 3000, log = console.log, isFree = portIsFree } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    const busy = [];
    for (const port of ports) if (!(await isFree(port))) busy.push(port);
    if (busy.length === 0) return;
    if (Date.now() >= deadline) throw new Error(`ports still in use after ${Math.round(timeoutMs / 1000)} s: ${busy.join(', ')}`);
    if (!told) log(`Waiting for ports ${busy.join(', ')}: other emulators are running on this machine.`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The ports `firebase emulators:exec --only <emulators>` binds, from the emulators' config (the hub and logging too). */
export function emulatorPorts(config, emulators) {
  return [...emulators.split(','), 'hub', 'logging']
    .map((name) => config.emulators?.[name]?.port)
    .filter((port) => typeof port === 'number');
}
