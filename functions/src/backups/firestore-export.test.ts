import {
  defaultBackupBucket,
  exportRequest,
  runScheduledExport,
  type ExportRequest,
  type FirestoreExporter,
} from './firestore-export';

const AT = new Date(Date.UTC(2026, 10, 27, 6, 0, 0));

/** Records what would have been sent to the Admin API. */
function recordingExporter(): FirestoreExporter & { sent: ExportRequest[] } {
  const sent: ExportRequest[] = [];
  return {
    sent,
    async exportDocuments(request) {
      sent.push(request);
      return { operation: `projects/p/databases/(default)/operations/op-${sent.length}` };
    },
  };
}

describe('the scheduled Firestore export', () => {
  it('exports every collection of the default database into a dated folder of the backup bucket', () => {
    expect(exportRequest({ projectId: 'lab-prod', bucket: defaultBackupBucket('lab-prod') }, AT)).toEqual({
      name: 'projects/lab-prod/databases/(default)',
      outputUriPrefix: 'gs://lab-prod-firestore-backups/firestore-exports/2026-11-27T0600Z',
      collectionIds: [],
    });
  });

  it('names another database, bucket and prefix when the deployment sets them, with or without gs://', () => {
    expect(exportRequest({ projectId: 'p', database: 'lab', bucket: 'gs://my-backups/', prefix: '/nightly/' }, AT)).toEqual({
      name: 'projects/p/databases/lab',
      outputUriPrefix: 'gs://my-backups/nightly/2026-11-27T0600Z',
      collectionIds: [],
    });
  });

  it('gives two runs on different days different folders, so no export overwrites another', () => {
    const next = new Date(AT.getTime() + 86_400_000);
    const settings = { projectId: 'p', bucket: 'b-backups' };
    expect(exportRequest(settings, AT).outputUriPrefix).not.toEqual(exportRequest(settings, next).outputUriPrefix);
  });

  it('refuses a bucket that is not a bucket name and a missing project, before anything is sent', async () => {
    const exporter = recordingExporter();
    const logger = { info: jest.fn() };
    expect(() => exportRequest({ projectId: 'p', bucket: '' }, AT)).toThrow(/bucket/);
    expect(() => exportRequest({ projectId: 'p', bucket: 'Bad Bucket' }, AT)).toThrow(/bucket/);
    await expect(runScheduledExport(exporter, { projectId: '', bucket: 'b-backups' }, AT, logger)).rejects.toThrow(/project/);
    expect(exporter.sent).toEqual([]);
  });

  it('sends the request once and logs the operation Firestore started', async () => {
    const exporter = recordingExporter();
    const logger = { info: jest.fn() };
    await runScheduledExport(exporter, { projectId: 'p', bucket: 'b-backups' }, AT, logger);
    expect(exporter.sent).toEqual([exportRequest({ projectId: 'p', bucket: 'b-backups' }, AT)]);
    expect(logger.info).toHaveBeenCalledWith('Firestore export started', {
      operation: 'projects/p/databases/(default)/operations/op-1',
      outputUriPrefix: 'gs://b-backups/firestore-exports/2026-11-27T0600Z',
    });
  });
});
