import type { UserRecord } from 'firebase-admin/auth';
import { createFirebaseAccounts, lazyAccounts, type UserReader } from './firebase-accounts';

/** A user record as the Admin SDK returns it: only the fields the adapter reads. */
function record(fields: {
  displayName?: string;
  photoURL?: string;
  google?: { displayName?: string; photoURL?: string };
  claims?: object;
  email?: string;
  emailVerified?: boolean;
}) {
  return {
    email: fields.email,
    emailVerified: fields.emailVerified ?? false,
    displayName: fields.displayName,
    photoURL: fields.photoURL,
    customClaims: fields.claims,
    providerData: fields.google
      ? [{ providerId: 'google.com', uid: 'g', ...fields.google }]
      : [{ providerId: 'password', uid: 'x' }],
  } as unknown as UserRecord;
}

/** Lists in pages of two, so the adapter has to follow page tokens. */
function readerOf(users: Record<string, UserRecord>, listed = { calls: 0 }, calls: string[] = []): UserReader {
  return {
    listUsers: async (_max?: number, pageToken?: string) => {
      listed.calls += 1;
      const all = Object.entries(users).map(([uid, user]) => ({ ...user, uid }) as UserRecord);
      const start = pageToken ? Number(pageToken) : 0;
      const next = start + 2 < all.length ? String(start + 2) : undefined;
      return { users: all.slice(start, start + 2), ...(next ? { pageToken: next } : {}) };
    },
    getUser: async (uid: string) => {
      const user = users[uid];
      if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return user;
    },
    deleteUser: async (uid: string) => {
      if (!users[uid]) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      delete users[uid];
    },
    updateUser: async (uid: string, properties: { disabled?: boolean }) => {
      const user = users[uid];
      if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      users[uid] = { ...user, disabled: properties.disabled ?? user.disabled } as UserRecord;
      calls.push(`updateUser ${uid} disabled=${String(properties.disabled)}`);
      return users[uid];
    },
    revokeRefreshTokens: async (uid: string) => {
      calls.push(`revokeRefreshTokens ${uid}`);
    },
  };
}

describe('the Firebase accounts adapter', () => {
  it('takes the name and photo from the Google provider data, not from the profile the user can edit', async () => {
    const accounts = createFirebaseAccounts(
      readerOf({
        ana: record({
          displayName: 'Dona do Lab',
          photoURL: 'https://evil.example/dona.png',
          google: { displayName: 'Ana Souza', photoURL: 'https://lh3.googleusercontent.com/a/ana' },
        }),
      }),
    );
    await expect(accounts.googleProfile('ana')).resolves.toEqual({
      name: 'Ana Souza',
      picture: 'https://lh3.googleusercontent.com/a/ana',
    });
  });

  it('knows no Google profile for an account without a Google identity, or for no account at all', async () => {
    const accounts = createFirebaseAccounts(readerOf({ senha: record({ displayName: 'Alguém' }) }));
    await expect(accounts.googleProfile('senha')).resolves.toBeNull();
    await expect(accounts.googleProfile('ninguem')).resolves.toBeNull();
  });

  it('makes an owner only of an admin claim that is exactly true', async () => {
    const accounts = createFirebaseAccounts(
      readerOf({
        dona: record({ claims: { admin: true } }),
        quase: record({ claims: { admin: 'true' } }),
        comum: record({}),
      }),
    );
    await expect(accounts.isOwner('dona')).resolves.toBe(true);
    await expect(accounts.isOwner('quase')).resolves.toBe(false);
    await expect(accounts.isOwner('comum')).resolves.toBe(false);
    await expect(accounts.isOwner('ninguem')).resolves.toBe(false);
  });

  it('names every owner, across pages of the listing, asking Auth each time', async () => {
    const listed = { calls: 0 };
    const users = {
      dona: record({ claims: { admin: true } }),
      comum: record({}),
      quase: record({ claims: { admin: 'true' } }),
      socio: record({ claims: { admin: true } }),
    };
    const accounts = createFirebaseAccounts(readerOf(users, listed));
    await expect(accounts.ownerUids()).resolves.toEqual(['dona', 'socio']);
    await accounts.ownerUids();
    expect(listed.calls).toBe(4);
  });

  it('deletes an account, and takes an account already gone as deleted', async () => {
    const users: Record<string, UserRecord> = { ana: record({}) };
    const accounts = createFirebaseAccounts(readerOf(users));
    await accounts.deleteAccount('ana');
    expect(users).toEqual({});
    await expect(accounts.deleteAccount('ana')).resolves.toBeUndefined();
  });

  it('lets any other Auth failure through, to be answered as internal', async () => {
    const accounts = createFirebaseAccounts({
      ...readerOf({}),
      getUser: () => Promise.reject(Object.assign(new Error('quota'), { code: 'auth/internal-error' })),
    });
    await expect(accounts.isOwner('x')).rejects.toThrow('quota');
  });

  it('names the owners by their verified addresses, listing every page, and lists again only after ten minutes', async () => {
    const listed = { calls: 0 };
    let now = 0;
    const users = {
      dona: record({ claims: { admin: true }, email: 'dona@lab.dev', emailVerified: true }),
      comum: record({ email: 'ana@x.com', emailVerified: true }),
      naoVerificado: record({ claims: { admin: true }, email: 'socio@lab.dev' }),
      quase: record({ claims: { admin: 'true' }, email: 'quase@lab.dev', emailVerified: true }),
      socio: record({ claims: { admin: true }, email: 'socio2@lab.dev', emailVerified: true }),
    };
    const accounts = createFirebaseAccounts(readerOf(users, listed), () => now);
    await expect(accounts.ownerEmails()).resolves.toEqual(['dona@lab.dev', 'socio2@lab.dev']);
    expect(listed.calls).toBe(3);
    now = 9 * 60_000;
    await accounts.ownerEmails();
    expect(listed.calls).toBe(3);
    now = 11 * 60_000;
    await accounts.ownerEmails();
    expect(listed.calls).toBe(6);
  });

  it('opens the real accounts only on first use', async () => {
    const open = jest.fn(() => createFirebaseAccounts(readerOf({})));
    const accounts = lazyAccounts(open);
    expect(open).not.toHaveBeenCalled();
    await accounts.isOwner('x');
    await accounts.googleProfile('x');
    expect(open).toHaveBeenCalledTimes(1);
  });
});
