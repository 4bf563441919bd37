/**
 * A skin's webhook on the Emulator Suite: the built functions on the Functions and Firestore
 * emulators, a receiver on 127.0.0.1 that verifies each signature as docs/webhooks.md tells a
 * receiver to. The emulator scripts set LAB_WEBHOOK_LOOPBACK, the switch that lets exactly that
 * receiver through (never set in production; its unit tests show 127.0.0.1 refused without it).
 * Nothing waits for a clock: the test waits for states, and drives the retry through the emulator's
 * hook, which runs the schedule's retry as if its minute had passed.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { MESSAGES } from '@lab/domain/kernel';
import { main as seedEmulators } from '../../scripts/seed-emulators';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-lab-portfolio';
const FUNCTIONS = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${PROJECT}/${FUNCTIONS_REGION}`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const ROOT = resolve(__dirname, '..', '..', '..');
/** The seed's site inbox: the skin `lab`, held by the owner Dona. */
const LAB_KEY = 'owner-dona~skin-lab';
const TOLERANCE_S = 5 * 60;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  verified: boolean;
}

let server: Server;
let receiver = '';
let secret = '';
let answers: number[] = [];
const received: Received[] = [];
let app: App;
let db: Firestore;
let owner = '';

/** What a receiver does (docs/webhooks.md): HMAC-SHA256 of "{id}.{timestamp}.{body}" with the secret's bytes, within 5 minutes. */
function verify(headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_S) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .includes(expected);
}

async function signInAs(uid: string): Promise<string> {
  const seed = JSON.parse(readFileSync(resolve(ROOT, 'emulator-data', 'seed.json'), 'utf8')) as {
    accounts: Array<{ uid: string; email: string; displayName: string }>;
  };
  const account = seed.accounts.find((a) => a.uid === uid);
  const claims = JSON.stringify({ sub: uid, email: account?.email, email_verified: true, name: account?.displayName });
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign in as ${uid}`);
  return body.idToken;
}

async function call<T>(
  name: string,
  data: unknown,
  idToken?: string,
): Promise<{ status: number; result?: T; error?: { message: string } }> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `45.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`,
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, ...((await response.json()) as { result?: T; error?: { message: string } }) };
}

/** Polls (never a fixed sleep deciding the result) until `done` holds, or the bound passes. */
async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, boundMs = 60_000): Promise<T> {
  const end = Date.now() + boundMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const delivery = async (id: string) => (await db.doc(`webhooks/${LAB_KEY}/entregas/${id}`).get()).data();

beforeAll(async () => {
  const out = { log: () => undefined, error: (line: string) => console.error(line) };
  expect(await seedEmulators([], process.env, out)).toBe(0);
  app = initializeApp({ projectId: PROJECT }, 'webhooks');
  db = getFirestore(app);
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body, verified: verify(request.headers, body) });
      response.writeHead(answers.shift() ?? 200);
      response.end('recebido');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  receiver = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  owner = await signInAs('owner-dona');
  const saved = await call<{ url: string; segredo: string | null }>(
    'setWebhook',
    { skin: 'lab', url: receiver, novoSegredo: true },
    owner,
  );
  expect(saved.error).toBeUndefined();
  secret = saved.result?.segredo ?? '';
}, 300_000);

afterAll(async () => {
  // The other suites' messages to the site's inbox must not reach a receiver that is gone.
  if (owner) await call('removeWebhook', { skin: 'lab' }, owner);
  if (server) await new Promise<void>((done) => server.close(() => done()));
  if (app) await deleteApp(app);
});

describe("a skin's webhook (Functions and Firestore emulators, a receiver on 127.0.0.1)", () => {
  it('a contact message to the inbox: its lead.created is delivered, signed, and the receiver verifies it', async () => {
    const sent = await call<{ idContato: string; idConversa: string }>('sendContactMessage', {
      mensagem: 'Quero um orçamento para um site.',
      email: `lead-${Date.now()}@exemplo.com`,
      nome: 'Clara Cliente',
    });
    expect(sent.error).toBeUndefined();
    const isLead = (r: Received) =>
      (JSON.parse(r.body) as { data?: { idConversa?: string } }).data?.idConversa === sent.result?.idConversa;
    const got = await until(
      () => received.find(isLead),
      (r) => r !== undefined,
    );
    expect(got?.verified).toBe(true);
    expect(got?.headers['user-agent']).toMatch(/^Lab-Webhooks\//);
    const event = JSON.parse(got?.body ?? '{}') as { id: string; type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      type: 'lead.created',
      data: { skin: 'lab', nome: 'Clara Cliente', mensagem: 'Quero um orçamento para um site.' },
    });
    const stored = await until(
      () => delivery(event.id),
      (d) => d?.estado === 'entregue',
    );
    expect(stored).toMatchObject({ estado: 'entregue', tentativas: [{ status: 200, resposta: 'recebido' }] });
  });

  it('a receiver answering 500 then 200: the event is retried and delivered, each attempt recorded', async () => {
    answers = [500, 200];
    const test = await call<{ id: string }>('sendTestWebhook', { skin: 'lab' }, owner);
    const id = test.result?.id ?? '';
    const failedOnce = await until(
      () => delivery(id),
      (d) => (d?.tentativas as unknown[] | undefined)?.length === 1,
    );
    expect(failedOnce).toMatchObject({ estado: 'pendente', tentativas: [{ status: 500 }] });
    // The schedule's retry, run now as if its minute had passed.
    const retried = await fetch(`${FUNCTIONS}/webhookRetryNow?adiante=${60_000}`);
    expect(retried.status).toBe(200);
    const stored = await until(
      () => delivery(id),
      (d) => d?.estado === 'entregue',
    );
    expect(stored).toMatchObject({ estado: 'entregue', tentativas: [{ status: 500 }, { status: 200 }] });
    const sends = received.filter((r) => r.headers['webhook-id'] === id);
    expect(sends.map((r) => r.verified)).toEqual([true, true]);
  });

  it('Private addresses: refused when saved, the switch letting through the test receiver on 127.0.0.1 alone', async () => {
    for (const url of [
      'https://169.254.169.254/computeMetadata/v1/',
      'https://[::ffff:127.0.0.1]/',
      'https://10.0.0.8/',
      'https://2130706433/',
    ]) {
      const refused = await call('setWebhook', { skin: 'lab', url }, owner);
      expect({ url, status: refused.status, message: refused.error?.message }).toEqual({
        url,
        status: 400,
        message: MESSAGES.webhookUrlPrivate,
      });
    }
    const localhost = await call('setWebhook', { skin: 'lab', url: receiver.replace('127.0.0.1', 'localhost') }, owner);
    expect(localhost.status).toBe(400);
  });
});
