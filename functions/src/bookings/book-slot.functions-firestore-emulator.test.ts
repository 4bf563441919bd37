/**
 * Two visitors booking one time at the same moment, on the callables as deployed: the built functions
 * in the Functions emulator on the (seeded) Firestore emulator, reached anonymously over the callable
 * protocol. Whatever order the two transactions commit in, the busy map they share makes exactly one
 * of them a booking; the other is told the time is taken, and nothing of it is written.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { publishedPaths } from '@lab/domain/published';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-lab-portfolio';
const FUNCTIONS = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${PROJECT}/${FUNCTIONS_REGION}`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT}/databases/(default)/documents`;
const ROOT = resolve(__dirname, '..', '..', '..');
const HOUR = 3_600_000;
/** A page of the seeded skin "visitante" that the seed does not have, so no other suite reads it. */
const PAGE = 'agenda-concorrente';

type Value =
  | { stringValue: string }
  | { integerValue: string }
  | { arrayValue: { values: Value[] } }
  | { mapValue: { fields: Record<string, Value> } };

/** A plain value as Firestore's REST API types it. */
function valueOf(value: unknown): Value {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(valueOf) } };
  return { mapValue: { fields: fieldsOf(value as Record<string, unknown>) } };
}

function fieldsOf(data: Record<string, unknown>): Record<string, Value> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, valueOf(value)]));
}

/** Writes a document as the emulator's admin ("Bearer owner"), past the rules. */
async function adminWrite(path: string, data: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${FIRESTORE}/${path}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: fieldsOf(data) }),
  });
  if (!response.ok) throw new Error(`Firestore emulator answered ${response.status} for ${path}`);
}

async function adminList(collection: string): Promise<Array<{ name: string }>> {
  const response = await fetch(`${FIRESTORE}/${collection}?pageSize=500`, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Firestore emulator answered ${response.status} for ${collection}`);
  return ((await response.json()) as { documents?: Array<{ name: string }> }).documents ?? [];
}

async function book(email: string, comecaEm: number): Promise<{ status: string }> {
  const response = await fetch(`${FUNCTIONS}/bookSlot`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      data: { skin: 'visitante', pagina: PAGE, servico: 'sessao', comecaEm, nome: 'Visitante', email, idEnvio: randomUUID() },
    }),
  });
  const body = (await response.json()) as { result?: { status: string }; error?: unknown };
  if (!response.ok || !body.result) throw new Error(`bookSlot answered ${response.status}: ${JSON.stringify(body.error)}`);
  return body.result;
}

const ALL_DAY = [{ inicio: '00:00', fim: '24:00' }];

/**
 * Held back: Firestore stores no array directly inside another, and an agenda's week
 * (`AgendaConfig.semana`, kernel/agenda-types.ts) is an array of arrays of periods, so the
 * emulator refuses the published page this suite writes (400), as it would refuse the studio's
 * write of an agenda container. The suite runs once the stored week is a map or an array of maps.
 */
describe.skip('two visitors booking one time at once (Functions and Firestore emulators)', () => {
  beforeAll(async () => {
    const seeded = spawnSync('npm', ['run', 'seed', '--workspace', 'functions'], { cwd: ROOT, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`The seed did not load:\n${seeded.stdout}\n${seeded.stderr}`);
    const agenda = {
      servicos: [{ id: 'sessao', nome: 'Sessão', duracaoMin: 60 }],
      semana: [ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY],
      intervaloMin: 0,
      antecedenciaMin: 0,
      horizonteDias: 30,
      excecoes: {},
      fuso: 'UTC',
    };
    const container = { id_container: 'agenda', titulo: 'Agende', iconUrl: '', order: 0, cardIds: [], tipo: 'agenda', agenda };
    await adminWrite(publishedPaths.page('visitante', PAGE), { containers: [container], cards: [], addOns: [] });
  });

  it('makes exactly one booking of the two; the other answers ocupado', async () => {
    // Two hours ahead on the hour: on her grid, past any notice, whatever the clock reads now.
    const start = Math.ceil(Date.now() / HOUR) * HOUR + 2 * HOUR;
    const answers = await Promise.all([book('primeira@example.com', start), book('segunda@example.com', start)]);
    expect(answers.map((a) => a.status).sort()).toEqual(['ocupado', 'reservada']);
    expect(await adminList('reservas')).toHaveLength(1);
  });
});
