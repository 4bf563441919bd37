/**
 * The slice check fails the lint when a domain slice reaches into another slice's files instead of
 * its index.ts, or the kernel imports a slice, naming the import; a reach-in listed in
 * scripts/slice-reach-ins.json passes until it is gone, and then the list must lose it. Each case is a
 * tiny domain of its own in a temp folder, checked by the very command `npm run lint` runs.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';

const check = new URL('./slice-boundaries.mjs', import.meta.url).pathname;
const trees = [];
after(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

const D = 'packages/domain/src';
const base = {
  [`${D}/kernel/errors.ts`]: 'export class DomainError extends Error {}\n',
  [`${D}/skins/names.ts`]:
    "import { DomainError } from '../kernel/errors';\nexport const nameOf = (n: string) => { if (!n) throw new DomainError(); return n; };\n",
  [`${D}/skins/index.ts`]: "export * from './names';\n",
};

function checkTree(files, listed) {
  const root = mkdtempSync(join(tmpdir(), 'slice-boundaries-'));
  trees.push(root);
  const all = { ...base, ...files, ...(listed ? { 'scripts/slice-reach-ins.json': JSON.stringify(listed) } : {}) };
  for (const [path, source] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const run = spawnSync(process.execPath, [check, '--root', root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

test("a slice importing another slice's index and the kernel's files passes", () => {
  const { status, output } = checkTree({
    [`${D}/studio/page.ts`]:
      "import { nameOf } from '../skins';\nimport { DomainError } from '../kernel/errors';\nexport const page = [nameOf('a'), DomainError];\n",
  });
  assert.equal(status, 0, output);
});

test("a slice reaching into another slice's file fails, naming the import", () => {
  const { status, output } = checkTree({
    [`${D}/studio/page.ts`]: "import { nameOf } from '../skins/names';\nexport const page = nameOf('a');\n",
  });
  assert.equal(status, 1, output);
  assert.match(output, /reach into another slice's files/);
  assert.match(output, /studio\/page\.ts -> packages\/domain\/src\/skins\/names\.ts/);
});

test('the kernel importing a slice fails, even through its index', () => {
  const { status, output } = checkTree({
    [`${D}/kernel/types.ts`]: "import type { nameOf } from '../skins';\nexport type N = typeof nameOf;\n",
  });
  assert.equal(status, 1, output);
  assert.match(output, /kernel\/types\.ts -> packages\/domain\/src\/skins\/index\.ts/);
});

test('the compositions that put slices together may import their files', () => {
  const { status, output } = checkTree({
    [`${D}/handlers/index.ts`]: "import { nameOf } from '../skins/names';\nexport const handlers = { nameOf };\n",
  });
  assert.equal(status, 0, output);
});

test('a listed reach-in passes, and once it is gone the list must lose it', () => {
  const edge = `${D}/studio/page.ts -> ${D}/skins/names.ts`;
  const reaching = { [`${D}/studio/page.ts`]: "import { nameOf } from '../skins/names';\nexport const page = nameOf('a');\n" };
  assert.equal(checkTree(reaching, [edge]).status, 0);
  const { status, output } = checkTree({ [`${D}/studio/page.ts`]: 'export const page = 1;\n' }, [edge]);
  assert.equal(status, 1, output);
  assert.match(output, /listed reach-in\(s\) are gone/);
});
