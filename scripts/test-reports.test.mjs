import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jestFailures, tapFailures } from './test-reports.mjs';

const root = '/repo';

describe('the failures a test run names at its end', () => {
  it('names a failed jest test by file and title, with the first line of why and no colour codes', () => {
    const report = {
      testResults: [
        {
          name: '/repo/web/e2e/a.e2e.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'works' },
            { status: 'failed', fullName: 'the form sends', failureMessages: ['\n\u001b[31mError: timed out\u001b[39m\n  at x'] },
          ],
        },
      ],
    };
    assert.deepEqual(jestFailures(root, report), ['web/e2e/a.e2e.test.ts › the form sends\n    Error: timed out']);
  });

  it('names a jest suite that could not run at all', () => {
    const report = {
      testResults: [{ name: '/repo/b.test.ts', status: 'failed', message: 'SyntaxError: nope\nmore', assertionResults: [] }],
    };
    assert.deepEqual(jestFailures(root, report), ['b.test.ts\n    SyntaxError: nope']);
  });

  it('names each `not ok` of TAP output, nested ones too, with the step', () => {
    const tap = 'ok 1 - fine\n    not ok 2 - inner breaks\nnot ok 3 - outer\n# fail 2\n';
    assert.deepEqual(tapFailures('scripts', tap), ['scripts › inner breaks', 'scripts › outer']);
  });
});
