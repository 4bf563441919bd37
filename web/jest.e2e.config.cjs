/**
 * Browser tests: Debian Chromium driving a production build of the demo variant. Serial, because
 * the machine has two cores and each file starts a browser.
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  // The suite on the emulators has its own config (jest.e2e-emulators.config.cjs).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/emulators/'],
  globalSetup: '<rootDir>/e2e/global-setup.ts',
  // Every test at a phone width also asserts that no page scrolled sideways (e2e/phone-width.ts).
  setupFilesAfterEnv: ['<rootDir>/e2e/phone-width.setup.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  moduleNameMapper: {},
  testTimeout: 60000,
  maxWorkers: 1,
};
