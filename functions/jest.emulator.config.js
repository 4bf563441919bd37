/**
 * The suites that need the Firestore emulator: run only under `firebase emulators:exec`
 * (scripts/test.mjs decides whether the emulator can start on this machine).
 */
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  rootDir: __dirname,
  testMatch: ['**/*.emulator.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
};
