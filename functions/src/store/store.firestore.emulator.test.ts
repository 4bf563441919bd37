/**
 * The Store contract on Cloud Firestore. Runs only under `firebase emulators:exec` (jest.config.js
 * leaves *.emulator.test.ts out of the normal run), against FIRESTORE_EMULATOR_HOST.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { createFirestoreStore, firestorePort } from './firestore-store';
import { describeStoreContract } from '@lab/domain/testing';

const PROJECT_ID = 'demo-lab-portfolio';
const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this suite under `firebase emulators:exec`.');

let app: App;
let firestore: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'store-contract');
  firestore = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
});

/** The emulator's own endpoint for wiping every document of a project. */
async function clearFirestore(): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`Clearing the Firestore emulator failed: HTTP ${response.status}`);
}

describeStoreContract(
  'Firestore (emulator)',
  async () => {
    await clearFirestore();
    const port = firestorePort(firestore);
    return {
      store: createFirestoreStore(firestore),
      peek: { doc: (path) => port.get(path), list: (collection) => port.query({ collection }) },
    };
  },
  { timeoutMs: 30_000, racers: 10 },
);
