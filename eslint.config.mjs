/**
 * The project's structure, checked by the build rather than described in comments:
 * - the domain package imports no Firebase SDK; in the web only the Firebase adapter does;
 * - in the web, imports flow app -> features -> shared, features never import each other, and the
 *   app reaches a feature only through its index.ts;
 * - typed rules: no `any`, no floating promises; React's rules of hooks.
 * Prettier owns the formatting (`npm run format`), so no stylistic rule lives here.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FIREBASE_SDKS = [
  'firebase',
  'firebase/*',
  '@firebase/*',
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
];
const sdkOutsideAdapter = (where) => ({
  group: FIREBASE_SDKS,
  message: `Firebase SDKs are imported only inside the adapters (${where}); call the Backend port or the Store port instead.`,
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'web/dist-*/**', 'functions/lib/**', 'coverage/**', '.bench/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // An async function without await is the plain way to return a promise whose throws become rejections.
      '@typescript-eslint/require-await': 'off',
      // Small units: a file does one thing, a function fits on a screen.
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    // Plain JavaScript (configs, scripts): no type information to lint with.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs', '**/jest*.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', '**/test-support/**', '**/testing/**', '**/*.contract.ts', 'web/e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // A suite is as long as the behaviour it describes; describe() blocks are long by nature.
      'max-lines': 'off',
      'max-lines-per-function': 'off',
      // jest's expect(fn).toHaveBeenCalled(), mocks and asymmetric matchers (typed any) trip these
      // without finding real bugs.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },

  // ---------- the domain: no SDK at all ----------
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FIREBASE_SDKS,
              message: 'The domain package runs in the browser, jest and the Functions alike: it imports no Firebase SDK.',
            },
          ],
        },
      ],
    },
  },

  // ---------- the web ----------
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['web/src/**/*'],
      // Re-exports and lazy import() are dependencies too: a feature reached through either is checked.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app', mode: 'folder' },
        { type: 'feature', pattern: 'web/src/features/*', mode: 'folder', capture: ['feature'] },
        { type: 'shared', pattern: 'web/src/shared', mode: 'folder' },
        // The server renderer: the app's routes on the server, an entry like main.tsx.
        { type: 'ssr', pattern: 'web/src/ssr', mode: 'folder' },
        { type: 'test-support', pattern: 'web/src/test-support', mode: 'folder' },
        // The service worker: its own global and its own build (vite-plugin-pwa), reached by no page.
        { type: 'service-worker', pattern: 'web/src/service-worker', mode: 'folder' },
        { type: 'entry', pattern: 'web/src/*', mode: 'file' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [sdkOutsideAdapter('web/src/shared/backend/firebase')] }],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            'Imports flow app -> features -> shared, and features never import each other (here: ${file.type} ${file.feature} imports ${dependency.type} ${dependency.feature}).',
          rules: [
            { from: ['entry'], allow: ['app', 'shared', 'entry'] },
            { from: ['ssr'], allow: ['ssr', 'app', 'feature', 'shared', 'entry'] },
            { from: ['test-support'], allow: ['test-support'] },
            { from: ['service-worker'], allow: ['service-worker'] },
            { from: ['app'], allow: ['app', 'feature', 'shared'] },
            { from: ['feature'], allow: [['feature', { feature: '${from.feature}' }], 'shared'] },
            { from: ['shared'], allow: ['shared'] },
          ],
        },
      ],
      // A file in no known folder, or an import of one, is a structure nobody decided on.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown': 'error',
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            { target: ['feature'], disallow: '**', message: 'Import a feature only through its index.ts.' },
            { target: ['feature'], allow: 'index.ts' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/shared/backend/firebase/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
