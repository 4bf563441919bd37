/**
 * The burst of contact messages on the Functions, Auth and Firestore emulators (the built callables,
 * the seed, the work after each message commits). scripts/test.mjs runs it as the `burst` step,
 * wherever the Firestore emulator can start.
 */
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.burst-emulator.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  testTimeout: 300000,
};
