import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
// The parser `firebase deploy` reads extensions/*.env with, so what is checked here is what it will see.
const { parse } = require('firebase-tools/lib/functions/env.js');

const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const envFile = readFileSync(new URL('../extensions/firestore-send-email.env', import.meta.url), 'utf8');

/** The params of firebase/firestore-send-email@0.2.7 (its extension.yaml), and the functions' location system param. */
const EXTENSION_PARAMS = new Set([
  'DATABASE',
  'DATABASE_REGION',
  'AUTH_TYPE',
  'SMTP_CONNECTION_URI',
  'SMTP_PASSWORD',
  'HOST',
  'OAUTH_PORT',
  'OAUTH_SECURE',
  'CLIENT_ID',
  'CLIENT_SECRET',
  'REFRESH_TOKEN',
  'USER',
  'MAIL_COLLECTION',
  'DEFAULT_FROM',
  'DEFAULT_REPLY_TO',
  'USERS_COLLECTION',
  'TEMPLATES_COLLECTION',
  'TTL_EXPIRE_TYPE',
  'TTL_EXPIRE_VALUE',
  'TLS_OPTIONS',
  'firebaseextensions.v1beta.function/location',
]);

test('the manifest pins the version whose params the .env sets', () => {
  assert.equal(firebaseJson.extensions['firestore-send-email'], 'firebase/firestore-send-email@0.2.7');
});

test("the extension's .env parses, and sets only the extension's params, every required one among them", () => {
  const { envs, errors } = parse(envFile.trim());
  assert.deepEqual(errors, []);
  assert.deepEqual(
    Object.keys(envs).filter((key) => !EXTENSION_PARAMS.has(key)),
    [],
  );
  for (const required of ['DATABASE', 'DATABASE_REGION', 'AUTH_TYPE', 'MAIL_COLLECTION', 'DEFAULT_FROM', 'TTL_EXPIRE_TYPE']) {
    assert.ok(envs[required], `${required} is set`);
  }
});

test('mail goes out of the collection the callables queue it in, from the functions region', () => {
  const { envs } = parse(envFile.trim());
  assert.equal(envs.MAIL_COLLECTION, 'mail');
  assert.equal(envs['firebaseextensions.v1beta.function/location'], 'southamerica-east1');
  assert.equal(envs.DATABASE_REGION, 'southamerica-east1');
  assert.equal(envs.AUTH_TYPE, 'UsernamePassword');
});

test('the SMTP password is a Secret Manager reference, never a value, and the URI carries none', () => {
  const { envs } = parse(envFile.trim());
  assert.match(envs.SMTP_PASSWORD, /^projects\/\$\{param:PROJECT_ID\}\/secrets\/[\w-]+\/versions\/latest$/);
  assert.match(envs.SMTP_CONNECTION_URI, /^smtps?:\/\/[^:@/]+@[^:@/]+:\d+$/, 'a user name, no password');
});

test('the committed addresses and SMTP host are placeholders (exemplo.com), to be replaced by the deployer', () => {
  const { envs } = parse(envFile.trim());
  for (const key of ['SMTP_CONNECTION_URI', 'DEFAULT_FROM', 'DEFAULT_REPLY_TO']) {
    assert.match(envs[key], /exemplo\.com/, key);
  }
});
