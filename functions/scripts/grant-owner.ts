/**
 * `npm run grant-owner -- <email>`: makes the account with that e-mail an owner by setting the
 * custom claim `admin: true` (other claims are kept). Owners are recognised only by this claim.
 * Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, otherwise against the project
 * of the application default credentials (GCLOUD_PROJECT may name it).
 */
import { getAuth, type Auth } from 'firebase-admin/auth';
import { DEFAULT_PROJECT_ID, errorCode, runAsCommand, withAdminApp, type Output } from './cli';

export const GRANT_OWNER_MESSAGES = {
  usage: 'Uso: npm run grant-owner -- <email>',
  missingEmail: 'Erro: informe o e-mail da conta que vai receber o acesso de dono.',
  unknownEmail: (email: string) => `Erro: nenhuma conta encontrada com o e-mail ${email}.`,
  invalidEmail: (email: string) => `Erro: "${email}" não é um e-mail válido.`,
  failed: (detail: string) => `Erro ao conceder o acesso de dono: ${detail}`,
  granted: (email: string, uid: string) =>
    `Pronto: ${email} (uid ${uid}) agora é dono do site (claim admin: true). ` +
    'O acesso vale a partir do próximo login ou da próxima renovação do token.',
  alreadyOwner: (email: string, uid: string) => `${email} (uid ${uid}) já é dono do site (claim admin: true); nada mudou.`,
} as const;

/** A refusal with its Portuguese message; the command line prints it and exits with code 1. */
export class GrantOwnerError extends Error {
  override readonly name = 'GrantOwnerError';
}

export interface GrantOwnerResult {
  uid: string;
  email: string;
  claims: Record<string, unknown>;
  /** False when the account already had the claim. */
  changed: boolean;
}

/** Sets `admin: true` on the account with this e-mail, merging the claims it already has. */
export async function grantOwner(auth: Auth, rawEmail: string): Promise<GrantOwnerResult> {
  const email = rawEmail.trim();
  if (email === '') throw new GrantOwnerError(GRANT_OWNER_MESSAGES.missingEmail);
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/user-not-found') throw new GrantOwnerError(GRANT_OWNER_MESSAGES.unknownEmail(email));
    if (code === 'auth/invalid-email') throw new GrantOwnerError(GRANT_OWNER_MESSAGES.invalidEmail(email));
    throw error;
  }
  const existing = user.customClaims ?? {};
  const claims = { ...existing, admin: true };
  const changed = existing.admin !== true;
  if (changed) await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email: user.email ?? email, claims, changed };
}

/** The command line: returns the exit code. */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = console,
): Promise<number> {
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
      const result = await grantOwner(getAuth(app), email);
      out.log(
        result.changed
          ? GRANT_OWNER_MESSAGES.granted(result.email, result.uid)
          : GRANT_OWNER_MESSAGES.alreadyOwner(result.email, result.uid),
      );
      return 0;
    } catch (error) {
      if (error instanceof GrantOwnerError) out.error(error.message);
      else out.error(GRANT_OWNER_MESSAGES.failed(error instanceof Error ? error.message : String(error)));
      return 1;
    }
  });
}

runAsCommand(module, main);
