/**
 * The security model (docs/security.md: who reads what), checked statically on firestore.rules (runs everywhere, no
 * emulator): no client write anywhere, every collection of the model has its match block, the
 * server-only collections have none, and public reads stay inside the skin trees and add_ons.
 * What each rule actually allows is the emulator suite's job (firestore-rules.emulator.test.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  METHODS,
  READ_METHODS,
  WRITE_METHODS,
  collectionOf,
  parseRules,
  wildcardCollections,
  type AllowStatement,
  type Method,
  type ParsedRules,
} from './test-support/rules-parser';
import { MODEL_COLLECTIONS, PUBLIC_COLLECTIONS, SERVER_ONLY_COLLECTIONS } from './test-support/security-model';

/** The published snapshot's collections: public, but withdrawn from view while their skin is hidden. */
const SNAPSHOT_COLLECTIONS = ['sites', 'paginasPublicadas', 'cardsPublicados'];

const RULES_PATH = resolve(__dirname, '..', '..', '..', 'firestore.rules');

/**
 * Whether a match path sits in a public tree: under users/{uid}/skins, a collection-group match of a
 * public collection, add_ons, or the published snapshot under sites/{username}.
 */
function isPublicPath(path: string): boolean {
  const collection = collectionOf(path);
  if (collection === null || !PUBLIC_COLLECTIONS.has(collection)) return false;
  return (
    /^\/users\/\{[^}/]+\}\/skins\/\{[^}/]+\}(\/|$)/.test(path) ||
    /^\/\{[^}/]+=\*\*\}\//.test(path) ||
    /^\/add_ons\/\{[^}/]+\}$/.test(path) ||
    /^\/sites\/\{[^}/]+\}(\/(paginasPublicadas|cardsPublicados)\/\{[^}/]+\})?$/.test(path) ||
    /^\/sitesOcultos\/\{[^}/]+\}$/.test(path)
  );
}

const grantsWrite = (allow: AllowStatement) => allow.methods.some((m) => WRITE_METHODS.has(m as Method));
const grantsRead = (allow: AllowStatement) => allow.methods.some((m) => READ_METHODS.has(m as Method));
/** True when the condition always holds: no condition, `true`, or `true` joined by `||`. */
const alwaysTrue = (condition: string | null) =>
  condition === null || /^\(?\s*true\s*\)?$/.test(condition) || /(^|\|\|)\s*true\s*($|\|\|)/.test(condition);

/** Each check returns the offending statements or paths, so a failure names them. */
const checks = {
  unknownMethods: (rules: ParsedRules) =>
    rules.allows.filter((a) => a.methods.some((m) => !METHODS.includes(m as Method))).map((a) => `line ${a.line}: ${a.text}`),
  clientWrites: (rules: ParsedRules) =>
    rules.allows.filter((a) => grantsWrite(a) && a.condition !== 'false').map((a) => `line ${a.line}: ${a.text}`),
  missingCollections: (rules: ParsedRules) => {
    const present = new Set(rules.matches.map((m) => collectionOf(m.path)));
    return MODEL_COLLECTIONS.filter((c) => !present.has(c));
  },
  serverOnlyMatches: (rules: ParsedRules) =>
    rules.matches
      .filter((m) => m.path.split('/').some((segment) => (SERVER_ONLY_COLLECTIONS as readonly string[]).includes(segment)))
      .map((m) => `line ${m.line}: match ${m.path}`),
  wildcardCollections: (rules: ParsedRules) =>
    rules.matches.filter((m) => wildcardCollections(m.path).length > 0).map((m) => `line ${m.line}: match ${m.path}`),
  publicReadsOutsidePublicTrees: (rules: ParsedRules) =>
    rules.allows
      .filter((a) => grantsRead(a) && alwaysTrue(a.condition) && !isPublicPath(a.path))
      .map((a) => `line ${a.line} (${a.path}): ${a.text}`),
};

describe('firestore.rules: the security model, statically', () => {
  const rules = parseRules(readFileSync(RULES_PATH, 'utf8'));

  it('parses: it has match blocks and allow statements', () => {
    expect(rules.matches.length).toBeGreaterThan(10);
    expect(rules.allows.length).toBeGreaterThan(10);
    expect(checks.unknownMethods(rules)).toEqual([]);
  });

  it('no allow statement grants create, update, delete or write with anything but `if false`', () => {
    expect(checks.clientWrites(rules)).toEqual([]);
  });

  it('every collection of the security model has a match block', () => {
    expect(checks.missingCollections(rules)).toEqual([]);
  });

  it("usernames, dominios, rateLimits, geoCache and a skin's imagens have no match block (server-only)", () => {
    expect(checks.serverOnlyMatches(rules)).toEqual([]);
  });

  it('no wildcard stands for a collection id (it would reach usernames and rateLimits too)', () => {
    expect(checks.wildcardCollections(rules)).toEqual([]);
  });

  it('`allow read: if true` appears only in the public skin trees and add_ons', () => {
    expect(checks.publicReadsOutsidePublicTrees(rules)).toEqual([]);
  });

  it('the public skin tree and add_ons are readable by anyone (the public pages need no sign-in)', () => {
    const publicPaths = rules.allows.filter((a) => grantsRead(a) && alwaysTrue(a.condition)).map((a) => collectionOf(a.path));
    const unconditional = [...PUBLIC_COLLECTIONS].filter((c) => !SNAPSHOT_COLLECTIONS.includes(c));
    expect([...new Set(publicPaths)].sort()).toEqual(unconditional.sort());
  });

  it('the published snapshot is read by anyone, by address, unless the moderation hid its skin', () => {
    for (const collection of SNAPSHOT_COLLECTIONS) {
      const reads = rules.allows.filter((a) => collectionOf(a.path) === collection && grantsRead(a));
      expect(reads.map((a) => [a.methods, a.condition])).toEqual([[['get'], 'visibleSite(username)']]);
    }
  });

  it('the access log, navigation records and visit counters are read by owners alone', () => {
    for (const collection of ['acessos', 'navegacoes', 'estatisticas']) {
      const reads = rules.allows.filter((a) => collectionOf(a.path) === collection && grantsRead(a));
      expect({ collection, conditions: reads.map((a) => a.condition) }).toEqual({ collection, conditions: ['isOwner()'] });
    }
  });

  it('outgoing mail is read by owners, and by a creator only where it names them among its readers', () => {
    const reads = rules.allows.filter((a) => collectionOf(a.path) === 'mail' && grantsRead(a));
    expect(reads.map((a) => a.condition)).toEqual([
      "isOwner() || (request.auth != null && request.auth.uid in resource.data.get('leitores', []))",
    ]);
  });

  it('every private collection has a read rule, none of them unconditional', () => {
    const privateCollections = MODEL_COLLECTIONS.filter((c) => !PUBLIC_COLLECTIONS.has(c));
    for (const collection of privateCollections) {
      const reads = rules.allows.filter((a) => collectionOf(a.path) === collection && grantsRead(a));
      expect({ collection, reads: reads.length > 0 }).toEqual({ collection, reads: true });
      expect(reads.filter((a) => alwaysTrue(a.condition)).map((a) => a.text)).toEqual([]);
    }
  });
});

describe('the static checks catch what they are meant to catch', () => {
  const wrap = (body: string) =>
    `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;

  it('reads nested matches, functions, comments and conditions', () => {
    const parsed = parseRules(
      wrap(`
    function isOwner() { return request.auth.token.admin == true; }
    // allow write: if true;   (a comment, not a rule)
    /* match /usernames/{u} { allow read; } */
    match /users/{uid} {
      allow get: if request.auth.uid == uid || isOwner();
      match /skins/{skinId} { allow read: if true; }
    }
    match /x/{id} { allow read: if resource.data.k in {'a': 1}; allow write: if false; }`),
    );
    expect(parsed.matches.map((m) => m.path)).toEqual(['/users/{uid}', '/users/{uid}/skins/{skinId}', '/x/{id}']);
    expect(parsed.allows.map((a) => [a.path, a.methods, a.condition])).toEqual([
      ['/users/{uid}', ['get'], 'request.auth.uid == uid || isOwner()'],
      ['/users/{uid}/skins/{skinId}', ['read'], 'true'],
      ['/x/{id}', ['read'], "resource.data.k in {'a': 1}"],
      ['/x/{id}', ['write'], 'false'],
    ]);
    expect(checks.clientWrites(parsed)).toEqual([]);
    expect(checks.serverOnlyMatches(parsed)).toEqual([]);
  });

  it.each([
    ['allow write: if request.auth != null;'],
    ['allow create;'],
    ['allow read, update: if isOwner();'],
    ['allow delete: if false || true;'],
  ])('flags a client write: %s', (statement) => {
    expect(checks.clientWrites(parseRules(wrap(`match /contatos/{id} { ${statement} }`)))).toHaveLength(1);
  });

  it.each([
    ['match /contatos/{id} { allow read: if true; }'],
    ['match /users/{uid} { allow list; }'],
    ['match /acessos/{h} { allow get: if true || isOwner(); }'],
    ['match /{path=**}/chat/{id} { allow read: if true; }'],
  ])('flags a public read outside the public trees: %s', (block) => {
    expect(checks.publicReadsOutsidePublicTrees(parseRules(wrap(block)))).toHaveLength(1);
  });

  it.each([
    ['match /usernames/{u} { allow read: if false; }'],
    ['match /users/{uid}/rateLimits/{k} { allow read: if isOwner(); }'],
  ])('flags a match on a server-only collection: %s', (block) => {
    expect(checks.serverOnlyMatches(parseRules(wrap(block)))).toHaveLength(1);
  });

  it.each([['match /{document=**} { allow read: if isOwner(); }'], ['match /{collection}/{id} { allow read: if isOwner(); }']])(
    'flags a wildcard collection: %s',
    (block) => {
      expect(checks.wildcardCollections(parseRules(wrap(block)))).toHaveLength(1);
    },
  );

  it('flags a missing collection', () => {
    expect(checks.missingCollections(parseRules(wrap('match /users/{uid} { allow get: if false; }')))).toContain('contatos');
  });

  it('refuses unbalanced braces instead of guessing', () => {
    expect(() => parseRules(wrap('match /users/{uid} { allow get: if false;'))).toThrow(/Unbalanced/);
  });
});
