/**
 * Every read declared in the domain (LIVE_READS), made on the Firestore emulator as each role with
 * the query the declaration states, spelled the way the web adapter spells it: the rules allow it
 * exactly when the declaration's `allows` says so, and what the emulator answers is, row for row, what
 * the memory adapter (the demo's) answers on the same data. So the demo can refuse no more and no
 * less than production, and a read added without its rule (or a rule loosened) fails here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import * as fs from 'firebase/firestore';
import { datesFromStore } from '@lab/domain/kernel';
import {
  LIVE_READS,
  constraintsOf,
  rowsOf,
  type ArgsOf,
  type EntityCollection,
  type LiveRead,
  type LiveReadName,
  type Viewer,
} from '@lab/domain/store';
import { MemoryDb, runLiveRead } from '@lab/domain/memory';
import {
  CONTACT,
  CONVERSATION,
  CREATOR_CONTACT,
  CREATOR_CONVERSATION,
  LAB,
  PARTICIPANT,
  ROLES,
  UID,
  roleDatabases,
  rulesTestDocuments,
  toStored,
  writeStored,
  type Role,
} from './test-support/rules-data';

const PROJECT_ID = 'demo-lab-live-reads';
/**
 * The rule of her bookings (reservas: `resource.data.dona == request.auth.uid`) belongs to the booking's
 * own change; until firestore.rules has it, this suite adds the same rule so her AGENDA list is tried.
 */
const BOOKINGS_RULE = `
    match /reservas/{reservaId} {
      allow read: if request.auth != null && resource.data.dona == request.auth.uid;
    }
`;
const FILE_RULES = readFileSync(resolve(__dirname, '..', '..', '..', 'firestore.rules'), 'utf8');
const RULES = FILE_RULES.includes('match /reservas/')
  ? FILE_RULES
  : FILE_RULES.replace(/(match \/databases\/\{database\}\/documents \{)/, `$1${BOOKINGS_RULE}`);

jest.setTimeout(30_000);

const VIEWER: Record<Role, Viewer | null> = {
  anonymous: null,
  participant: { uid: UID.participant!, admin: false },
  stranger: { uid: UID.stranger!, admin: false },
  owner: { uid: UID.owner!, admin: true },
};

/**
 * The arguments each read is tried with, per role: what the screens pass, and what a hostile caller
 * could pass instead (someone else's uid, the owners' scope).
 */
const SAMPLE_ARGS: { [N in LiveReadName]: (viewer: Viewer | null) => Array<ArgsOf<(typeof LIVE_READS)[N]>> } = {
  skins: () => [{ uid: PARTICIPANT }, { uid: LAB.uid }],
  allSkins: () => [{}],
  contacts: (viewer) => [
    { uid: viewer?.uid ?? PARTICIPANT, admin: viewer?.admin ?? false },
    { uid: viewer?.uid ?? PARTICIPANT, admin: false },
    { uid: PARTICIPANT, admin: false },
    { uid: PARTICIPANT, admin: true },
  ],
  conversations: () => [{ contactId: CONTACT }, { contactId: CREATOR_CONTACT }],
  chat: () => [
    { contactId: CONTACT, conversationId: CONVERSATION },
    { contactId: CREATOR_CONTACT, conversationId: CREATOR_CONVERSATION },
  ],
  users: () => [{}],
  reports: () => [{}],
  accessLog: () => [{}],
  unseenAccesses: () => [{}],
  stats: () => [{ sinceDay: '2025-04-13' }],
  // The participant's own skin, and another creator's (which only owners may read).
  skinVisits: () => [
    { uid: PARTICIPANT, skinId: 'skin-visitante', sinceDay: '2025-04-13' },
    { ...LAB, sinceDay: '2025-04-13' },
  ],
  outbox: () => [{}],
  businessHours: () => [{}],
  // The participant's own quick replies, and an owner's (which nobody else reads, not even the other owner).
  quickReplies: () => [{ uid: PARTICIPANT }, { uid: LAB.uid }],
  conversationMail: () => [
    { contactId: CONTACT, conversationId: CONVERSATION },
    { contactId: CREATOR_CONTACT, conversationId: CREATOR_CONVERSATION },
  ],
  // The site's inbox, the participant's own, and hers asked by someone else.
  leads: (viewer) => [
    { caixa: 'lab', uid: viewer?.uid ?? PARTICIPANT, limit: 500 },
    { caixa: 'visitante', uid: viewer?.uid ?? PARTICIPANT, limit: 500 },
    { caixa: 'visitante', uid: PARTICIPANT, limit: 2000 },
  ],
  lead: (viewer) => [
    { caixa: 'lab', uid: viewer?.uid ?? PARTICIPANT, idContato: CONTACT, idConversa: 'c-identidade' },
    { caixa: 'visitante', uid: viewer?.uid ?? PARTICIPANT, idContato: CREATOR_CONTACT, idConversa: CREATOR_CONVERSATION },
    { caixa: 'visitante', uid: PARTICIPANT, idContato: CREATOR_CONTACT, idConversa: CREATOR_CONVERSATION },
  ],
  // The agenda: her own bookings and feed, and someone else's (nobody else reads them, owners included).
  bookings: (viewer) => [
    { uid: viewer?.uid ?? PARTICIPANT, desde: 0, limit: 300 },
    { uid: PARTICIPANT, desde: 0, limit: 300 },
  ],
  agendaFeed: (viewer) => [{ uid: viewer?.uid ?? PARTICIPANT }, { uid: PARTICIPANT }],
  pendingTestimonials: (viewer) => [
    { uid: PARTICIPANT, skinId: 'skin-visitante' },
    { uid: viewer?.uid ?? PARTICIPANT, skinId: 'skin-visitante' },
  ],
};

let testEnv: RulesTestEnvironment;
let databases = new Map<Role, fs.Firestore>();
const memory = new MemoryDb(rulesTestDocuments());

/** The web adapter's translation (firebase-live-reads.ts): the declared source and spec as SDK constraints. */
function queryOf<A, C extends EntityCollection, R>(db: fs.Firestore, read: LiveRead<A, C, R>, args: A, viewer: Viewer | null) {
  const source = read.source(args);
  const from = 'group' in source ? fs.collectionGroup(db, source.group) : fs.collection(db, source.collection);
  return fs.query(from, ...constraintsOf<fs.QueryConstraint, fs.Timestamp>(read.spec(args, viewer), fs, fs.Timestamp));
}

const fromEmulator = (data: fs.DocumentData) =>
  datesFromStore(data, { isTimestamp: (value) => value instanceof fs.Timestamp, toMillis: (value) => value.toMillis() });

const cases = (Object.keys(LIVE_READS) as LiveReadName[]).flatMap((name) =>
  ROLES.flatMap((role) =>
    SAMPLE_ARGS[name](VIEWER[role]).map((args) => {
      const read = LIVE_READS[name] as LiveRead<unknown, EntityCollection, unknown>;
      const verdict = read.allows(args, VIEWER[role]) ? 'allowed' : 'refused';
      return [name, role, JSON.stringify(args), verdict, read, args] as const;
    }),
  ),
);

/** Rows each read answered to someone, to prove the suite compares real answers, not empty lists. */
const answered = new Map<LiveReadName, number>();

beforeAll(async () => {
  fs.setLogLevel('error');
  testEnv = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { rules: RULES } });
  await testEnv.clearFirestore();
  const documents = rulesTestDocuments();
  await writeStored(testEnv, Object.fromEntries(Object.entries(documents).map(([path, data]) => [path, toStored(data)])));
  databases = roleDatabases(testEnv);
});

afterAll(async () => {
  await testEnv?.cleanup();
});

describe('every declared read, as every role, on the rules and on the memory adapter', () => {
  it.each(cases)('%s as %s %s: %s', async (name, role, _args, verdict, read, args) => {
    const viewer = VIEWER[role];
    const request = fs.getDocs(queryOf(databases.get(role)!, read, args, viewer));
    if (verdict === 'refused') {
      await assertFails(request);
      expect(() => runLiveRead(memory, read, args, viewer)).toThrow(
        expect.objectContaining({ code: viewer ? 'permission-denied' : 'unauthenticated' }),
      );
      return;
    }
    const snapshot = await request;
    const fromRules = rowsOf(
      read,
      snapshot.docs.map((doc) => ({ id: doc.id, data: fromEmulator(doc.data()) })),
      (id, problem) => {
        throw new Error(`${name}: ${id} does not decode: ${problem}`);
      },
    );
    expect(fromRules).toEqual(runLiveRead(memory, read, args, viewer));
    answered.set(name, Math.max(answered.get(name) ?? 0, fromRules.length));
  });

  it('every read answered someone with rows', () => {
    const empty = (Object.keys(LIVE_READS) as LiveReadName[]).filter((name) => !answered.get(name));
    expect(empty).toEqual([]);
  });
});
