/**
 * `npm run grant-owner -- <email> [--revoke]`: makes the account with that e-mail an owner by setting
 * the custom claim `admin: true`, or with --revoke takes the claim away (other claims are kept either
 * way). Owners are recognised only by this claim, so it is granted only to an account whose e-mail
 * Google has verified: an unverified address proves nothing about who holds the account.
 * Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, otherwise against the project
 * of the application default credentials (GCLOUD_PROJECT may name it).
 */
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { DEFAULT_PROJECT_ID, errorCode, runAsCommand, withAdminApp, type Output } from './cli';

export const GRANT_OWNER_MESSAGES = {
  usage: 'Uso: npm run grant-owner -- <email> [--revoke]',
  missingEmail: 'Erro: informe o e-mail da conta que vai receber o acesso de dono.',
  unknownEmail: (email: string) => `Erro: nenhuma conta encontrada com o e-mail ${email}.`,
  invalidEmail: (email: string) => `Erro: "${email}" não é um e-mail válido.`,
  unverifiedEmail: (email: string) =>
    `Erro: o e-mail ${email} não foi verificado, então nada prova quem tem essa conta. ` +
    'Entre no site uma vez com a conta Google desse e-mail e rode o comando de novo.',
  failed: (detail: string) => `Erro ao conceder o acesso de dono: ${detail}`,
  granted: (email: string, uid: string) =>
    `Pronto: ${email} (uid ${uid}) agora é dono do site (claim admin: true). ` +
    'O acesso vale a partir do próximo login ou da próxima renovação do token.',
  alreadyOwner: (email: string, uid: string) => `${email} (uid ${uid}) já é dono do site (claim admin: true); nada mudou.`,
  revoked: (email: string, uid: string) =>
    `Pronto: ${email} (uid ${uid}) não é mais dono do site (claim admin removida). ` +
    'O acesso termina no próximo login ou na próxima renovação do token (em até uma hora).',
  notOwner: (email: string, uid: string) => `${email} (uid ${uid}) não é dono do site; nada mudou.`,
} as const;

/** A refusal with its Portuguese message; the command line prints it and exits with code 1. */
export class GrantOwnerError extends Error {
  override readonly name = 'GrantOwnerError';
}

export interface GrantOwnerResult {
  uid: string;
  email: string;
  claims: Record<string, unknown>;
  /** False when the account already was (or, revoking, already was not) an owner. */
  changed: boolean;
}

async function accountOf(auth: Auth, rawEmail: string): Promise<UserRecord> {
  const email = rawEmail.trim();
  if (email === '') throw new GrantOwnerError(GRANT_OWNER_MESSAGES.missingEmail);
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/user-not-found') throw new GrantOwnerError(GRANT_OWNER_MESSAGES.unknownEmail(email));
    if (code === 'auth/invalid-email') throw new GrantOwnerError(GRANT_OWNER_MESSAGES.invalidEmail(email));
    throw error;
  }
}

/** Sets `admin: true` on the account with this verified e-mail, merging the claims it already has. */
export async function grantOwner(auth: Auth, rawEmail: string): Promise<GrantOwnerResult> {
  const user = await accountOf(auth, rawEmail);
  const email = user.email ?? rawEmail.trim();
  if (user.emailVerified !== true) throw new GrantOwnerError(GRANT_OWNER_MESSAGES.unverifiedEmail(email));
  const existing = user.customClaims ?? {};
  const claims = { ...existing, admin: true };
  const changed = existing['admin'] !== true;
  if (changed) await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email, claims, changed };
}

/**
 * Removes the `admin` claim from the account with this e-mail, keeping its other claims. Its refresh
 * tokens are revoked too, so the claim cannot outlive the ID token the account holds now.
 */
export async function revokeOwner(auth: Auth, rawEmail: string): Promise<GrantOwnerResult> {
  const user = await accountOf(auth, rawEmail);
  const email = user.email ?? rawEmail.trim();
  const { admin, ...claims } = user.customClaims ?? {};
  const changed = admin !== undefined;
  if (changed) {
    await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
    await auth.revokeRefreshTokens(user.uid);
  }
  return { uid: user.uid, email, claims, changed };
}

/** The command line: returns the exit code. */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = console,
): Promise<number> {
  const revoke = argv.includes('--revoke');
  const email = argv.find((arg) => !arg.startsWith('-'))?.trim() ?? '';
  if (email === '') {
    out.error(GRANT_OWNER_MESSAGES.missingEmail);
    out.error(GRANT_OWNER_MESSAGES.usage);
    return 1;
  }
  const projectId =
    env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || (env.FIREBASE_AUTH_EMULATOR_HOST ? DEFAULT_PROJECT_ID : undefined);
  return withAdminApp('grant-owner', projectId ? { projectId } : {}, async (app) => {
    try {
      if (revoke) {
        const result = await revokeOwner(getAuth(app), email);
        out.log(
          result.changed
            ? GRANT_OWNER_MESSAGES.revoked(result.email, result.uid)
            : GRANT_OWNER_MESSAGES.notOwner(result.email, result.uid),
        );
      } else {
        const result = await grantOwner(getAuth(app), email);
        out.log(
          result.changed
            ? GRANT_OWNER_MESSAGES.granted(result.email, result.uid)
            : GRANT_OWNER_MESSAGES.alreadyOwner(result.email, result.uid),
        );
      }
      return 0;
    } catch (error) {
      if (error instanceof GrantOwnerError) out.error(error.message);
      else out.error(GRANT_OWNER_MESSAGES.failed(error instanceof Error ? error.message : String(error)));
      return 1;
    }
  });
}

runAsCommand(module, main);
