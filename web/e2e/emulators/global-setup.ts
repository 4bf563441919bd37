import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { AUTH_HOST, FIRESTORE_HOST, functionsLoaded, PROJECT_ID } from './emulator-site';

const FUNCTIONS_LOAD_MS = 120_000;

/** Seeds the running emulators (as npm start does) and waits for the functions behind Hosting. */
export default async function globalSetup(): Promise<void> {
  const seeded = spawnSync('npm', ['run', 'seed', '--workspace', 'functions'], {
    cwd: resolve(__dirname, '..', '..', '..'),
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
      FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
      GCLOUD_PROJECT: PROJECT_ID,
    },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`The seed did not load:\n${seeded.stdout}\n${seeded.stderr}`);
  const deadline = Date.now() + FUNCTIONS_LOAD_MS;
  while (!(await functionsLoaded())) {
    if (Date.now() > deadline) throw new Error('The Functions emulator did not load the functions.');
    await new Promise((done) => setTimeout(done, 250));
  }
}
