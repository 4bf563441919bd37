/**
 * Suites of the deployed callables that write: the Functions emulator running the built functions on
 * the Firestore emulator, with Auth-emulator ID tokens and the seed. scripts/test.mjs runs this config
 * in its `deployed` step under `firebase emulators:exec --only functions,auth,firestore`, wherever
 * the Firestore emulator can start (elsewhere it names the suite as skipped).
 */
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.functions-firestore-emulator.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  testTimeout: 300000,
};
