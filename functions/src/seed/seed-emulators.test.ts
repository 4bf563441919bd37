/**
 * The parts of the emulator seed script that need no emulator: the safety catch, photo URLs, the
 * claims it leaves, and the Firestore half on a recording fake (the Firestore emulator cannot start
 * here; the Auth half runs against the real Auth emulator in owner-scripts.auth-emulator.test.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DATE_FIELDS } from '@lab/domain';
import { DEFAULT_PROJECT_ID } from '../../scripts/cli';
import { readSeed } from '../../scripts/seed-data';
import {
  DEFAULT_SITE_URL,
  MAX_BATCH_WRITES,
  SEED_REFUSAL,
  absolutePhotoURL,
  main,
  resolveTarget,
  seedFirestore,
  seededClaims,
} from '../../scripts/seed-emulators';

describe('seed-emulators: where it may write', () => {
  it('refuses without FIREBASE_AUTH_EMULATOR_HOST, even with a Firestore emulator set', () => {
    expect(resolveTarget([], {})).toEqual({ error: SEED_REFUSAL });
    expect(resolveTarget([], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual({ error: SEED_REFUSAL });
  });

  it('refuses in Portuguese and exits 1 before touching anything', async () => {
    const lines: string[] = [];
    const code = await main([], {}, { log: (l) => lines.push(`out ${l}`), error: (l) => lines.push(`err ${l}`) });
    expect(code).toBe(1);
    expect(lines).toEqual([`err ${SEED_REFUSAL}`]);
    expect(SEED_REFUSAL).toMatch(/^Recusado: FIREBASE_AUTH_EMULATOR_HOST não está definido/);
  });

  it('targets the emulators of demo-lab-portfolio by default, or GCLOUD_PROJECT', () => {
    expect(resolveTarget([], { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual({
      production: false,
      projectId: DEFAULT_PROJECT_ID,
      authEmulatorHost: '127.0.0.1:9099',
      firestoreEmulatorHost: undefined,
      siteUrl: DEFAULT_SITE_URL,
    });
    const target = resolveTarget([], {
      FIREBASE_AUTH_EMULATOR_HOST: 'a:1',
      FIRESTORE_EMULATOR_HOST: 'b:2',
      GCLOUD_PROJECT: 'demo-x',
    });
    expect(target).toMatchObject({ projectId: 'demo-x', firestoreEmulatorHost: 'b:2' });
  });

  it('with --production it needs GCLOUD_PROJECT, and makes no site-relative photo URLs up', () => {
    expect(resolveTarget(['--production'], {})).toEqual({
      error: expect.stringMatching(/^Recusado: com --production, defina GCLOUD_PROJECT/),
    });
    expect(resolveTarget(['--production'], { GCLOUD_PROJECT: 'real-project' })).toEqual({
      production: true,
      projectId: 'real-project',
      authEmulatorHost: undefined,
      firestoreEmulatorHost: undefined,
      siteUrl: undefined,
    });
  });
});

describe('seed-emulators: accounts', () => {
  it('resolves site-relative photos against the site, keeps absolute ones, drops relative ones without a site', () => {
    expect(absolutePhotoURL('/seed/avatar-dona.svg', DEFAULT_SITE_URL)).toBe('http://127.0.0.1:5000/seed/avatar-dona.svg');
    expect(absolutePhotoURL('https://lh3.googleusercontent.com/a/x', DEFAULT_SITE_URL)).toBe(
      'https://lh3.googleusercontent.com/a/x',
    );
    expect(absolutePhotoURL('/seed/avatar-dona.svg', undefined)).toBeUndefined();
  });

  it('leaves admin: true exactly on the owners and keeps every other claim', () => {
    expect(seededClaims(undefined, true)).toEqual({ admin: true });
    expect(seededClaims({ plano: 'pro' }, true)).toEqual({ plano: 'pro', admin: true });
    expect(seededClaims({ admin: true, plano: 'pro' }, false)).toEqual({ plano: 'pro' });
    expect(seededClaims(undefined, false)).toEqual({});
  });
});

describe('seed-emulators: Firestore', () => {
  interface Write {
    path: string;
    data: Record<string, unknown>;
  }

  /** A Firestore that records batches: only what seedFirestore calls. */
  function recordingFirestore() {
    const batches: Write[][] = [];
    const firestore = {
      doc: (path: string) => ({ path }),
      batch: () => {
        const writes: Write[] = [];
        return {
          set: (ref: { path: string }, data: Record<string, unknown>) => writes.push({ path: ref.path, data }),
          commit: async () => {
            batches.push(writes);
          },
        };
      },
    };
    return { firestore: firestore as unknown as Firestore, batches };
  }

  const seed = readSeed();

  it('writes every seed document once, in committed batches of at most 500', async () => {
    const { firestore, batches } = recordingFirestore();
    const many = Object.fromEntries(
      Array.from({ length: 1234 }, (_, i) => [`add_ons/a${i}`, { url_img: '/x.svg', nome: `A${i}` }]),
    );
    expect(await seedFirestore(firestore, many)).toBe(1234);
    expect(batches.map((b) => b.length)).toEqual([MAX_BATCH_WRITES, MAX_BATCH_WRITES, 234]);

    const real = recordingFirestore();
    expect(await seedFirestore(real.firestore, seed.documents)).toBe(Object.keys(seed.documents).length);
    expect(
      real.batches
        .flat()
        .map((w) => w.path)
        .sort(),
    ).toEqual(Object.keys(seed.documents).sort());
  });

  it('stores date fields (core DATE_FIELDS, at any depth) as Timestamps and leaves every other value as it is', async () => {
    const { firestore, batches } = recordingFirestore();
    await seedFirestore(firestore, seed.documents);
    const written = new Map(batches.flat().map((w) => [w.path, w.data]));

    const back = (value: unknown, field?: string): unknown => {
      if (value instanceof Timestamp) {
        if (field === undefined || !DATE_FIELDS.has(field)) throw new Error(`Timestamp outside a date field: ${field}`);
        return value.toMillis();
      }
      if (Array.isArray(value)) return value.map((item) => back(item, field));
      if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, back(v, k)]));
      if (field !== undefined && DATE_FIELDS.has(field)) throw new Error(`date field ${field} was not converted`);
      return value;
    };
    for (const [path, data] of Object.entries(seed.documents))
      expect({ path, data: back(written.get(path)) }).toEqual({ path, data });

    const navigation = written.get('navegacoes/3f6c2a9e-8b1d-4e57-9c0a-2d7f4b1e6a53') as {
      registros: Array<{ timestamp: unknown }>;
      criadoEm: unknown;
    };
    expect(navigation.criadoEm).toBeInstanceOf(Timestamp);
    expect(navigation.registros[0]?.timestamp).toBeInstanceOf(Timestamp);
  });
});
