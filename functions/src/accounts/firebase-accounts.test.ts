import type { UserRecord } from 'firebase-admin/auth';
import { createFirebaseAccounts, lazyAccounts, type UserReader } from './firebase-accounts';

/** A user record as the Admin SDK returns it: only the fields the adapter reads. */
function record(fields: {
  displayName?: string;
  photoURL?: string;
  google?: { displayName?: string; photoURL?: string };
  claims?: object;
}) {
  return {
    displayName: fields.displayName,
    photoURL: fields.photoURL,
    customClaims: fields.claims,
    providerData: fields.google
      ? [{ providerId: 'google.com', uid: 'g', ...fields.google }]
      : [{ providerId: 'password', uid: 'x' }],
  } as unknown as UserRecord;
}

function readerOf(users: Record<string, UserRecord>): UserReader {
  return {
    getUser: async (uid: string) => {
      const user = users[uid];
      if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return user;
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

  it('lets any other Auth failure through, to be answered as internal', async () => {
    const accounts = createFirebaseAccounts({
      getUser: () => Promise.reject(Object.assign(new Error('quota'), { code: 'auth/internal-error' })),
    });
    await expect(accounts.isOwner('x')).rejects.toThrow('quota');
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
