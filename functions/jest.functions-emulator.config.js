/**
 * The deployed callables, served by the Functions emulator with ID tokens from the Auth emulator:
 * run under `firebase emulators:exec --only functions,auth` (both run on any machine with Node).
 */
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  rootDir: __dirname,
  testMatch: ['**/*.functions-emulator.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  testTimeout: 30000,
};
