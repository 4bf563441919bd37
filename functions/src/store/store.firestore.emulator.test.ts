/**
 * The Store contract on Cloud Firestore. Runs only under `firebase emulators:exec` (jest.config.js
 * leaves *.emulator.test.ts out of the normal run), against FIRESTORE_EMULATOR_HOST.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { firestorePort } from './firestore-store';
import { createDocStore, type DocPort } from '@lab/domain/store';
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

/** What the emulator says when a transaction it aborted for contention reads or commits again. */
const EMULATOR_CLOSED_TRANSACTION = /Transaction is invalid or closed/;
const EMULATOR_RETRIES = 5;

/**
 * Where Firestore answers a transaction that lost a contention with ABORTED (or INVALID_ARGUMENT
 * "transaction has expired"), which the SDK retries, the emulator answers INVALID_ARGUMENT "Transaction
 * is invalid or closed.", which the SDK gives up on (firebase/firebase-tools#4473). Retrying that one
 * answer, as the SDK retries Firestore's, keeps the contract's races about the adapter and not about
 * the emulator: one of our first five runs lost one of the 20 concurrent messages to it.
 */
function retryingEmulatorClosedTransactions(port: DocPort): DocPort {
  return {
    ...port,
    runTransaction: async (fn) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await port.runTransaction(fn);
        } catch (error) {
          if (attempt >= EMULATOR_RETRIES || !(error instanceof Error && EMULATOR_CLOSED_TRANSACTION.test(error.message))) {
            throw error;
          }
        }
      }
    },
  };
}

describeStoreContract(
  'Firestore (emulator)',
  async () => {
    await clearFirestore();
    const port = firestorePort(firestore);
    return {
      store: createDocStore(retryingEmulatorClosedTransactions(port)),
      peek: { doc: (path) => port.get(path), list: (collection) => port.query({ collection }) },
    };
  },
  // The emulator serialises contended transactions, the SDK backing off between attempts: the 20
  // concurrent messages on one conversation take about 20 s on an idle machine and over 30 s on a busy one.
  { timeoutMs: 120_000, racers: 10 },
);
