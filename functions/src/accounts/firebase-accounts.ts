/**
 * The Accounts port on Firebase Auth through firebase-admin: what the handlers need to know of an
 * account beyond the caller's own token. Only the Admin SDK sees the provider data Google recorded at
 * sign-in and the custom claims of someone else's account.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Accounts } from '@lab/domain/handlers';

/** Just the Admin SDK call this adapter makes, so a test can hand it a fake. */
export type UserReader = Pick<Auth, 'getUser'>;

export function createFirebaseAccounts(auth: UserReader): Accounts {
  const find = async (uid: string): Promise<UserRecord | null> => {
    try {
      return await auth.getUser(uid);
    } catch (error) {
      if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'auth/user-not-found')
        return null;
      throw error;
    }
  };
  return {
    googleProfile: async (uid) => {
      // providerData[google.com] is refreshed from Google at each Google sign-in; updateProfile changes
      // only the user record's own displayName and photoURL (and so the ID token's name and picture).
      const google = (await find(uid))?.providerData.find((info) => info.providerId === 'google.com');
      return google ? { name: google.displayName ?? '', picture: google.photoURL ?? '' } : null;
    },
    isOwner: async (uid) => (await find(uid))?.customClaims?.['admin'] === true,
  };
}

/** Accounts opened on first use, like the Store: deploy analysis must not initialise firebase-admin. */
export function lazyAccounts(open: () => Accounts): Accounts {
  let accounts: Accounts | null = null;
  const target = (): Accounts => (accounts ??= open());
  return {
    googleProfile: (uid) => target().googleProfile(uid),
    isOwner: (uid) => target().isOwner(uid),
  };
}
