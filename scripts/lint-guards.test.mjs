/**
 * The layering lint guards every kind of import and every folder: scratch files that cross a boundary
 * by a re-export, a lazy import(), from the server renderer, or from a folder nobody decided on, each
 * fail ESLint with the project's own configuration. They are written beside the real code (the
 * boundaries plugin resolves real paths) and always removed.
 */
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';

const root = new URL('..', import.meta.url).pathname;
const written = [];

function scratch(relative, source) {
  const path = join(root, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, source);
  written.push(path);
  return path;
}

after(() => {
  for (const path of written) rmSync(path, { force: true });
  rmSync(join(root, 'web/src/scratch-folder'), { recursive: true, force: true });
});

const SCRATCH = {
  reExport: scratch('web/src/features/users/scratch-reexport.ts', "export * from '../contacts/components/ContactRow';\n"),
  lazyImport: scratch(
    'web/src/features/users/scratch-lazy.ts',
    "export const load = () => import('../contacts/components/ContactsScreen');\n",
  ),
  ssrInternals: scratch(
    'web/src/ssr/scratch-internals.ts',
    "export { ContactRow } from '../features/contacts/components/ContactRow';\n",
  ),
  unknownFolder: scratch('web/src/scratch-folder/scratch.ts', 'export const lost = 1;\n'),
};

const eslint = new ESLint({ cwd: root });
const results = await eslint.lintFiles(Object.values(SCRATCH));
const rulesBroken = (path) =>
  results
    .find((result) => result.filePath === path)
    ?.messages.filter((m) => m.severity === 2)
    .map((m) => m.ruleId) ?? [];

test("a feature re-exporting another feature's internals fails the lint", () => {
  assert.ok(rulesBroken(SCRATCH.reExport).includes('boundaries/element-types'), rulesBroken(SCRATCH.reExport).join());
});

test("a feature lazy-loading another feature's internals with import() fails the lint", () => {
  assert.ok(rulesBroken(SCRATCH.lazyImport).includes('boundaries/element-types'), rulesBroken(SCRATCH.lazyImport).join());
});

test("the server renderer reaching into a feature's internals fails the lint", () => {
  assert.ok(rulesBroken(SCRATCH.ssrInternals).includes('boundaries/entry-point'), rulesBroken(SCRATCH.ssrInternals).join());
});

test('a file in a folder the structure does not know fails the lint', () => {
  assert.ok(
    rulesBroken(SCRATCH.unknownFolder).includes('boundaries/no-unknown-files'),
    rulesBroken(SCRATCH.unknownFolder).join(),
  );
});
