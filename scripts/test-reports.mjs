/**
 * What the test run says about each failure: CI keeps only a log's tail, so the run ends by naming
 * every failed test with the first line of why, from the runners' own reports.
 */
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The first line of a failure, without colour codes: enough to tell one failure from another. */
function firstLine(text) {
  return (
    stripVTControlCharacters(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  );
}

/** Each failed test (or suite that could not run) of a jest JSON report, named by file and title. */
export function jestFailures(root, result) {
  return result.testResults.flatMap((file) => {
    const name = relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`);
    return tests.length === 0 && file.status === 'failed' ? [`${name}\n    ${firstLine(file.message)}`] : tests;
  });
}

/** Each `not ok` of node's TAP output, named with the step it ran in. */
export function tapFailures(label, tap) {
  return [...tap.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((match) => `${label} › ${match[1]}`);
}
