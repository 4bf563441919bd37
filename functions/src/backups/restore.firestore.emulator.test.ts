/**
 * The restore drill (docs/operations.md): a database holding the seed and a test's own writes is
 * exported, wiped and imported again, and must come back document for document. Runs only under
 * `firebase emulators:exec` (scripts/test.mjs), with the Firestore emulator's own export and import,
 * which write and read the format of a managed export.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import { withPublishedSnapshots } from '@lab/domain/store';
import { readSeed } from '../../scripts/seed-data';
import { seedFirestore } from '../../scripts/seed-firestore';

const PROJECT_ID = 'demo-lab-portfolio';
const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;
const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this suite under `firebase emulators:exec`.');

// The drill reads every document of the seeded database three times, one request each.
jest.setTimeout(120_000);

let app: App;
let firestore: Firestore;
let exportDir: string;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'restore-drill');
  firestore = getFirestore(app);
  exportDir = mkdtempSync(join(tmpdir(), 'lab-restore-'));
});

afterAll(async () => {
  await deleteApp(app);
  rmSync(exportDir, { recursive: true, force: true });
});

/** One call to the emulator's own REST API; anything but 2xx fails the drill with what it said. */
async function emulator(method: 'POST' | 'DELETE', path: string, body?: object): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
}

const wipe = () => emulator('DELETE', '/databases/(default)/documents');

/** Every document of the database, subcollections included (also under parents that do not exist), by path. */
async function everyDocument(): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        const snapshot = await ref.get();
        if (snapshot.exists) found[ref.path] = snapshot.data();
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await firestore.listCollections());
  return found;
}

describe('restoring the database from an export', () => {
  beforeEach(wipe);

  it('brings back the seed and what was written after it, document for document, after the database was wiped', async () => {
    const seeded = await seedFirestore(firestore, withPublishedSnapshots(readSeed().documents));
    expect(seeded).toBeGreaterThan(20);
    // A test's own writes: a date, nested values, and a subcollection under a parent that does not exist.
    await firestore
      .doc('contatos/drill_lab')
      .set({ uids: ['drill'], ultimaConversaData: Timestamp.fromMillis(1_700_000_000_123) });
    await firestore
      .doc('contatos/drill_lab/conversas/c1')
      .set({ assunto: 'RESTAURO', naoLidasLab: 2, respondendo: { nome: 'Laura', desde: 1 } });
    await firestore
      .doc('contatos/drill_lab/conversas/c1/chat/m1')
      .set({ mensagem: 'olá', data: Timestamp.fromMillis(1_700_000_000_456) });
    await firestore.doc('exclusoes/skin_x_y/sem-pai/z').set({ marca: true });
    const before = await everyDocument();
    expect(Object.keys(before)).toHaveLength(seeded + 4);

    await emulator('POST', ':export', { database: DATABASE, export_directory: exportDir, export_name: 'drill' });
    await wipe();
    expect(await everyDocument()).toEqual({});

    // The emulator imports from the export's overall metadata file, as `--import` does at start.
    await emulator('POST', ':import', {
      database: DATABASE,
      export_directory: join(exportDir, 'drill', 'drill.overall_export_metadata'),
    });
    expect(await everyDocument()).toEqual(before);
  });

  it('refuses to import what is not an export, leaving the database as it was', async () => {
    await firestore.doc('users/keep').set({ idGoogle: 'keep' });
    await expect(
      emulator('POST', ':import', {
        database: DATABASE,
        export_directory: join(exportDir, 'nada', 'nada.overall_export_metadata'),
      }),
    ).rejects.toThrow(/HTTP 4\d\d/);
    expect(await everyDocument()).toEqual({ 'users/keep': { idGoogle: 'keep' } });
  });
});
