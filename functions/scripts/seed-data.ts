/**
 * The one seed of the project (emulator-data/seed.json), typed. The emulator seed script loads it
 * into Auth and Firestore; the web's demo backend imports the same file; the seed test validates it.
 * Dates are epoch milliseconds in the file; fields named in core DATE_FIELDS become Timestamps when
 * the seed script writes them to Firestore.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Seed, SeedAccount, SeedDocument } from '@lab/domain/skins';

export type { Seed, SeedAccount, SeedDocument } from '@lab/domain/skins';

/** emulator-data/seed.json, from this file's folder (functions/scripts). */
const SEED_PATH = resolve(__dirname, '..', '..', 'emulator-data', 'seed.json');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ACCOUNT_STRING_KEYS = ['uid', 'email', 'displayName', 'givenName', 'photoURL'] as const;

/** Checks the seed's outer shape (accounts and document paths); field-level checks live in the seed test. */
function parseSeed(json: unknown, source = 'seed'): Seed {
  const fail = (why: string): never => {
    throw new Error(`${source}: ${why}`);
  };
  if (!isRecord(json)) return fail('the seed must be a JSON object');
  const { accounts, documents } = json;
  if (!Array.isArray(accounts)) return fail('"accounts" must be an array');
  if (!isRecord(documents)) return fail('"documents" must be an object keyed by document path');

  const parsedAccounts = accounts.map((account, index): SeedAccount => {
    if (!isRecord(account)) return fail(`accounts[${index}] must be an object`);
    for (const key of ACCOUNT_STRING_KEYS) {
      if (typeof account[key] !== 'string' || account[key] === '') fail(`accounts[${index}].${key} must be a non-empty string`);
    }
    if (typeof account.admin !== 'boolean') fail(`accounts[${index}].admin must be a boolean`);
    return {
      uid: account.uid as string,
      email: account.email as string,
      displayName: account.displayName as string,
      givenName: account.givenName as string,
      photoURL: account.photoURL as string,
      admin: account.admin as boolean,
    };
  });

  const parsedDocuments: Record<string, SeedDocument> = {};
  for (const [path, data] of Object.entries(documents)) {
    const segments = path.split('/');
    if (segments.length % 2 !== 0 || segments.some((segment) => segment === '')) {
      fail(`"${path}" is not a document path (collection/doc[/collection/doc...])`);
    }
    if (!isRecord(data)) fail(`documents["${path}"] must be an object`);
    parsedDocuments[path] = data as SeedDocument;
  }
  return { accounts: parsedAccounts, documents: parsedDocuments };
}

/** Reads and parses the seed file (emulator-data/seed.json unless another path is given). */
export function readSeed(path: string = SEED_PATH): Seed {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseSeed(json, path);
}
