/**
 * The import-cycle check fails the lint on any circle of imports, naming its files, type-only imports
 * included, and on a domain file importing its package's own barrel; a tree without either passes.
 * Each case is a tiny tree of its own in a temp folder, checked by the very command `npm run lint` runs.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';

const check = new URL('./import-cycles.mjs', import.meta.url).pathname;
const trees = [];

after(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** A temp tree with `files` (path → source), and the check's answer on its `src` and `packages` folders. */
function checkTree(files) {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  trees.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const run = spawnSync(process.execPath, [check, '--root', root, 'src', 'packages'], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

test('two files importing each other fail the check, which names both', () => {
  const { status, output } = checkTree({
    'src/orders.ts': "import { priceOf } from './prices';\nexport const order = { price: priceOf('a') };\n",
    'src/prices.ts':
      "import type { order } from './orders';\nexport const priceOf = (_: string): number => 1;\nexport type O = typeof order;\n",
  });
  assert.equal(status, 1, output);
  assert.match(output, /import cycle of 2 file\(s\)/);
  assert.match(output, /src\/orders\.ts/);
  assert.match(output, /src\/prices\.ts/);
});

test('a longer way round, through a re-export, fails the check too', () => {
  const { status, output } = checkTree({
    'src/a.ts': "export { b } from './b';\nexport const a = 1;\n",
    'src/b.ts': "import { c } from './c';\nexport const b = c;\n",
    'src/c.ts': "import { a } from './a';\nexport const c = a;\n",
  });
  assert.equal(status, 1, output);
  assert.match(output, /import cycle of 3 file\(s\)/);
  assert.match(output, /for example: src\/a\.ts -> src\/b\.ts -> src\/c\.ts -> src\/a\.ts/);
});

test('imports that all run one way pass the check', () => {
  const { status, output } = checkTree({
    'src/orders.ts': "import { priceOf } from './prices';\nexport const order = { price: priceOf('a') };\n",
    'src/prices.ts':
      "import type { Currency } from './currency';\nexport const priceOf = (_: string): number => 1;\nexport type P = Currency;\n",
    'src/currency.ts': "export type Currency = 'BRL';\n",
  });
  assert.equal(status, 0, output);
  assert.equal(output, '');
});

test("a domain file importing its package's own barrel fails the check, even without a cycle", () => {
  const { status, output } = checkTree({
    'packages/domain/src/index.ts': "export * from './names';\n",
    'packages/domain/src/names.ts': 'export const nameOf = (s: string) => s.trim();\n',
    'packages/domain/src/handlers/greet.ts':
      "import { nameOf } from '..';\nexport const greet = (s: string) => `Olá, ${nameOf(s)}`;\n",
  });
  assert.equal(status, 1, output);
  assert.match(output, /1 file\(s\) import their package's own barrel packages\/domain\/src\/index\.ts/);
  assert.match(output, /^ {2}packages\/domain\/src\/handlers\/greet\.ts$/m);
  assert.doesNotMatch(output, /import cycle/);
});

test('the repository itself has no import cycle and no domain file importing its barrel', () => {
  const run = spawnSync(process.execPath, [check], { cwd: new URL('..', import.meta.url).pathname, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout + run.stderr);
});
