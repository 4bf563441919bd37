/**
 * Two people writing in one conversation at the same moment, on the callables as deployed: the
 * built functions in the Functions emulator writing to the Firestore emulator (seeded), reached over
 * the callable protocol with Auth-emulator ID tokens. Whatever order the two transactions commit
 * in, the conversation's last message (ultimaMensagem, dataUltimaMensagem) must be the newest one of
 * its thread: the inbox list shows it, and an older message there would hide the newer one.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FUNCTIONS_REGION } from '@lab/domain/commands';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-lab-portfolio';
const FUNCTIONS = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${PROJECT}/${FUNCTIONS_REGION}`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT}/databases/(default)/documents`;
const CONVERSATION = 'contatos/lab_visitante/conversas/principal';
const ROUNDS = 5;
const ROOT = resolve(__dirname, '..', '..', '..');

/** An ID token for a seeded account: the Auth emulator takes unsigned Google claims whose `sub` the seed linked. */
async function signInAs(uid: string): Promise<string> {
  const seed = JSON.parse(readFileSync(resolve(ROOT, 'emulator-data', 'seed.json'), 'utf8')) as {
    accounts: Array<{ uid: string; email: string; displayName: string }>;
  };
  const account = seed.accounts.find((a) => a.uid === uid);
  if (!account) throw new Error(`No seeded account ${uid}`);
  const claims = JSON.stringify({ sub: uid, email: account.email, email_verified: true, name: account.displayName });
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (body.localId !== uid || !body.idToken) throw new Error(`Signed in as ${String(body.localId)}, not ${uid}`);
  return body.idToken;
}

async function send(idToken: string, mensagem: string): Promise<unknown> {
  const response = await fetch(`${FUNCTIONS}/sendChatMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      data: { contactId: 'lab_visitante', conversationId: 'principal', mensagem, idEnvio: randomUUID() },
    }),
  });
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (!response.ok) throw new Error(`sendChatMessage answered ${response.status}: ${JSON.stringify(body.error)}`);
  return body.result;
}

type Fields = Record<string, { stringValue?: string; timestampValue?: string }>;

/** A document or a collection as the emulator's admin reads it ("Bearer owner"), past the rules. */
async function admin<T>(path: string): Promise<T> {
  const response = await fetch(`${FIRESTORE}/${path}?pageSize=500`, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Firestore emulator answered ${response.status} for ${path}`);
  return (await response.json()) as T;
}

const millis = (fields: Fields, name: string) => Date.parse(fields[name]?.timestampValue ?? 'not a time');

/** The thread's newest message by (time, id), and what the conversation says its last message is. */
async function lastAndNewest() {
  const conversation = await admin<{ fields: Fields }>(CONVERSATION);
  const thread = await admin<{ documents: Array<{ name: string; fields: Fields }> }>(`${CONVERSATION}/chat`);
  const newest = thread.documents
    .map((d) => ({
      id: d.name.split('/').at(-1) ?? '',
      data: millis(d.fields, 'data'),
      mensagem: d.fields.mensagem?.stringValue,
    }))
    .sort((a, b) => a.data - b.data || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .at(-1);
  return {
    last: { mensagem: conversation.fields.ultimaMensagem?.stringValue, data: millis(conversation.fields, 'dataUltimaMensagem') },
    newest: { mensagem: newest?.mensagem, data: newest?.data },
    count: thread.documents.length,
  };
}

describe('two senders at once in one conversation (Functions and Firestore emulators)', () => {
  beforeAll(() => {
    const seeded = spawnSync('npm', ['run', 'seed', '--workspace', 'functions'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`The seed did not load:\n${seeded.stdout}\n${seeded.stderr}`);
  });

  it("leaves the newest message of the thread, by time then id, as the conversation's last message after every round", async () => {
    const [visitor, owner] = await Promise.all([signInAs('user-visitante'), signInAs('owner-dona')]);
    const before = (await lastAndNewest()).count;
    for (let round = 1; round <= ROUNDS; round += 1) {
      await Promise.all([send(visitor, `Visitante, rodada ${round}`), send(owner, `Dona, rodada ${round}`)]);
      const { last, newest, count } = await lastAndNewest();
      expect({ round, count }).toEqual({ round, count: before + 2 * round });
      expect({ round, last }).toEqual({ round, last: newest });
    }
  });
});
