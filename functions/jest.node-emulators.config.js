/**
 * Suites that need only the emulators that are plain Node and run on any machine: the deployed
 * callables in the Functions emulator (with Auth-emulator ID tokens), and the owner scripts
 * (seed-emulators' Auth half, grant-owner) against the Auth emulator. scripts/test.mjs runs this
 * config once under `firebase emulators:exec --only functions,auth`.
 */
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.functions-emulator.test.ts', '**/*.auth-emulator.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  testTimeout: 30000,
};
