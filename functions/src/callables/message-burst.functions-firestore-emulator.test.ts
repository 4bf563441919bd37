/**
 * A burst of contact messages to the site's own inbox on the Functions and Firestore emulators: the
 * built callables, the seed, and whatever runs after a message commits. Each message must be stored
 * once and bring its owners' notice once (while the site's budget has room). The call latencies are
 * printed for docs/operations.md; nothing here asserts on time, which a loaded machine decides.
 *
 * The Functions emulator runs one request per worker process and starts a worker for each request
 * none is free for (seconds each on a loaded machine, and some fail to load): the workers are started
 * first with refused calls that touch no Store, and no more than IN_FLIGHT calls run at once.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { OWNER_NOTIFICATIONS_PER_HOUR } from '@lab/domain/kernel';
import { NOTIFICATION_LIMIT_KEY, OWNER_NOTIFICATION_SHARDS } from '@lab/domain/notices';
import { main as seedEmulators } from '../../scripts/seed-emulators';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-lab-portfolio';
const FUNCTIONS = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${PROJECT}/${FUNCTIONS_REGION}`;

interface Sent {
  status: number;
  ms: number;
  result?: { idContato: string; idConversa: string };
  error?: { status: string; message: string };
}

/** How many calls run at once: the emulator's workers, started before the bursts. */
const IN_FLIGHT = 10;

async function post(data: unknown, ip: string): Promise<Sent> {
  const started = performance.now();
  try {
    const response = await fetch(`${FUNCTIONS}/sendContactMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ data }),
    });
    const body = (await response.json()) as Omit<Sent, 'status' | 'ms'>;
    return { status: response.status, ms: performance.now() - started, ...body };
  } catch (error) {
    // A dropped connection is counted as a failed send, not a crashed test.
    return { status: 0, ms: performance.now() - started, error: { status: 'FETCH', message: String(error) } };
  }
}

/** One anonymous visitor: their own address and their own client IP, as Google's front end appends it. */
function send(run: string, i: number): Promise<Sent> {
  const data = { mensagem: `Mensagem ${i} da rajada ${run}`, email: `visita-${run}-${i}@exemplo.com` };
  return post(data, `45.${run.length}.${i >> 8}.${i & 255}`);
}

/** `count` sends, at most IN_FLIGHT at a time, in the order they were started. */
async function burst(count: number, one: (i: number) => Promise<Sent>): Promise<Sent[]> {
  const sent: Sent[] = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < count; i = next++) sent[i] = await one(i);
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count) }, lane));
  return sent;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Waits (polling, never a fixed sleep) until `read` gives the same answer twice in a row and `done` holds. */
async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean, boundMs: number): Promise<T> {
  const until = Date.now() + boundMs;
  let last = JSON.stringify(await read());
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const value = await read();
    const now = JSON.stringify(value);
    if ((now === last && done(value)) || Date.now() > until) return value;
    last = now;
  }
}

let app: App;
let db: Firestore;

beforeAll(async () => {
  const out = { log: () => undefined, error: (line: string) => console.error(line) };
  expect(await seedEmulators([], process.env, out)).toBe(0);
  app = initializeApp({ projectId: PROJECT }, 'message-burst');
  db = getFirestore(app);
  // A form without an address is refused before any read: one call loads the function, then
  // IN_FLIGHT at once start the workers the bursts reuse.
  await post({ mensagem: 'aquecimento' }, '45.1.0.0');
  await burst(IN_FLIGHT, (i) => post({ mensagem: 'aquecimento' }, `45.1.0.${i}`));
}, 300_000);

afterAll(async () => {
  if (app) await deleteApp(app);
});

/** Every notice e-mail for the contacts of `sent`, counted per contact. */
async function noticesOf(sent: readonly Sent[]): Promise<Map<string, number>> {
  const ids = sent.flatMap((s) => (s.result ? [s.result.idContato] : []));
  const counts = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 30) {
    const found = await db
      .collection('mail')
      .where('idContato', 'in', ids.slice(i, i + 30))
      .get();
    for (const doc of found.docs) {
      if (doc.get('tipo') !== 'notificacao') continue;
      const id = String(doc.get('idContato'));
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/** The conversations and messages each accepted send left. */
async function storedOf(sent: readonly Sent[]): Promise<{ conversations: number; messages: number[] }> {
  let conversations = 0;
  const messages: number[] = [];
  for (const { result } of sent) {
    if (!result) continue;
    const conversation = db.doc(`contatos/${result.idContato}/conversas/${result.idConversa}`);
    if ((await conversation.get()).exists) conversations += 1;
    messages.push((await conversation.collection('chat').count().get()).data().count);
  }
  return { conversations, messages };
}

/**
 * The owners' notices the hour's budget has counted so far: every suite on these emulators shares it
 * (another suite's contact message to the site's inbox takes its share), so each burst reads it.
 */
async function ownerNoticesCounted(): Promise<number> {
  const since = Date.now() - OWNER_NOTIFICATIONS_PER_HOUR.windowMs;
  const shards = await Promise.all(
    Array.from({ length: OWNER_NOTIFICATION_SHARDS }, (_, i) => db.doc(`rateLimits/${NOTIFICATION_LIMIT_KEY}#${i}`).get()),
  );
  return shards.reduce(
    (sum, shard) => sum + ((shard.get('hits') as number[] | undefined) ?? []).filter((at) => at > since).length,
    0,
  );
}

describe('a burst of contact messages to the site inbox (Functions and Firestore emulators)', () => {
  const runs = [
    { size: 30, run: `a${Date.now()}` },
    { size: 100, run: `bb${Date.now()}` },
  ];
  it.each(runs)(
    'accepts and stores each of $size messages once, with one notice each while the budget has room',
    async ({ size, run }) => {
      const counted = await ownerNoticesCounted();
      const sent = await burst(size, (i) => send(run, i));
      const ms = sent.map((s) => s.ms).sort((a, b) => a - b);
      console.log(
        `burst of ${size} (${IN_FLIGHT} in flight): p50 ${Math.round(percentile(ms, 50))} ms, p95 ${Math.round(percentile(ms, 95))} ms, ` +
          `max ${Math.round(ms.at(-1) ?? NaN)} ms`,
      );
      expect(sent.filter((s) => s.status !== 200).map((s) => s.error)).toEqual([]);
      expect(new Set(sent.map((s) => s.result?.idContato)).size).toBe(size);

      const stored = await storedOf(sent);
      expect(stored).toEqual({ conversations: size, messages: Array.from({ length: size }, () => 1) });

      // The site-wide budget caps the owners' notices per hour, whoever took its share before.
      const due = Math.min(size, OWNER_NOTIFICATIONS_PER_HOUR.max - counted);
      const notices = await settled(
        () => noticesOf(sent),
        (counts) => [...counts.values()].reduce((a, b) => a + b, 0) >= due,
        120_000,
      );
      expect([...notices.values()].every((n) => n === 1)).toBe(true);
      expect(notices.size).toBe(due);
    },
    300_000,
  );
});
