/**
 * storage.rules, checked statically (runs everywhere, no emulator): no client write anywhere, and
 * the only read is a `get` of a skin's image, never a listing. What the rules actually allow is the
 * emulator suite's job (storage-rules.emulator.test.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { READ_METHODS, WRITE_METHODS, parseRules, type Method, type ParsedRules } from './test-support/rules-parser';

const RULES_PATH = resolve(__dirname, '..', '..', '..', 'storage.rules');
const SKIN_IMAGES = /^\/b\/\{[^}/]+\}\/o\/skins\/\{[^}/]+\}\/\{[^}/]+\}\/\{[^}/]+\}$/;

const checks = {
  clientWrites: (rules: ParsedRules) =>
    rules.allows
      .filter((a) => a.methods.some((m) => WRITE_METHODS.has(m as Method)) && a.condition !== 'false')
      .map((a) => `line ${a.line}: ${a.text}`),
  readsOutsideSkinImages: (rules: ParsedRules) =>
    rules.allows
      .filter((a) => a.methods.some((m) => READ_METHODS.has(m as Method)) && !SKIN_IMAGES.test(a.path))
      .map((a) => `line ${a.line} (${a.path}): ${a.text}`),
  // `read` includes `list`: anyone could enumerate a skin's images, including ones no card shows.
  listings: (rules: ParsedRules) =>
    rules.allows.filter((a) => a.methods.some((m) => m === 'read' || m === 'list')).map((a) => `line ${a.line}: ${a.text}`),
};

describe('storage.rules: reads of skin images only, statically', () => {
  const source = readFileSync(RULES_PATH, 'utf8');
  const rules = parseRules(source);

  it('is a Cloud Storage rules file with allow statements', () => {
    expect(source).toMatch(/service firebase\.storage\s*\{/);
    expect(rules.allows.length).toBeGreaterThan(0);
  });

  it('no allow statement grants create, update, delete or write with anything but `if false`', () => {
    expect(checks.clientWrites(rules)).toEqual([]);
    expect(rules.allows.filter((a) => a.methods.includes('write')).map((a) => a.condition)).toEqual(['false']);
  });

  it('reads are allowed only on skins/{uid}/{skinId}/{image}, and only one object at a time (no listing)', () => {
    expect(checks.readsOutsideSkinImages(rules)).toEqual([]);
    expect(checks.listings(rules)).toEqual([]);
  });

  it('the read of a skin image asks for the names and the content type the callable writes', () => {
    const get = rules.allows.find((a) => a.methods.includes('get'));
    expect(get?.condition).toContain("image.matches('[A-Za-z0-9_-]+-(large|thumb)[.]webp')");
    expect(get?.condition).toContain("resource.contentType == 'image/webp'");
  });
});

describe('the storage checks catch what they are meant to catch', () => {
  const wrap = (body: string) => `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n${body}\n  }\n}\n`;

  it.each([['allow write: if request.auth != null;'], ['allow create;'], ['allow get, delete: if request.auth.uid == uid;']])(
    'flags a client write: %s',
    (statement) => {
      expect(checks.clientWrites(parseRules(wrap(`match /skins/{uid}/{skinId}/{image} { ${statement} }`)))).toHaveLength(1);
    },
  );

  it.each([['match /{all=**} { allow get: if true; }'], ['match /skins/{uid}/{file} { allow get: if true; }']])(
    'flags a read outside the skin images: %s',
    (block) => {
      expect(checks.readsOutsideSkinImages(parseRules(wrap(block)))).toHaveLength(1);
    },
  );

  it('flags a listing', () => {
    expect(checks.listings(parseRules(wrap('match /skins/{uid}/{skinId}/{image} { allow read: if true; }')))).toHaveLength(1);
  });
});
