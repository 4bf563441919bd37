/**
 * The form-field guard fails the lint when a web component draws a field by hand: a raw <label>, or an
 * <input>/<textarea>/<select> wired to its label, hint or error by its own attributes, or with no wiring
 * handed to it at all. A control that takes its props from the shared Field (a spread) passes, and so
 * does an allow-listed file. Each case is a tiny tree in a temp folder, checked by the very command
 * `npm run lint` runs; the last case checks the real web.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';

const check = new URL('./form-fields.mjs', import.meta.url).pathname;
const root = new URL('..', import.meta.url).pathname;
const trees = [];

after(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** The guard's answer on a temp tree holding `files` (path under web/src → source). */
function checkTree(files) {
  const tree = mkdtempSync(join(tmpdir(), 'form-fields-'));
  trees.push(tree);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, 'web/src', path)), { recursive: true });
    writeFileSync(join(tree, 'web/src', path), source);
  }
  const run = spawnSync(process.execPath, [check, '--root', tree], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const component = (body) => `export function Form() {\n  return (\n    ${body}\n  );\n}\n`;

test('a raw <label> outside the shared field fails the guard, which names the file and line', () => {
  const { status, output } = checkTree({
    'features/x/components/NameForm.tsx': component('<div>\n      <label htmlFor="n">Nome</label>\n    </div>'),
  });
  assert.equal(status, 1, output);
  assert.match(output, /features\/x\/components\/NameForm\.tsx:4: raw <label>/);
});

test('a control wired to its label, hint or error by its own attributes fails the guard', () => {
  for (const wiring of ['id="n"', 'aria-label="Nome"', 'aria-labelledby="t"', 'aria-describedby="h"', 'aria-invalid']) {
    const { status, output } = checkTree({ 'features/x/components/F.tsx': component(`<input ${wiring} />`) });
    assert.equal(status, 1, `${wiring}: ${output}`);
    assert.match(output, /<input> wired by hand/);
  }
  const select = checkTree({ 'features/x/components/S.tsx': component('<select id="t" />') });
  assert.equal(select.status, 1, select.output);
  const textarea = checkTree({ 'features/x/components/T.tsx': component('<textarea aria-label="Mensagem" />') });
  assert.equal(textarea.status, 1, textarea.output);
});

test('a control with no label at all (nothing handed to it) fails the guard', () => {
  const { status, output } = checkTree({ 'features/x/components/F.tsx': component('<input value="x" readOnly />') });
  assert.equal(status, 1, output);
  assert.match(output, /<input> with no label/);
});

test("a control taking the shared Field's props, a hidden input, a <label> only mentioned, the field's own files and tests pass", () => {
  const { status, output } = checkTree({
    'features/x/components/F.tsx': component(
      '<Field id="n" label="Nome">{(control) => <input {...control} className="field" />}</Field>',
    ),
    'features/x/components/H.tsx': component('<input type="hidden" name="t" value="1" />'),
    'features/x/components/Said.tsx': component("<p title='<label>'>{/* no <label> here */}</p>"),
    'shared/ui/field/Field.tsx': component('<label htmlFor="n">x</label>'),
    'features/x/components/F.test.tsx': component('<label>teste</label>'),
  });
  assert.equal(status, 0, output);
});

test('the web as it stands passes the guard', () => {
  const run = spawnSync(process.execPath, [check], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout + run.stderr);
});
