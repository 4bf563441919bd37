/**
 * The Firebase public read against a stand-in for Firestore's REST API that answers runQuery from
 * the seed (dates as timestampValue, numbers as integerValue strings, as Firestore sends them) and
 * records when each request starts and ends.
 */
import { DATE_FIELDS } from '@lab/domain/kernel';
import { publishedPaths, readPublishedSite } from '@lab/domain/published';
import { MemoryDb, type DocData, type QuerySource, type QuerySpec } from '@lab/domain/memory';
import { withPublishedSnapshots } from '@lab/domain/store';
import seed from '@seed/seed.json';
import { createFirebaseSiteReads } from './firebase-site-reads';
import { getDocument } from './firestore-rest';
import { firestoreTarget } from './firestore-target';

const DOCUMENTS = 'projects/demo-lab-portfolio/databases/(default)/documents';

// A ref under another user's skin that happens to share the id skin-lab: not the lab skin's.
const STRAY_REF = 'users/user-sol/skins/skin-lab/cards/card-rede-abrigo/addOnsRefs/ref-stray';
const db = new MemoryDb({
  ...(seed as unknown as { documents: Record<string, DocData> }).documents,
  [STRAY_REF]: { id_add: 'typescript', id_card: 'card-rede-abrigo', id_skins: 'skin-lab' },
});

function toRest(value: unknown, field: string): unknown {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    if (DATE_FIELDS.has(field)) return { timestampValue: new Date(value).toISOString().replace('.000Z', 'Z') };
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map((item) => toRest(item, field)) } };
  return { mapValue: { fields: fieldsToRest(value as DocData) } };
}

function fieldsToRest(data: DocData): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toRest(value, key)]));
}

interface RestBody {
  structuredQuery: {
    from: [{ collectionId: string; allDescendants: boolean }];
    where?: { fieldFilter: { field: { fieldPath: string }; op: 'EQUAL'; value: { stringValue: string } } };
    limit?: number;
  };
}

let events: string[] = [];
let requests: Array<{ url: string; body: RestBody; authorization?: string }> = [];

const fakeFetch = (async (url: string, init: RequestInit) => {
  const body = JSON.parse(init.body as string) as RestBody;
  const authorization = (init.headers as Record<string, string> | undefined)?.['Authorization'];
  requests.push({ url, body, ...(authorization ? { authorization } : {}) });
  const { from, where, limit } = body.structuredQuery;
  const parent = /\/documents(?:\/(.*))?:runQuery\?/.exec(url)?.[1] ?? '';
  const source: QuerySource = from[0].allDescendants
    ? { group: from[0].collectionId }
    : { collection: parent ? `${parent}/${from[0].collectionId}` : from[0].collectionId };
  const spec: QuerySpec = {
    ...(where ? { where: [[where.fieldFilter.field.fieldPath, '==', where.fieldFilter.value.stringValue]] } : {}),
    ...(limit ? { limit } : {}),
  };
  const label = 'group' in source ? `group:${source.group}` : source.collection.split('/').pop();
  events.push(`start ${label}`);
  await new Promise((done) => setTimeout(done, 1));
  events.push(`end ${label}`);
  const answer = db.query(source, spec).map((d) => ({
    document: { name: `${DOCUMENTS}/${d.path}`, fields: fieldsToRest(d.data), createTime: '2023-01-01T00:00:00Z' },
    readTime: '2024-01-01T00:00:00Z',
  }));
  // runQuery ends with (or is only) a progress item when the last result carried no document.
  return { ok: true, status: 200, json: async () => [...answer, { readTime: '2024-01-01T00:00:00Z' }] } as Response;
}) as unknown as typeof fetch;

const loadSkinSite = (name: string) => createFirebaseSiteReads(firestoreTarget(), fakeFetch).loadSkinTree(name);

describe('the Firebase public site read', () => {
  beforeEach(() => {
    events = [];
    requests = [];
  });

  it('reads a skin in two round trips: the skin by name, then everything under it at once', async () => {
    const site = await loadSkinSite('lab');
    expect(events.slice(0, 2)).toEqual(['start group:skins', 'end group:skins']);
    const second = events.slice(2);
    const firstEnd = second.findIndex((e) => e.startsWith('end'));
    expect(second.slice(0, firstEnd)).toHaveLength(7);
    expect(second.slice(0, firstEnd).every((e) => e.startsWith('start'))).toBe(true);
    expect(site?.paginas.map((p) => p.id_pagina)).toEqual(['home', 'projetos', 'contato']);
  });

  it('asks for the skin by username with a collection-group query limited to one', async () => {
    await loadSkinSite('lab');
    expect(requests[0]).toEqual({
      url: `https://firestore.googleapis.com/v1/${DOCUMENTS}:runQuery?key=test`,
      body: {
        structuredQuery: {
          from: [{ collectionId: 'skins', allDescendants: true }],
          where: { fieldFilter: { field: { fieldPath: 'username' }, op: 'EQUAL', value: { stringValue: 'lab' } } },
          limit: 1,
        },
      },
    });
  });

  it("a creator's studio asks among their own skins, with their ID token: a skin tree is its user's and the owners'", async () => {
    const creator = { uid: 'user-visitante', admin: false, name: '', givenName: '', email: '', photo: '' };
    const reader = { current: () => creator, idToken: async () => 'id-token' };
    const site = await createFirebaseSiteReads(firestoreTarget(), fakeFetch, reader).loadSkinTree('visitante');
    expect(site?.skin.username).toBe('visitante');
    expect(requests[0]).toEqual({
      url: `https://firestore.googleapis.com/v1/${DOCUMENTS}/users/user-visitante:runQuery?key=test`,
      body: {
        structuredQuery: {
          from: [{ collectionId: 'skins', allDescendants: false }],
          where: { fieldFilter: { field: { fieldPath: 'username' }, op: 'EQUAL', value: { stringValue: 'visitante' } } },
          limit: 1,
        },
      },
      authorization: 'Bearer id-token',
    });
    expect(requests.every((r) => r.authorization === 'Bearer id-token')).toBe(true);
    requests = [];
    await expect(createFirebaseSiteReads(firestoreTarget(), fakeFetch, reader).loadSkinTree('lab')).resolves.toBeNull();
  });

  it('then reads the skin subcollections, the refs by id_skins and the add-on catalogue', async () => {
    await loadSkinSite('lab');
    const root = `https://firestore.googleapis.com/v1/${DOCUMENTS}`;
    const skin = `${root}/users/owner-dona/skins/skin-lab`;
    const refs = (collectionId: string) => ({
      url: `${root}:runQuery?key=test`,
      body: {
        structuredQuery: {
          from: [{ collectionId, allDescendants: true }],
          where: { fieldFilter: { field: { fieldPath: 'id_skins' }, op: 'EQUAL', value: { stringValue: 'skin-lab' } } },
        },
      },
    });
    const collection = (base: string, collectionId: string) => ({
      url: `${base}:runQuery?key=test`,
      body: { structuredQuery: { from: [{ collectionId, allDescendants: false }] } },
    });
    expect(requests.slice(1)).toEqual([
      collection(skin, 'paginas'),
      collection(skin, 'containers'),
      collection(skin, 'cards'),
      refs('containerRefs'),
      refs('cardRefs'),
      refs('addOnsRefs'),
      collection(root, 'add_ons'),
    ]);
  });

  it('turns timestamps into epoch milliseconds and integers into numbers', async () => {
    const site = await loadSkinSite('lab');
    expect(site?.skin.data).toBe(1678799100000);
    expect(typeof site?.cards[0]?.data).toBe('number');
    expect(site?.skin.is_main).toBe(true);
  });

  it('keeps only the refs stored under the skin it read', async () => {
    const site = await loadSkinSite('lab');
    const card = site?.cards.find((c) => c.id === 'card-rede-abrigo');
    expect(card?.addOnIds).toEqual(expect.arrayContaining(['figma', 'react', 'firebase']));
    expect(card?.addOnIds).not.toContain('typescript');
  });

  it('gives the add-ons their document ids', async () => {
    const site = await loadSkinSite('lab');
    expect(site?.addOnCatalog.map((a) => a.id)).toEqual(expect.arrayContaining(['figma', 'react', 'typescript']));
    expect(site?.addOnCatalog.find((a) => a.id === 'figma')?.nome).toBe('Figma');
  });

  it('makes one query and answers null when no skin has the name', async () => {
    await expect(loadSkinSite('ninguem')).resolves.toBeNull();
    expect(events).toEqual(['start group:skins', 'end group:skins']);
  });

  it('rejects when Firestore refuses, so the page shows its loading error', async () => {
    const refusing = (async () =>
      ({
        ok: false,
        status: 403,
        json: async () => ({
          error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' },
        }),
      }) as Response) as unknown as typeof fetch;
    await expect(createFirebaseSiteReads(firestoreTarget(), refusing).loadSkinTree('lab')).rejects.toThrow(
      'Missing or insufficient permissions.',
    );
  });

  it('addresses production Firestore with the web API key, as built for tests', () => {
    expect(firestoreTarget()).toEqual({ projectId: 'demo-lab-portfolio', apiKey: 'test', emulator: null });
  });

  it('addresses the Firestore emulator when the app is built for emulators', () => {
    jest.isolateModules(() => {
      jest.doMock('../../config/env', () => ({
        config: { useEmulators: true, firebase: { apiKey: 'test', projectId: 'demo-lab-portfolio' } },
      }));
      const reads = jest.requireActual<typeof import('./firestore-target')>('./firestore-target');
      expect(reads.firestoreTarget()).toEqual({
        projectId: 'demo-lab-portfolio',
        apiKey: 'test',
        emulator: 'http://127.0.0.1:8080',
      });
    });
  });
});

describe('the Firebase read of a published document', () => {
  const published = withPublishedSnapshots((seed as unknown as { documents: Record<string, DocData> }).documents);
  const getFetch = (async (url: string) => {
    requests.push({ url, body: { structuredQuery: { from: [{ collectionId: '', allDescendants: false }] } } });
    const path = decodeURIComponent(/\/documents\/(.*)\?key=/.exec(url)?.[1] ?? '');
    const data = published[path];
    if (!data) return { ok: false, status: 404, json: async () => ({ error: { code: 404, message: 'not found' } }) } as Response;
    return {
      ok: true,
      status: 200,
      json: async () => ({ name: `${DOCUMENTS}/${path}`, fields: fieldsToRest(data) }),
    } as Response;
  }) as unknown as typeof fetch;

  beforeEach(() => {
    requests = [];
  });

  it('gets one document by its address, dates back as epoch milliseconds, and an absent one as null', async () => {
    const get = (path: string) => getDocument(firestoreTarget(), path, getFetch);
    expect(await get(publishedPaths.site('lab'))).toEqual(published[publishedPaths.site('lab')]);
    expect(await get(publishedPaths.site('ninguem'))).toBeNull();
    expect(requests.map((r) => r.url.slice(r.url.indexOf('/documents/'), r.url.indexOf('?')))).toEqual([
      '/documents/sites/lab',
      '/documents/sites/ninguem',
    ]);
  });

  it('reads a page of the seed as two documents through the domain’s declaration', async () => {
    const site = await readPublishedSite((path) => getDocument(firestoreTarget(), path, getFetch), {
      username: 'lab',
      pageId: 'projetos',
      cardId: null,
    });
    expect(requests).toHaveLength(2);
    expect(site?.cards.map((c) => c.id)).toContain('card-rede-abrigo');
  });
});
