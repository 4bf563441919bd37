/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  // Suites that need an emulator (*.emulator, *.auth-emulator, *.functions-emulator) run only under
  // `firebase emulators:exec` from scripts/test.mjs.
  testPathIgnorePatterns: ['/node_modules/', '\\.[a-z-]*emulator\\.test\\.ts$'],
};
