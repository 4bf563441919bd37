/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/src/shared/testing/jsdom-environment.cjs',
  // The card kinds' views and forms sit in the domain package, one folder per kind, and only the web
  // compiles them: their .tsx tests run here (the domain's own .test.ts run in the domain's jest).
  roots: ['<rootDir>/src', '<rootDir>/config', '<rootDir>/../packages/domain/src/card-kinds'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  transform: {
    '^.+\\.(ts|tsx)$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  moduleNameMapper: {
    '^@seed/(.*)$': '<rootDir>/../emulator-data/$1',
    '\\.(css)$': '<rootDir>/src/test-support/style-stub.ts',
    '\\.(svg|png|jpg|jpeg|webp)$': '<rootDir>/src/test-support/asset-stub.ts',
  },
  globals: {
    __APP_BACKEND__: 'demo',
    __USE_EMULATORS__: false,
    __FIREBASE_CONFIG__: { apiKey: 'test', authDomain: 'test', projectId: 'demo-lab-portfolio', appId: 'test' },
    __APP_CHECK_CONFIG__: { siteKey: 'test-site-key' },
    __PUSH_VAPID_KEY__: null,
    __DATA_CONTROLLER__: { nome: 'Estúdio Lab (exemplo)', email: 'privacidade@lab.exemplo.com.br' },
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/packages/domain/.*\\.test\\.ts$'],
  // Above the 10 s a findBy may wait for its state on a loaded machine (src/test-setup.ts).
  testTimeout: 30_000,
};
