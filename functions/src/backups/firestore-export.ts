/**
 * The daily managed export of the whole database into a Cloud Storage bucket whose lifecycle rule
 * deletes old exports (docs/operations.md). The request is built by a pure function and sent through
 * a one-method port, so what is exported, and where, is tested without a network.
 */

/** What the Firestore Admin API's exportDocuments takes (google.firestore.admin.v1.ExportDocumentsRequest). */
export interface ExportRequest {
  /** projects/{project}/databases/{database} */
  name: string;
  /** gs://{bucket}/{prefix}/{date}: one folder per run, which `gcloud firestore import` takes whole. */
  outputUriPrefix: string;
  /** Empty: every collection, so one export restores the whole database or any collection of it. */
  collectionIds: string[];
}

export interface ExportSettings {
  projectId: string;
  /** The database's id; `(default)` unless the project names another. */
  database?: string;
  /** The bucket's name, with or without `gs://`. */
  bucket: string;
  /** The folder inside the bucket the lifecycle rule applies to. */
  prefix?: string;
}

/** The folder the exports go under when the deployment names none. */
export const EXPORT_PREFIX = 'firestore-exports';

/** The bucket the deploy script creates for a project, when BACKUP_BUCKET names no other. */
export function defaultBackupBucket(projectId: string): string {
  return `${projectId}-firestore-backups`;
}

/** UTC date and time to the minute, sortable and safe in an object name: 2026-11-27T0300Z. */
function stampOf(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z`;
}

/** The export request for a run at `at`; refuses settings that would send the export nowhere sensible. */
export function exportRequest(settings: ExportSettings, at: Date): ExportRequest {
  const bucket = settings.bucket
    .trim()
    .replace(/^gs:\/\//, '')
    .replace(/\/+$/, '');
  if (!/^[a-z0-9][a-z0-9._-]{1,221}[a-z0-9]$/.test(bucket)) throw new Error(`Not a bucket name: "${settings.bucket}"`);
  if (!settings.projectId) throw new Error('No project id: the export cannot name its database');
  const prefix = (settings.prefix ?? EXPORT_PREFIX).replace(/^\/+|\/+$/g, '');
  const database = settings.database ?? '(default)';
  return {
    name: `projects/${settings.projectId}/databases/${database}`,
    outputUriPrefix: `gs://${bucket}/${prefix ? `${prefix}/` : ''}${stampOf(at)}`,
    collectionIds: [],
  };
}

/** Starts an export; resolves with the long-running operation's name once Firestore accepted it. */
export interface FirestoreExporter {
  exportDocuments(request: ExportRequest): Promise<{ operation: string }>;
}

export interface ExportLogger {
  info(message: string, details?: Record<string, unknown>): void;
}

/** One scheduled run: builds the request and starts the export. A refusal propagates, so the run is marked failed. */
export async function runScheduledExport(
  exporter: FirestoreExporter,
  settings: ExportSettings,
  at: Date,
  logger: ExportLogger,
): Promise<ExportRequest> {
  const request = exportRequest(settings, at);
  const { operation } = await exporter.exportDocuments(request);
  logger.info('Firestore export started', { operation, outputUriPrefix: request.outputUriPrefix });
  return request;
}
