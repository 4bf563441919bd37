/**
 * Can the Firestore and Storage emulators start on this machine? The Firestore emulator and the
 * Storage emulator's rules runtime are JARs that firebase-tools downloads from Google on first use
 * and runs on Java 21+. Where only the npm registry and Debian's packages are
 * reachable (Debian here ships Java 17), neither can be had, so both npm start and npm test ask
 * first and take the documented fallback instead of hanging on a download.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const REQUIRED_JAVA_MAJOR = 21;

/** The major version `java -version` reports, or null when there is no Java. */
function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8".
  return major === 1 && match[2] ? Number(match[2]) : major;
}

/** A cached emulator JAR, if firebase-tools has ever downloaded one here. */
function cachedJar(pattern) {
  const dir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jar = readdirSync(dir).find((name) => pattern.test(name));
  return jar ? join(dir, jar) : null;
}

export async function firestoreEmulatorAvailability() {
  if (process.env.FIRESTORE_EMULATOR === 'off') {
    return { available: false, reason: 'Firestore emulator disabled by FIRESTORE_EMULATOR=off' };
  }
  const java = javaMajorVersion();
  const jar = cachedJar(/^cloud-firestore-emulator-.*\.jar$/);
  const storageRules = cachedJar(/^cloud-storage-rules-runtime-.*\.jar$/);
  const problems = [];
  if (java === null) problems.push(`no Java found (${REQUIRED_JAVA_MAJOR}+ needed)`);
  else if (java < REQUIRED_JAVA_MAJOR) problems.push(`Java ${java} found, ${REQUIRED_JAVA_MAJOR} needed`);
  if (!jar) problems.push('no cached emulator JAR and no way to download it');
  if (!storageRules) problems.push('no cached Storage rules runtime JAR (npx firebase setup:emulators:storage)');
  return problems.length === 0
    ? { available: true, reason: `Java ${java}, ${jar}, ${storageRules}` }
    : { available: false, reason: `Firestore emulator unavailable: ${problems.join('; ')}` };
}
