/**
 * Browser tests on the path that ships: Debian Chromium driving the Firebase build served by the
 * Hosting emulator, with the functions, Auth and Firestore emulators and the seed. scripts/test.mjs
 * builds it and runs this inside `firebase emulators:exec`. Serial, like the demo suite.
 */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e/emulators'],
  testMatch: ['**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/e2e/emulators/global-setup.ts',
  // Every test at a phone width also asserts that no page scrolled sideways (e2e/phone-width.ts).
  setupFilesAfterEnv: ['<rootDir>/e2e/phone-width.setup.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  testTimeout: 90000,
  maxWorkers: 1,
};
