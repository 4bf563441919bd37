/**
 * The owner scripts against the real Auth emulator: the Auth half of seed-emulators, its production
 * mode's owner checks, and grant-owner, through their exported functions and through the command line.
 * Run: npx firebase emulators:exec --only auth --project demo-lab-portfolio "npx jest --ci -c functions/jest.node-emulators.config.js --testPathPatterns owner-scripts"
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@lab/domain/kernel';
import { GRANT_OWNER_MESSAGES, GrantOwnerError, grantOwner, revokeOwner } from './grant-owner';
import { readSeed } from './seed-data';
import { DEFAULT_SITE_URL, PRODUCTION_SEED_MESSAGES, SEED_REFUSAL, seedAuth, seedProduction } from './seed-emulators';

jest.setTimeout(60_000);

const FUNCTIONS_DIR = resolve(__dirname, '..');
const PROJECT_ID = process.env.GCLOUD_PROJECT || 'demo-lab-portfolio';
const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const seed = readSeed();
const seedUids = seed.accounts.map((a) => a.uid);
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a script the way `npm run` does (node --import tsx), with the given environment. */
async function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
      cwd: FUNCTIONS_DIR,
      env,
      encoding: 'utf8',
    });
    return { code: 0, stdout, stderr: withoutNodeWarnings(stderr) };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    const code = typeof failed.code === 'number' ? failed.code : -1;
    return { code, stdout: failed.stdout ?? '', stderr: withoutNodeWarnings(failed.stderr ?? '') };
  }
}

/** Node's own warnings ("(node:123) ...Warning: ..." and its trace hint) are not the script's output. */
function withoutNodeWarnings(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !/^\(node:\d+\) /.test(line) && !line.startsWith('(Use `node --trace-'))
    .join('\n');
}

/** The environment of a script run against this emulator, without a Firestore emulator. */
function emulatorEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, GCLOUD_PROJECT: PROJECT_ID };
  delete env.FIRESTORE_EMULATOR_HOST;
  delete env.SEED_SITE_URL;
  return env;
}

let app: App;
let auth: Auth;

async function claimsOf(uid: string): Promise<Record<string, unknown>> {
  return (await auth.getUser(uid)).customClaims ?? {};
}

/** An account as Google sign-in leaves it: its e-mail verified (pass false for one that is not). */
async function newUser(
  label: string,
  claims?: Record<string, unknown>,
  emailVerified = true,
): Promise<{ uid: string; email: string }> {
  const email = `${label}-${runId}@example.com`;
  const user = await auth.createUser({ email, displayName: label, emailVerified });
  if (claims) await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email };
}

beforeAll(async () => {
  if (!EMULATOR) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: run this suite under `npx firebase emulators:exec --only auth --project demo-lab-portfolio`.',
    );
  }
  app = initializeApp({ projectId: PROJECT_ID }, `owner-scripts-test-${runId}`);
  auth = getAuth(app);
  // Start from no seed accounts, so the first seed run creates them all.
  await auth.deleteUsers(seedUids);
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('seed-emulators: Auth', () => {
  it('creates every seed account with its profile, a Google identity and the admin claim for the two owners only', async () => {
    const summary = await seedAuth(auth, seed.accounts, { siteUrl: DEFAULT_SITE_URL, linkGoogle: true });
    expect(summary.created.sort()).toEqual([...seedUids].sort());
    expect(summary.updated).toEqual([]);
    expect(summary.admins.sort()).toEqual(['owner-dona', 'owner-socio']);

    for (const account of seed.accounts) {
      const user = await auth.getUser(account.uid);
      expect(user.email).toBe(account.email);
      expect(user.displayName).toBe(account.displayName);
      expect(user.photoURL).toBe(new URL(account.photoURL, DEFAULT_SITE_URL).toString());
      expect(user.providerData.map((p) => p.providerId)).toContain('google.com');
      if (account.admin) expect(user.customClaims).toEqual({ admin: true });
      else expect(user.customClaims?.admin).toBeUndefined();
    }
    const admins = (await auth.getUsers(seedUids.map((uid) => ({ uid })))).users.filter((u) => u.customClaims?.admin === true);
    expect(admins.map((u) => u.uid).sort()).toEqual(['owner-dona', 'owner-socio']);
  });

  it('is idempotent: a second run updates the same accounts, keeps other claims and restores the seeded admin claims', async () => {
    await auth.setCustomUserClaims('owner-dona', { admin: true, plano: 'pro' });
    await auth.setCustomUserClaims('user-sol', { admin: true });
    await auth.updateUser('user-visitante', { displayName: 'Mudado à mão' });

    const summary = await seedAuth(auth, seed.accounts, { siteUrl: DEFAULT_SITE_URL, linkGoogle: true });
    expect(summary.created).toEqual([]);
    expect(summary.updated.sort()).toEqual([...seedUids].sort());

    expect(await claimsOf('owner-dona')).toEqual({ admin: true, plano: 'pro' });
    expect(await claimsOf('owner-socio')).toEqual({ admin: true });
    expect((await claimsOf('user-sol')).admin).toBeUndefined();
    expect((await auth.getUser('user-visitante')).displayName).toBe('Visitante Teste');
    const google = (await auth.getUser('owner-dona')).providerData.filter((p) => p.providerId === 'google.com');
    expect(google).toHaveLength(1);
  });

  it('the command line seeds Auth only, saying so in one line, when no Firestore emulator is set', async () => {
    await auth.deleteUser('user-multi');
    const result = await runScript('seed-emulators.ts', [], emulatorEnv());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const firestoreLines = result.stdout.split('\n').filter((line) => line.startsWith('Firestore:'));
    expect(firestoreLines).toEqual([
      'Firestore: FIRESTORE_EMULATOR_HOST não está definido (sem emulador do Firestore), só o Auth foi carregado.',
    ]);
    expect(result.stdout).toContain('Auth: 5 contas (1 criada, 4 atualizadas); admin: owner-dona, owner-socio.');
    expect((await auth.getUser('user-multi')).email).toBe('multi.skins@example.com');
  });

  it('the command line refuses to run without FIREBASE_AUTH_EMULATOR_HOST (safety catch) and writes nothing', async () => {
    await auth.deleteUser('user-multi');
    const env = emulatorEnv();
    delete env.FIREBASE_AUTH_EMULATOR_HOST;
    const result = await runScript('seed-emulators.ts', [], env);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(SEED_REFUSAL);
    expect(result.stdout).toBe('');
    await expect(auth.getUser('user-multi')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await seedAuth(auth, seed.accounts, { siteUrl: DEFAULT_SITE_URL, linkGoogle: true });
  });
});

describe('grant-owner', () => {
  it('sets admin: true on the account with that e-mail, merging the claims it had', async () => {
    const user = await newUser('futura-dona', { plano: 'pro' });
    expect((await claimsOf(user.uid)).admin).toBeUndefined();

    const result = await grantOwner(auth, ` ${user.email} `);
    expect(result).toEqual({ uid: user.uid, email: user.email, claims: { plano: 'pro', admin: true }, changed: true });
    expect(await claimsOf(user.uid)).toEqual({ plano: 'pro', admin: true });

    const again = await grantOwner(auth, user.email);
    expect(again.changed).toBe(false);
    expect(await claimsOf(user.uid)).toEqual({ plano: 'pro', admin: true });
  });

  it('refuses an unknown e-mail with the Portuguese message and changes nobody', async () => {
    const email = `ninguem-${runId}@example.com`;
    const refusal = grantOwner(auth, email);
    await expect(refusal).rejects.toBeInstanceOf(GrantOwnerError);
    await expect(grantOwner(auth, email)).rejects.toThrow(GRANT_OWNER_MESSAGES.unknownEmail(email));
    expect(GRANT_OWNER_MESSAGES.unknownEmail(email)).toBe(`Erro: nenhuma conta encontrada com o e-mail ${email}.`);
  });

  it('the command line grants the claim and confirms in Portuguese', async () => {
    const user = await newUser('cli-dona');
    const result = await runScript('grant-owner.ts', [user.email], emulatorEnv());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(GRANT_OWNER_MESSAGES.granted(user.email, user.uid));
    expect(result.stdout).toContain(`Pronto: ${user.email} (uid ${user.uid}) agora é dono do site (claim admin: true).`);
    expect(await claimsOf(user.uid)).toEqual({ admin: true });
  });

  it('the command line fails with exit code 1 and a Portuguese message for an unknown e-mail', async () => {
    const email = `desconhecido-${runId}@example.com`;
    const result = await runScript('grant-owner.ts', [email], emulatorEnv());
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(`Erro: nenhuma conta encontrada com o e-mail ${email}.`);
  });

  it('the command line fails with exit code 1 and the usage when the e-mail is missing', async () => {
    const result = await runScript('grant-owner.ts', [], emulatorEnv());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(GRANT_OWNER_MESSAGES.missingEmail);
    expect(result.stderr).toContain('Uso: npm run grant-owner -- <email>');
  });

  it('refuses an account whose e-mail is not verified, changing nothing', async () => {
    const user = await newUser('nao-verificada', { plano: 'pro' }, false);
    await expect(grantOwner(auth, user.email)).rejects.toThrow(
      new GrantOwnerError(GRANT_OWNER_MESSAGES.unverifiedEmail(user.email)),
    );
    expect(await claimsOf(user.uid)).toEqual({ plano: 'pro' });
    const result = await runScript('grant-owner.ts', [user.email], emulatorEnv());
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(GRANT_OWNER_MESSAGES.unverifiedEmail(user.email));
    expect(await claimsOf(user.uid)).toEqual({ plano: 'pro' });
  });

  it('--revoke takes the admin claim away, keeps the other claims, and ends the account’s sessions', async () => {
    const user = await newUser('ex-dona', { admin: true, plano: 'pro' });
    const before = (await auth.getUser(user.uid)).tokensValidAfterTime;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await revokeOwner(auth, user.email)).toEqual({
      uid: user.uid,
      email: user.email,
      claims: { plano: 'pro' },
      changed: true,
    });
    expect(await claimsOf(user.uid)).toEqual({ plano: 'pro' });
    expect((await auth.getUser(user.uid)).tokensValidAfterTime).not.toBe(before);
    expect((await revokeOwner(auth, user.email)).changed).toBe(false);
  });

  it('the command line revokes with --revoke and confirms in Portuguese, or says nothing changed', async () => {
    const user = await newUser('cli-ex-dona', { admin: true });
    const result = await runScript('grant-owner.ts', [user.email, '--revoke'], emulatorEnv());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(GRANT_OWNER_MESSAGES.revoked(user.email, user.uid));
    expect((await claimsOf(user.uid)).admin).toBeUndefined();
    const again = await runScript('grant-owner.ts', ['--revoke', user.email], emulatorEnv());
    expect(again.stdout.trim()).toBe(GRANT_OWNER_MESSAGES.notOwner(user.email, user.uid));
  });
});

describe('seed-emulators --production', () => {
  /** The environment of a production run whose Admin SDK talks to this Auth emulator. */
  function productionEnv(): NodeJS.ProcessEnv {
    return { ...emulatorEnv(), GCLOUD_PROJECT: PROJECT_ID };
  }

  it('refuses an owner e-mail no account has, creating no placeholder account and granting no claim', async () => {
    await auth.deleteUser('user-multi');
    const email = `ninguem-${runId}@example.com`;
    const result = await runScript('seed-emulators.ts', ['--production', '--owner', email], productionEnv());
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(PRODUCTION_SEED_MESSAGES.unknownOwner(email));
    await expect(auth.getUser('user-multi')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await seedAuth(auth, seed.accounts, { siteUrl: DEFAULT_SITE_URL, linkGoogle: true });
  });

  it('refuses an account that is not an owner, leaving its claims as they were', async () => {
    const user = await newUser('quase-dona', { plano: 'pro' });
    const result = await runScript('seed-emulators.ts', ['--production', `--owner=${user.email}`], productionEnv());
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(PRODUCTION_SEED_MESSAGES.notOwner(user.email));
    expect(await claimsOf(user.uid)).toEqual({ plano: 'pro' });
  });

  it('seeds the site’s content for an existing owner, under that owner’s uid, and touches no account', async () => {
    const owner = await newUser('dona-real', { admin: true });
    const written: string[] = [];
    const firestore = {
      doc: (path: string) => ({ path }),
      runTransaction: async (fn: (tx: unknown) => Promise<void>) =>
        fn({
          get: async () => ({ exists: false, data: () => undefined }),
          set: (ref: { path: string }) => written.push(ref.path),
        }),
      batch: () => ({ set: (ref: { path: string }) => written.push(ref.path), commit: async () => undefined }),
    } as unknown as Firestore;
    const claimsBefore = await Promise.all(seedUids.map((uid) => claimsOf(uid)));

    const result = await seedProduction(auth, firestore, owner.email, seed);
    expect(result).toMatchObject({ uid: owner.uid, email: owner.email });
    expect(written).toContain(paths.skin(owner.uid, 'skin-lab'));
    expect(written).toContain(paths.username('lab'));
    expect(written.filter((path) => path.startsWith('users/') && !path.startsWith(`users/${owner.uid}/skins/`))).toEqual([]);
    expect(await claimsOf(owner.uid)).toEqual({ admin: true });
    expect(await Promise.all(seedUids.map((uid) => claimsOf(uid)))).toEqual(claimsBefore);
  });
});
