/**
 * Refusals as the signed-in web app meets them: the firebase web SDK's httpsCallable against the
 * deployed callables in the Functions emulator, with an Auth-emulator account. The SDK rejects with
 * its own FunctionsError, whose message carries the HTTP status after the server's words; the
 * domain's one mapping (toDomainError, which the web's adapters use) must still read the server's
 * Portuguese out of it, and read the same refusal out of the plain callable protocol's error body.
 * Every refusal here comes before the Store, so no Firestore is needed.
 */
import { DomainError, MESSAGES, toDomainError } from '@lab/domain/kernel';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-lab-portfolio';
const [FUNCTIONS_HOST = '127.0.0.1', FUNCTIONS_PORT = '5001'] = (process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001').split(
  ':',
);
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

let app: FirebaseApp;
let functions: Functions;

beforeAll(async () => {
  app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT, appId: 'demo-app' }, 'sdk-refusals');
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH, { disableWarnings: true });
  await createUserWithEmailAndPassword(auth, `sdk-${Date.now()}@exemplo.com`, 'senha-de-teste');
  functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, FUNCTIONS_HOST, Number(FUNCTIONS_PORT));
});

afterAll(async () => {
  await deleteApp(app);
});

/** What httpsCallable rejects with, as the web adapter catches it. */
async function sdkRefusal(name: string, data: unknown): Promise<unknown> {
  try {
    await httpsCallable(functions, name)(data);
  } catch (error) {
    return error;
  }
  throw new Error(`${name} was expected to refuse`);
}

/** The code and message of the domain refusal the web would show for a caught value. */
function refusalIn(caught: unknown): { code?: string; message?: string } {
  const refusal = toDomainError(caught);
  return { code: refusal?.code, message: refusal?.message };
}

/** The plain callable protocol's error body for the same request (anonymous, like that path). */
async function protocolRefusal(name: string, data: unknown): Promise<unknown> {
  const url = `http://${FUNCTIONS_HOST}:${FUNCTIONS_PORT}/${PROJECT}/${FUNCTIONS_REGION}/${name}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  return response.json();
}

describe('a refusal the firebase SDK brings back from the deployed callables', () => {
  it('keeps the server’s Portuguese message, though the SDK adds the HTTP status to it', async () => {
    const caught = await sdkRefusal('createSkin', { username: '  ', theme: 'CYBERPINK' });
    expect(caught).toMatchObject({ code: 'functions/invalid-argument', message: `${MESSAGES.skinNameRequired} [400]` });
    expect(toDomainError(caught)).toBeInstanceOf(DomainError);
    expect(refusalIn(caught)).toEqual({ code: 'invalid-argument', message: MESSAGES.skinNameRequired });
  });

  it('keeps a refusal that names the offending fields', async () => {
    const caught = await sdkRefusal('createSkin', { username: 'nova', theme: 'CYBERPINK', campoEstranho: 1 });
    expect(refusalIn(caught)).toEqual({ code: 'invalid-argument', message: `${MESSAGES.unknownField}campoEstranho` });
  });

  it('reads the same refusal from the SDK and from the plain callable protocol', async () => {
    const payload = { navegacaoHash: 'nao-e-uuid', path: '/lab/home' };
    const expected = { code: 'invalid-argument', message: MESSAGES.invalidHash };
    expect(refusalIn(await sdkRefusal('logNavigation', payload))).toEqual(expected);
    expect(refusalIn(await protocolRefusal('logNavigation', payload))).toEqual(expected);
  });

  it('deep payloads: answers a body nested 100,000 deep with INVALID_ARGUMENT and the Portuguese refusal, before the SDK decodes it', async () => {
    // Written by hand: JSON.stringify would itself recurse that deep.
    const deep = `{"data":{"username":"funda","arquivo":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
    for (const name of ['importSkin', 'logAccess']) {
      const url = `http://${FUNCTIONS_HOST}:${FUNCTIONS_PORT}/${PROJECT}/${FUNCTIONS_REGION}/${name}`;
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: deep });
      const body: unknown = await response.json();
      expect({ name, status: response.status, body }).toMatchObject({
        name,
        status: 400,
        body: { error: { status: 'INVALID_ARGUMENT', message: MESSAGES.payloadTooDeep } },
      });
      expect(refusalIn(body)).toEqual({ code: 'invalid-argument', message: MESSAGES.payloadTooDeep });
    }
  });
});
