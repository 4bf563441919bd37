import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const folder = new URL('../docs/decisions/', import.meta.url);
const records = readdirSync(folder).filter((file) => /^\d{4}-.+\.md$/.test(file));
const index = readFileSync(new URL('README.md', folder), 'utf8');

test('every decision record says when it was taken and whether it holds', () => {
  for (const file of records) {
    const head = readFileSync(new URL(file, folder), 'utf8').split('\n').slice(0, 6).join('\n');
    assert.match(head, /^Date: \d{4}-\d{2}-\d{2}$/m, `${file} has no Date line under its title`);
    assert.match(head, /^Status: (accepted|proposed|superseded by \d{4})$/m, `${file} has no Status line`);
  }
});

test('the decisions index lists every record, with its date and status', () => {
  for (const file of records) {
    const text = readFileSync(new URL(file, folder), 'utf8');
    const date = /^Date: (.+)$/m.exec(text)?.[1];
    const status = /^Status: (.+)$/m.exec(text)?.[1];
    const row = index.split('\n').find((line) => line.includes(`](${file})`));
    assert.ok(row, `${file} is missing from docs/decisions/README.md`);
    assert.ok(row.includes(`| ${date} `) && row.includes(`| ${status} `), `${file}'s row disagrees with its date or status`);
  }
});
