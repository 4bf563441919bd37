/**
 * The Firebase public read against a stand-in for Firestore Lite that answers from the seed (with
 * dates as Timestamps, as Firestore returns them) and records when each query starts and ends.
 */
import { MemoryDb, type DocData, type QuerySpec, type QuerySource } from '@lab/domain/memory';
import seed from '@seed/seed.json';

interface FakeQuery {
  source: QuerySource;
  spec: QuerySpec;
}

const events: string[] = [];
const db = new MemoryDb((seed as unknown as { documents: Record<string, DocData> }).documents);

class FakeTimestamp {
  constructor(private readonly ms: number) {}
  toMillis(): number {
    return this.ms;
  }
}

function asFirestore(data: DocData): DocData {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, k === 'data' && typeof v === 'number' ? new FakeTimestamp(v) : v]),
  );
}

jest.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({ name: '[DEFAULT]' }) }));
jest.mock('firebase/firestore/lite', () => ({
  getFirestore: () => ({}),
  connectFirestoreEmulator: jest.fn(),
  collection: (_db: unknown, path: string): FakeQuery => ({ source: { collection: path }, spec: {} }),
  collectionGroup: (_db: unknown, group: string): FakeQuery => ({ source: { group }, spec: {} }),
  where: (field: string, op: '==', value: unknown) => ({ where: [field, op, value] }),
  limit: (n: number) => ({ limit: n }),
  query: (base: FakeQuery, ...constraints: Array<{ where?: [string, '==', unknown]; limit?: number }>): FakeQuery => ({
    source: base.source,
    spec: {
      where: constraints.flatMap((c) => (c.where ? [c.where] : [])),
      ...(constraints.some((c) => c.limit) ? { limit: constraints.find((c) => c.limit)?.limit } : {}),
    },
  }),
  getDocs: async (q: FakeQuery) => {
    const label = 'group' in q.source ? `group:${q.source.group}` : q.source.collection.split('/').pop();
    events.push(`start ${label}`);
    await new Promise((done) => setTimeout(done, 1));
    events.push(`end ${label}`);
    return {
      docs: db.query(q.source, q.spec).map((d) => ({ id: d.id, ref: { path: d.path }, data: () => asFirestore(d.data) })),
    };
  },
}));

import { loadFirebaseApp } from './firebase-app';
import { createFirebaseSiteReads } from './firebase-site-reads';

describe('the Firebase public site read', () => {
  beforeEach(() => {
    events.length = 0;
  });

  it('reads a skin in two round trips: the skin by name, then everything under it at once', async () => {
    const loadSkinSite = createFirebaseSiteReads(loadFirebaseApp);
    const site = await loadSkinSite('lab');
    expect(events.slice(0, 2)).toEqual(['start group:skins', 'end group:skins']);
    const second = events.slice(2);
    const firstEnd = second.findIndex((e) => e.startsWith('end'));
    expect(second.slice(0, firstEnd)).toHaveLength(7);
    expect(second.slice(0, firstEnd).every((e) => e.startsWith('start'))).toBe(true);
    expect(site?.paginas.map((p) => p.id_pagina)).toEqual(['home', 'projetos', 'contato']);
  });

  it('turns Timestamps into epoch milliseconds', async () => {
    const site = await createFirebaseSiteReads(loadFirebaseApp)('lab');
    expect(site?.skin.data).toBe(1678799100000);
    expect(typeof site?.cards[0]?.data).toBe('number');
  });

  it('makes one query and answers null when no skin has the name', async () => {
    await expect(createFirebaseSiteReads(loadFirebaseApp)('ninguem')).resolves.toBeNull();
    expect(events).toEqual(['start group:skins', 'end group:skins']);
  });
});
