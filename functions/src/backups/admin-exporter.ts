/**
 * The FirestoreExporter on the Firestore Admin API: the v1 FirestoreAdminClient of the
 * @google-cloud/firestore that firebase-admin ships and re-exports, loaded on the first run so deploy
 * analysis never opens a gRPC client.
 */
import type { FirestoreExporter } from './firestore-export';

export function adminExporter(): FirestoreExporter {
  let client: Promise<InstanceType<typeof import('firebase-admin/firestore').v1.FirestoreAdminClient>> | null = null;
  return {
    async exportDocuments(request) {
      client ??= import('firebase-admin/firestore').then(({ v1 }) => new v1.FirestoreAdminClient());
      const [operation] = await (await client).exportDocuments(request);
      return { operation: operation.name ?? '(unnamed operation)' };
    },
  };
}
