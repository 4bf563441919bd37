/**
 * `npm run publish-skins --workspace functions`: builds or repairs the published snapshot of every
 * skin (the documents public pages are read from), writing only what differs; a second run writes
 * nothing. Runs against the emulators (FIRESTORE_EMULATOR_HOST) unless `--production` is passed on
 * purpose, with GCLOUD_PROJECT naming the project. The seed scripts run it after loading.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { PublishReport } from '@lab/domain/store';
import { createFirestoreStore } from '../src/store/firestore-store';
import { DEFAULT_PROJECT_ID, runAsCommand, withAdminApp, type Output } from './cli';

export const PUBLISH_REFUSAL =
  'Recusado: FIRESTORE_EMULATOR_HOST não está definido. Rode contra os emuladores ou passe --production ' +
  '(com GCLOUD_PROJECT) para publicar as skins de um projeto real.';

export function publishedLine(report: PublishReport): string {
  const large = report.tooLarge.length > 0 ? ` Grandes demais para publicar: ${report.tooLarge.join(', ')}.` : '';
  return `Skins publicadas: ${report.skins} (${report.written} documentos públicos gravados ou apagados).${large}`;
}

/** Where to publish, or why not. */
export function publishTarget(argv: readonly string[], env: NodeJS.ProcessEnv): { projectId: string } | { error: string } {
  const production = argv.includes('--production');
  if (!production && !env.FIRESTORE_EMULATOR_HOST) return { error: PUBLISH_REFUSAL };
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || (production ? '' : DEFAULT_PROJECT_ID);
  if (!projectId) return { error: 'Recusado: com --production, defina GCLOUD_PROJECT com o id do projeto.' };
  return { projectId };
}

export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = console,
): Promise<number> {
  const target = publishTarget(argv, env);
  if ('error' in target) {
    out.error(target.error);
    return 1;
  }
  return withAdminApp('publish-skins', { projectId: target.projectId }, async (app) => {
    try {
      out.log(publishedLine(await createFirestoreStore(getFirestore(app)).publishSkins(Date.now())));
      return 0;
    } catch (error) {
      out.error(`Falha ao publicar as skins: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  });
}

runAsCommand(module, main);
