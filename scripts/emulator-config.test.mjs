import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { emulatorConfig, withLoopbackAllowance, writeEmulatorConfig } from './emulator-config.mjs';

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

test('firebase deploy installs the Trigger Email extension, at a pinned version', () => {
  assert.match(firebaseJson.extensions['firestore-send-email'], /^firebase\/firestore-send-email@\d+\.\d+\.\d+$/);
});

test('the emulator copy declares no extensions (a Functions emulator would download and run them), and keeps the rest', () => {
  const copy = emulatorConfig(firebaseJson);
  assert.equal('extensions' in copy, false);
  assert.deepEqual(
    Object.keys(copy).sort(),
    Object.keys(firebaseJson)
      .filter((key) => key !== 'extensions')
      .sort(),
  );
  assert.deepEqual(copy.functions, firebaseJson.functions);
  assert.deepEqual(copy.emulators, firebaseJson.emulators);
  assert.match(csp(copy), /connect-src [^;]*http:\/\/127\.0\.0\.1:\*/, 'with the loopback allowance too');
  assert.ok(firebaseJson.extensions, 'the original config is left untouched');
});

test('without the Storage JAR the copy declares no Storage, so firebase-tools neither starts nor downloads it', () => {
  const copy = emulatorConfig(firebaseJson, { storage: false });
  assert.equal('storage' in copy, false);
  assert.equal('storage' in copy.emulators, false);
  assert.deepEqual(copy.emulators.firestore, firebaseJson.emulators.firestore);
  assert.ok(firebaseJson.storage && firebaseJson.emulators.storage, 'the original config is left untouched');
});

test('without the cached Emulator UI the copy turns the UI off, since its download at start would stop every emulator', () => {
  assert.equal(emulatorConfig(firebaseJson, { ui: false }).emulators.ui.enabled, false);
  assert.equal(emulatorConfig(firebaseJson, { ui: false }).emulators.ui.port, firebaseJson.emulators.ui.port);
  assert.equal(emulatorConfig(firebaseJson).emulators.ui.enabled, true);
  assert.equal(firebaseJson.emulators.ui.enabled, true, 'the original config is left untouched');
});

test('the file the emulators are started with is that copy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-config-'));
  try {
    writeFileSync(join(dir, 'firebase.json'), JSON.stringify(firebaseJson));
    const path = writeEmulatorConfig(`${dir}/`);
    assert.equal(path, `${dir}/firebase.emulators.json`, 'beside firebase.json, so its relative paths still hold');
    assert.deepEqual(JSON.parse(readFileSync(path, 'utf8')), emulatorConfig(firebaseJson));
    writeEmulatorConfig(`${dir}/`, { storage: false, ui: false });
    assert.deepEqual(JSON.parse(readFileSync(path, 'utf8')), emulatorConfig(firebaseJson, { storage: false, ui: false }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
