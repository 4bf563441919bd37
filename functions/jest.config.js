/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  // Suites that need the Firestore emulator run only under `firebase emulators:exec` (see scripts/test.mjs).
  testPathIgnorePatterns: ['/node_modules/', '\\.emulator\\.test\\.ts$'],
};
