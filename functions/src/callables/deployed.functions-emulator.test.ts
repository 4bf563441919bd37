/**
 * The callables as deployed: built into dist/, loaded by the Functions emulator in
 * southamerica-east1, reached over the callable protocol, with ID tokens the Auth emulator signs.
 * Every request here is refused before the Store is touched, so no Firestore is needed.
 */
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { MESSAGES, REFUSAL_DETAILS } from '@lab/domain/kernel';
import { CALLABLE_NAMES } from '@lab/domain/handlers';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-lab-portfolio';
const FUNCTIONS = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${PROJECT}/${FUNCTIONS_REGION}`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

interface CallableAnswer {
  status: number;
  error?: { status: string; message: string };
  result?: unknown;
}

async function call(name: string, data: unknown, idToken?: string): Promise<CallableAnswer> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, ...((await response.json()) as Omit<CallableAnswer, 'status'>) };
}

async function signUp(): Promise<string> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `pessoa-${Date.now()}@exemplo.com`, password: 'senha-de-teste', returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string };
  return body.idToken;
}

/**
 * The emulator starts a worker for each function on its first request, a cold start of a second or
 * more on a loaded machine: the bound grows with the number of callables instead of the suite's 30 s.
 */
const EVERY_CALLABLE_BOUND_MS = 30_000 + CALLABLE_NAMES.length * 5_000;

describe('the deployed callables (Functions and Auth emulators)', () => {
  it(
    'serves every callable in southamerica-east1, refusing unknown fields in Portuguese',
    async () => {
      const idToken = await signUp();
      for (const name of CALLABLE_NAMES) {
        const answer = await call(name, { campoEstranho: 1 }, idToken);
        expect({ name, status: answer.status, code: answer.error?.status }).toEqual({
          name,
          status: 400,
          code: 'INVALID_ARGUMENT',
        });
        expect(answer.error?.message).toMatch(
          /^(Campo não permitido: campoEstranho|Dados inválidos\.|Identificador de navegação inválido\.)$/,
        );
      }
    },
    EVERY_CALLABLE_BOUND_MS,
  );

  it('refuses signed-in callables without an ID token', async () => {
    for (const name of ['bootstrapSession', 'createSkin', 'sendChatMessage', 'deleteConversation']) {
      const answer = await call(name, {});
      expect(answer.status).toBe(401);
      expect(answer.error).toEqual({ status: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated, details: REFUSAL_DETAILS });
    }
  });

  it('verifies an Auth emulator token, then applies the product’s rules to the payload', async () => {
    const idToken = await signUp();
    const answer = await call('createSkin', { username: '  ', theme: 'CYBERPINK' }, idToken);
    expect(answer.error).toEqual({ status: 'INVALID_ARGUMENT', message: MESSAGES.skinNameRequired, details: REFUSAL_DETAILS });
  });

  it('tells an anonymous visitor without an e-mail what the contact form says', async () => {
    const answer = await call('sendContactMessage', { mensagem: 'Olá' });
    expect(answer.error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: '⚠ Hey, você ainda não disse o seu e-mail!',
      details: REFUSAL_DETAILS,
    });
  });

  it('lets the site send its App Check header from another origin (the CORS preflight allows it)', async () => {
    const response = await fetch(`${FUNCTIONS}/sendContactMessage`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://lab.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-firebase-appcheck',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://lab.example.com');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-firebase-appcheck');
  });

  it('refuses a navigation hash that is not a UUID', async () => {
    const answer = await call('logNavigation', { navegacaoHash: 'nao-e-uuid', path: '/lab/home' });
    expect(answer.error).toEqual({ status: 'INVALID_ARGUMENT', message: MESSAGES.invalidHash, details: REFUSAL_DETAILS });
  });
});
