import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { withLoopbackAllowance } from './emulator-config.mjs';

const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const csp = (config) =>
  config.hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy').value;

test('the production Content-Security-Policy reaches no loopback address', () => {
  assert.doesNotMatch(csp(firebaseJson), /127\.0\.0\.1|localhost/);
});

test('the emulator copy lets the app reach the emulators on loopback, and changes nothing else', () => {
  const emulator = csp(withLoopbackAllowance(firebaseJson));
  assert.match(emulator, /connect-src [^;]*http:\/\/127\.0\.0\.1:\*/);
  assert.match(emulator, /img-src [^;]*http:\/\/127\.0\.0\.1:\*/, 'images uploaded to the Storage emulator show');
  assert.equal(emulator.replaceAll(' http://127.0.0.1:*', ''), csp(firebaseJson));
  assert.doesNotMatch(csp(firebaseJson), /127\.0\.0\.1/, 'the original config is left untouched');
});

test('the production policy lets the reCAPTCHA Enterprise script and frame of App Check in, and frames only this site', () => {
  const policy = csp(firebaseJson);
  assert.match(policy, /script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
  assert.match(policy, /frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  // The studio previews the public site in a same-origin frame; no other site may frame it.
  assert.match(policy, /frame-ancestors 'self'/);
});
