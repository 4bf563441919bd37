/**
 * `npm run seed --workspace functions`: loads emulator-data/seed.json into running emulators.
 * - Auth: creates or updates every account (uid, email, displayName, photoURL), links a google.com
 *   identity on the emulator so the account shows up in the emulator's Google sign-in popup, and
 *   makes the `admin` custom claim match the seed (set for owners, removed for everyone else; other
 *   claims are kept).
 * - Firestore: writes every document in batches, fields named in core DATE_FIELDS as Timestamps.
 *   Without FIRESTORE_EMULATOR_HOST (no Firestore emulator here) only Auth is seeded.
 * Idempotent: run it again and the seeded accounts and documents end up the same.
 *
 * Safety catch: it refuses to run unless FIREBASE_AUTH_EMULATOR_HOST is set, or `--production` is
 * passed to seed a real project on purpose (then GCLOUD_PROJECT must name it).
 *
 * `--production --owner <e-mail>` seeds a real project differently: it creates no account and grants
 * no claim (the seed's accounts are placeholders), and writes only the site's own content (the seed
 * owner's skins, with the `lab` skin, and the add-on catalogue) for an existing owner account given
 * by e-mail. It refuses when that account does not exist or is not an owner, and never overwrites a
 * usernames/ reservation that is already there.
 */
import { getAuth, type Auth, type UpdateRequest, type UserRecord } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { createFirestoreStore } from '../src/store/firestore-store';
import { publishedLine } from './publish-skins';
import { DEFAULT_PROJECT_ID, errorCode, runAsCommand, withAdminApp, type Output } from './cli';
import { readSeed, type Seed, type SeedAccount } from './seed-data';
import { seedFirestore } from './seed-firestore';
import { PRODUCTION_SEED_MESSAGES, ProductionSeedError, seedProduction } from './seed-production';

export { MAX_BATCH_WRITES, seedFirestore } from './seed-firestore';
export { PRODUCTION_SEED_MESSAGES, ProductionSeedError, productionDocuments, seedProduction } from './seed-production';
/** Where seed photos ("/seed/...") are served when the emulators run: the Hosting emulator. */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:5000';

export interface SeedTarget {
  production: boolean;
  projectId: string;
  authEmulatorHost: string | undefined;
  firestoreEmulatorHost: string | undefined;
  /** Base for site-relative photo URLs; undefined drops them (Auth only takes absolute URLs). */
  siteUrl: string | undefined;
  /** With --production: the e-mail of the existing owner account the content is seeded for. */
  ownerEmail: string | undefined;
}

export const SEED_REFUSAL =
  'Recusado: FIREBASE_AUTH_EMULATOR_HOST não está definido. Este script grava contas e documentos de exemplo; ' +
  'rode-o contra os emuladores (o npm start faz isso) ou passe --production para gravar de propósito num projeto real.';

/** `--owner <e-mail>` or `--owner=<e-mail>`. */
function ownerEmailOf(argv: readonly string[]): string | undefined {
  const index = argv.indexOf('--owner');
  const value = index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--owner='))?.slice('--owner='.length);
  const email = value?.trim();
  return email && !email.startsWith('-') ? email : undefined;
}

/** Decides where the seed goes, or why it must not run. */
export function resolveTarget(argv: readonly string[], env: NodeJS.ProcessEnv): SeedTarget | { error: string } {
  const production = argv.includes('--production');
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  const firestoreEmulatorHost = env.FIRESTORE_EMULATOR_HOST || undefined;
  if (!authEmulatorHost && !production) return { error: SEED_REFUSAL };
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || (production ? '' : DEFAULT_PROJECT_ID);
  if (!projectId) return { error: 'Recusado: com --production, defina GCLOUD_PROJECT com o id do projeto a carregar.' };
  const ownerEmail = production ? ownerEmailOf(argv) : undefined;
  if (production && !ownerEmail) return { error: PRODUCTION_SEED_MESSAGES.missingOwner };
  const siteUrl = env.SEED_SITE_URL || (authEmulatorHost ? DEFAULT_SITE_URL : undefined);
  return { production, projectId, authEmulatorHost, firestoreEmulatorHost, siteUrl, ownerEmail };
}

/** Auth accepts only absolute http(s) photo URLs: site-relative ones are resolved against siteUrl. */
export function absolutePhotoURL(photoURL: string, siteUrl: string | undefined): string | undefined {
  if (/^https?:\/\//i.test(photoURL)) return photoURL;
  return siteUrl ? new URL(photoURL, siteUrl).toString() : undefined;
}

export interface SeedAuthOptions {
  siteUrl?: string | undefined;
  /** Link a google.com identity (emulator only: it makes the account pickable in the fake Google popup). */
  linkGoogle?: boolean;
}

export interface SeedAuthSummary {
  created: string[];
  updated: string[];
  admins: string[];
}

async function findUser(auth: Auth, uid: string): Promise<UserRecord | null> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/** The claims an account must end with: `admin: true` exactly for the seed's owners, other claims kept. */
export function seededClaims(existing: Record<string, unknown> | undefined, admin: boolean): Record<string, unknown> {
  const claims: Record<string, unknown> = { ...(existing ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  return claims;
}

function sameClaims(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

async function seedAccount(auth: Auth, account: SeedAccount, options: SeedAuthOptions): Promise<'created' | 'updated'> {
  const photoURL = absolutePhotoURL(account.photoURL, options.siteUrl);
  const profile: Pick<UpdateRequest, 'email' | 'displayName' | 'emailVerified' | 'photoURL'> = {
    email: account.email,
    displayName: account.displayName,
    emailVerified: true,
    ...(photoURL ? { photoURL } : {}),
  };
  const existing = await findUser(auth, account.uid);
  let user: UserRecord;
  try {
    user = existing ? await auth.updateUser(account.uid, profile) : await auth.createUser({ uid: account.uid, ...profile });
  } catch (error) {
    if (errorCode(error) === 'auth/email-already-exists') {
      const holder = await auth.getUserByEmail(account.email);
      throw new Error(
        `O e-mail ${account.email} já pertence à conta ${holder.uid}, não a ${account.uid}: apague essa conta no emulador e rode o seed de novo.`,
      );
    }
    throw error;
  }
  if (options.linkGoogle && !user.providerData.some((info) => info.providerId === 'google.com')) {
    user = await auth.updateUser(account.uid, {
      providerToLink: {
        providerId: 'google.com',
        uid: account.uid,
        email: account.email,
        displayName: account.displayName,
        ...(photoURL ? { photoURL } : {}),
      },
    });
  }
  const current = user.customClaims ?? {};
  const wanted = seededClaims(current, account.admin);
  if (!sameClaims(current, wanted)) await auth.setCustomUserClaims(account.uid, Object.keys(wanted).length > 0 ? wanted : null);
  return existing ? 'updated' : 'created';
}

/** Creates or updates every seed account and its claims. */
export async function seedAuth(
  auth: Auth,
  accounts: readonly SeedAccount[],
  options: SeedAuthOptions = {},
): Promise<SeedAuthSummary> {
  const summary: SeedAuthSummary = { created: [], updated: [], admins: [] };
  for (const account of accounts) {
    const outcome = await seedAccount(auth, account, options);
    summary[outcome].push(account.uid);
    if (account.admin) summary.admins.push(account.uid);
  }
  return summary;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The command line: returns the exit code. */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = console,
): Promise<number> {
  const target = resolveTarget(argv, env);
  if ('error' in target) {
    out.error(target.error);
    return 1;
  }
  const seed = readSeed();
  return withAdminApp('seed', { projectId: target.projectId }, async (app) => {
    // A real project gets the site's content for its real owner, never the placeholder accounts.
    if (target.production) return mainProduction(target, seed, getAuth(app), getFirestore(app), out);
    try {
      out.log(`Carregando emulator-data/seed.json nos emuladores do projeto ${target.projectId}.`);
      const auth = await seedAuth(getAuth(app), seed.accounts, { siteUrl: target.siteUrl, linkGoogle: true });
      out.log(
        `Auth: ${seed.accounts.length} contas (${count(auth.created.length, 'criada', 'criadas')}, ` +
          `${count(auth.updated.length, 'atualizada', 'atualizadas')}); ` +
          `admin: ${auth.admins.join(', ') || 'nenhuma'}.`,
      );
      if (!target.firestoreEmulatorHost) {
        out.log('Firestore: FIRESTORE_EMULATOR_HOST não está definido (sem emulador do Firestore), só o Auth foi carregado.');
        return 0;
      }
      const written = await seedFirestore(getFirestore(app), seed.documents);
      out.log(`Firestore: ${written} documentos gravados.`);
      out.log(publishedLine(await createFirestoreStore(getFirestore(app)).publishSkins(Date.now())));
      return 0;
    } catch (error) {
      out.error(`Falha ao carregar o seed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  });
}

async function mainProduction(target: SeedTarget, seed: Seed, auth: Auth, firestore: Firestore, out: Output): Promise<number> {
  const email = target.ownerEmail ?? '';
  try {
    out.log(`Carregando o conteúdo do site de emulator-data/seed.json no projeto ${target.projectId} (produção), para ${email}.`);
    const result = await seedProduction(auth, firestore, email, seed);
    out.log(PRODUCTION_SEED_MESSAGES.done(result.email, result.uid, result.written));
    out.log(publishedLine(await createFirestoreStore(firestore).publishSkins(Date.now())));
    return 0;
  } catch (error) {
    if (error instanceof ProductionSeedError) out.error(error.message);
    else out.error(`Falha ao carregar o seed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

runAsCommand(module, main);
