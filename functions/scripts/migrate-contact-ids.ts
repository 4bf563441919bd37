/**
 * `npm run migrate-contact-ids --workspace functions`: moves every contact stored under the old, plain
 * join of its keys to the id `contactIdOf` gives now (docs/decisions/0013-contact-ids.md), with its
 * conversations, messages and the mail that names it; a second run moves nothing. Runs against the
 * emulators (FIRESTORE_EMULATOR_HOST) unless `--production` is passed, like publish-skins.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { ContactIdReport } from '@lab/domain/store';
import { createFirestoreStore } from '../src/store/firestore-store';
import { DEFAULT_PROJECT_ID, runAsCommand, withAdminApp, type Output } from './cli';

export const MIGRATE_REFUSAL =
  'Recusado: FIRESTORE_EMULATOR_HOST não está definido. Rode contra os emuladores ou passe --production ' +
  '(com GCLOUD_PROJECT) para migrar os contatos de um projeto real.';

/** Which project, or why not: the emulators' unless --production is passed on purpose. */
export function migrateTarget(argv: readonly string[], env: NodeJS.ProcessEnv): { projectId: string } | { error: string } {
  const production = argv.includes('--production');
  if (!production && !env.FIRESTORE_EMULATOR_HOST) return { error: MIGRATE_REFUSAL };
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || (production ? '' : DEFAULT_PROJECT_ID);
  if (!projectId) return { error: 'Recusado: com --production, defina GCLOUD_PROJECT com o id do projeto.' };
  return { projectId };
}

/** Rounds at most: a contact waits a round only while another one still holds its new id under its old one. */
const ROUNDS = 5;

export function migratedLine(report: ContactIdReport): string {
  const moved = Object.entries(report.moved).map(([from, to]) => `${from} → ${to}`);
  const blocked = report.blocked.length > 0 ? ` Não movidos (o novo id já existe): ${report.blocked.join(', ')}.` : '';
  return `Contatos lidos: ${report.contacts}; movidos: ${moved.length}${moved.length ? ` (${moved.join('; ')})` : ''}.${blocked}`;
}

export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = console,
): Promise<number> {
  const target = migrateTarget(argv, env);
  if ('error' in target) {
    out.error(target.error);
    return 1;
  }
  return withAdminApp('migrate-contact-ids', { projectId: target.projectId }, async (app) => {
    const store = createFirestoreStore(getFirestore(app));
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const report = await store.migrateContactIds();
        out.log(migratedLine(report));
        if (report.blocked.length === 0) return 0;
        if (Object.keys(report.moved).length === 0) return 1;
      }
      return 1;
    } catch (error) {
      out.error(`Falha ao migrar os ids dos contatos: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  });
}

runAsCommand(module, main);
