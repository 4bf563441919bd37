/**
 * The parts of the emulator seed script that need no emulator: the safety catch, photo URLs, the
 * claims it leaves, and the Firestore half on a recording fake (the Firestore emulator cannot start
 * here; the Auth half runs against the real Auth emulator in owner-scripts.auth-emulator.test.ts).
 */
import { describe, expect, it } from '@jest/globals';
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DATE_FIELDS, paths, type SkinDoc } from '@lab/domain/kernel';
import { DEFAULT_PROJECT_ID } from '../../scripts/cli';
import { readSeed } from '../../scripts/seed-data';
import {
  DEFAULT_SITE_URL,
  MAX_BATCH_WRITES,
  PRODUCTION_SEED_MESSAGES,
  ProductionSeedError,
  SEED_REFUSAL,
  absolutePhotoURL,
  main,
  productionDocuments,
  resolveTarget,
  seedFirestore,
  seedProduction,
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
      ownerEmail: undefined,
    });
    const target = resolveTarget([], {
      FIREBASE_AUTH_EMULATOR_HOST: 'a:1',
      FIRESTORE_EMULATOR_HOST: 'b:2',
      GCLOUD_PROJECT: 'demo-x',
    });
    expect(target).toMatchObject({ projectId: 'demo-x', firestoreEmulatorHost: 'b:2' });
  });

  it('with --production it needs GCLOUD_PROJECT, and makes no site-relative photo URLs up', () => {
    expect(resolveTarget(['--production', '--owner', 'dona@exemplo.com'], {})).toEqual({
      error: expect.stringMatching(/^Recusado: com --production, defina GCLOUD_PROJECT/),
    });
    expect(resolveTarget(['--production', '--owner', 'dona@exemplo.com'], { GCLOUD_PROJECT: 'real-project' })).toEqual({
      production: true,
      projectId: 'real-project',
      authEmulatorHost: undefined,
      firestoreEmulatorHost: undefined,
      siteUrl: undefined,
      ownerEmail: 'dona@exemplo.com',
    });
  });

  it('with --production it needs the owner’s e-mail (--owner <e-mail> or --owner=<e-mail>), and refuses before touching anything', async () => {
    const env = { GCLOUD_PROJECT: 'real-project' };
    expect(resolveTarget(['--production'], env)).toEqual({ error: PRODUCTION_SEED_MESSAGES.missingOwner });
    expect(resolveTarget(['--production', '--owner'], env)).toEqual({ error: PRODUCTION_SEED_MESSAGES.missingOwner });
    expect(resolveTarget(['--production', '--owner', '--x'], env)).toEqual({ error: PRODUCTION_SEED_MESSAGES.missingOwner });
    expect(resolveTarget(['--production', '--owner=dona@exemplo.com'], env)).toMatchObject({ ownerEmail: 'dona@exemplo.com' });
    const lines: string[] = [];
    expect(await main(['--production'], env, { log: (l) => lines.push(`out ${l}`), error: (l) => lines.push(`err ${l}`) })).toBe(
      1,
    );
    expect(lines).toEqual([`err ${PRODUCTION_SEED_MESSAGES.missingOwner}`]);
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

describe('seed-emulators --production: the site’s content for a real owner', () => {
  const seed = readSeed();
  const REAL = 'uid-da-dona-real';

  it('moves the lab owner’s skins and their reservations to the real owner, with the add-on catalogue, and nothing else', () => {
    const documents = productionDocuments(seed, REAL);
    const written = Object.keys(documents);
    expect(
      written.filter((p) => !p.startsWith(`users/${REAL}/skins/`) && !p.startsWith('add_ons/') && !p.startsWith('usernames/')),
    ).toEqual([]);
    expect(written.some((p) => p.includes('owner-dona'))).toBe(false);
    expect(documents[paths.skin(REAL, 'skin-lab')]).toMatchObject({ username: 'lab', idUser: REAL });
    expect(documents[paths.username('lab')]).toEqual({ uid: REAL, skinId: 'skin-lab' });
    // The other seed accounts' skins (estudio, visitante, ...) stay out: they are placeholders.
    expect(Object.keys(documents).filter((p) => p.startsWith('usernames/'))).toEqual([paths.username('lab')]);
    const owners = Object.values(documents).flatMap((d) => ('idUser' in d ? [(d as Partial<SkinDoc>).idUser] : []));
    expect(new Set(owners)).toEqual(new Set([REAL]));
    expect(Object.keys(seed.documents).filter((p) => p.startsWith('users/owner-dona/skins/'))).toHaveLength(
      written.filter((p) => p.startsWith(`users/${REAL}/skins/`)).length,
    );
  });

  /** Auth as far as seedProduction reads it: one account by e-mail. */
  function authWith(account: { uid: string; email: string; customClaims?: Record<string, unknown> } | null): Auth {
    return {
      getUserByEmail: async () => {
        if (!account) throw Object.assign(new Error('none'), { code: 'auth/user-not-found' });
        return account;
      },
    } as unknown as Auth;
  }

  /** A Firestore holding `existing` documents, recording what a run writes (in transactions and batches). */
  function firestoreWith(existing: Record<string, Record<string, unknown>>) {
    const written: string[] = [];
    const firestore = {
      doc: (path: string) => ({ path }),
      runTransaction: async (fn: (tx: unknown) => Promise<void>) => {
        const pending: string[] = [];
        await fn({
          get: async (ref: { path: string }) => ({ exists: ref.path in existing, data: () => existing[ref.path] }),
          set: (ref: { path: string }) => pending.push(ref.path),
        });
        written.push(...pending);
      },
      batch: () => {
        const pending: string[] = [];
        return { set: (ref: { path: string }) => pending.push(ref.path), commit: async () => void written.push(...pending) };
      },
    };
    return { firestore: firestore as unknown as Firestore, written };
  }

  const owner = { uid: REAL, email: 'dona@exemplo.com', customClaims: { admin: true } };

  it('refuses, writing nothing, an e-mail no account has, and an account that is not an owner', async () => {
    const { firestore, written } = firestoreWith({});
    await expect(seedProduction(authWith(null), firestore, 'ninguem@exemplo.com', seed)).rejects.toThrow(
      new ProductionSeedError(PRODUCTION_SEED_MESSAGES.unknownOwner('ninguem@exemplo.com')),
    );
    await expect(
      seedProduction(authWith({ ...owner, customClaims: { admin: 'true' } }), firestore, owner.email, seed),
    ).rejects.toThrow(PRODUCTION_SEED_MESSAGES.notOwner(owner.email));
    expect(written).toEqual([]);
  });

  it('never overwrites a usernames/ reservation another skin holds, and then writes nothing at all', async () => {
    const { firestore, written } = firestoreWith({ [paths.username('lab')]: { uid: 'quem-chegou-antes', skinId: 's1' } });
    await expect(seedProduction(authWith(owner), firestore, owner.email, seed)).rejects.toThrow(
      PRODUCTION_SEED_MESSAGES.reserved(['lab']),
    );
    expect(written).toEqual([]);
  });

  it('writes the reservation and the content for the owner, and on a re-run leaves its own reservation as it is', async () => {
    const first = firestoreWith({});
    const result = await seedProduction(authWith(owner), first.firestore, owner.email, seed);
    expect(result).toEqual({ uid: REAL, email: owner.email, written: Object.keys(productionDocuments(seed, REAL)).length });
    expect(first.written[0]).toBe(paths.username('lab'));

    const again = firestoreWith({ [paths.username('lab')]: { uid: REAL, skinId: 'skin-lab' } });
    await seedProduction(authWith(owner), again.firestore, owner.email, seed);
    expect(again.written).not.toContain(paths.username('lab'));
    expect(again.written).toContain(paths.skin(REAL, 'skin-lab'));
  });
});
