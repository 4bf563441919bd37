/**
 * The card kinds' registries are written from their folders and the ordered list, and the lint's
 * `--check` fails while they are not: a kind's folder left out of the generated files, a folder not
 * listed, a listed kind with no folder. Each case is a tiny tree in a temp folder, checked by the very
 * command the lint runs; the last case checks the real repository.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { KIND_FILES } from './card-kinds.mjs';

const script = new URL('./card-kinds.mjs', import.meta.url).pathname;
const root = new URL('..', import.meta.url).pathname;
const FOLDER = 'packages/domain/src/card-kinds';
const trees = [];

after(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

const order = (kinds) => `export const CARD_KIND_ORDER = [${kinds.map((kind) => `'${kind}'`).join(', ')}] as const;\n`;

/** A temp tree with the list naming `listed` and a complete folder for each of `folders`. */
function tree(listed, folders, { messages = [] } = {}) {
  const at = mkdtempSync(join(tmpdir(), 'card-kinds-'));
  trees.push(at);
  addKinds(at, folders, messages);
  // The project's formatting, as the real registries are written with it.
  writeFileSync(join(at, '.prettierrc.json'), readFileSync(join(root, '.prettierrc.json')));
  writeFileSync(join(at, FOLDER, 'order.ts'), order(listed));
  return at;
}

function addKinds(at, kinds, messages = []) {
  for (const kind of kinds) {
    mkdirSync(join(at, FOLDER, kind), { recursive: true });
    for (const file of KIND_FILES) writeFileSync(join(at, FOLDER, kind, file), 'export {};\n');
    if (messages.includes(kind)) writeFileSync(join(at, FOLDER, kind, 'messages.ts'), 'export {};\n');
  }
  mkdirSync(join(at, FOLDER), { recursive: true });
}

function run(at, ...args) {
  const done = spawnSync(process.execPath, [script, '--root', at, ...args], { encoding: 'utf8' });
  return { status: done.status, output: done.stdout + done.stderr };
}

const generated = (at, name) => readFileSync(join(at, FOLDER, name), 'utf8');

test('writes one registry per side from the folders, in the listed order, and the check then passes', () => {
  const at = tree(['whatsapp', 'pix'], ['whatsapp', 'pix'], { messages: ['pix'] });
  assert.equal(run(at).status, 0);
  const pure = generated(at, 'kinds.generated.ts');
  assert.ok(pure.indexOf('whatsapp: whatsappKind') < pure.indexOf('pix: pixKind'), pure);
  assert.match(generated(at, 'stored.generated.ts'), /pix: pixStored/);
  assert.match(generated(at, 'servers.generated.ts'), /from '\.\/pix\/server'/);
  assert.match(generated(at, 'forms.generated.tsx'), /whatsapp: WhatsappForm/);
  assert.match(generated(at, 'messages.generated.ts'), /\.\.\.pixMessages/);
  assert.doesNotMatch(generated(at, 'messages.generated.ts'), /whatsappMessages/);
  const views = generated(at, 'views.generated.tsx');
  assert.match(views, /from '\.\/whatsapp\/View'/);
  // A public page loads the views registry: it must reach nothing of a kind but its View.tsx.
  assert.doesNotMatch(views, /\/(kind|stored|server|schema|Form)'|from 'zod/);
  const check = run(at, '--check');
  assert.equal(check.status, 0, check.output);
});

test('the check fails when a listed folder is missing from the generated files, naming them', () => {
  const at = tree(['whatsapp'], ['whatsapp']);
  assert.equal(run(at).status, 0);
  addKinds(at, ['instagram']);
  writeFileSync(join(at, FOLDER, 'order.ts'), order(['whatsapp', 'instagram']));
  const check = run(at, '--check');
  assert.equal(check.status, 1, check.output);
  assert.match(check.output, /npm run card-kinds/);
  assert.match(check.output, /kinds\.generated\.ts/);
  assert.match(check.output, /views\.generated\.tsx/);
  assert.doesNotMatch(generated(at, 'kinds.generated.ts'), /instagram/, 'the check writes nothing');
  assert.equal(run(at).status, 0);
  assert.equal(run(at, '--check').status, 0);
});

test('the check fails when a generated file was edited by hand', () => {
  const at = tree(['whatsapp'], ['whatsapp']);
  run(at);
  writeFileSync(join(at, FOLDER, 'forms.generated.tsx'), `${generated(at, 'forms.generated.tsx')}// by hand\n`);
  const check = run(at, '--check');
  assert.equal(check.status, 1, check.output);
  assert.match(check.output, /forms\.generated\.tsx/);
});

test('a folder that is not listed, or a listed kind with no folder or a missing file, is refused by name', () => {
  const unlisted = run(tree(['whatsapp'], ['whatsapp', 'instagram']), '--check');
  assert.equal(unlisted.status, 1);
  assert.match(unlisted.output, /card-kinds\/instagram\/ is not in CARD_KIND_ORDER/);

  const absent = run(tree(['whatsapp', 'instagram'], ['whatsapp']));
  assert.equal(absent.status, 1);
  assert.match(absent.output, /instagram is listed in CARD_KIND_ORDER but card-kinds\/instagram\/ does not exist/);

  const at = tree(['whatsapp'], ['whatsapp']);
  rmSync(join(at, FOLDER, 'whatsapp', 'server.ts'));
  const incomplete = run(at);
  assert.equal(incomplete.status, 1);
  assert.match(incomplete.output, /card-kinds\/whatsapp\/ lacks server\.ts/);

  const badName = run(tree(['Insta-gram'], ['Insta-gram']));
  assert.equal(badName.status, 1);
  assert.match(badName.output, /Insta-gram is not a kind's name/);
});

test('the repository’s card kind registries are what its folders make', () => {
  const check = run(root, '--check');
  assert.equal(check.status, 0, check.output);
});
