/**
 * The Accounts port on Firebase Auth through firebase-admin: what the handlers need to know of an
 * account beyond the caller's own token. Only the Admin SDK sees the provider data Google recorded at
 * sign-in and the custom claims of someone else's account.
 */
import { createHash } from 'node:crypto';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Accounts } from '@lab/domain/handlers';

/** Just the Admin SDK call this adapter makes, so a test can hand it a fake. */
export type UserReader = Pick<Auth, 'getUser' | 'listUsers' | 'deleteUser' | 'updateUser' | 'revokeRefreshTokens'>;

/** How long the owners' addresses are reused: a burst of messages lists the accounts once. */
const OWNER_EMAILS_TTL_MS = 10 * 60 * 1000;
const LIST_PAGE = 1000;

export function createFirebaseAccounts(auth: UserReader, now: () => number = Date.now): Accounts {
  let ownerEmails: { at: number; emails: Promise<string[]> } | null = null;
  /** Owners are whoever holds the claim: the accounts are listed (the site has few). */
  const listOwners = async (): Promise<UserRecord[]> => {
    const owners: UserRecord[] = [];
    let pageToken: string | undefined;
    do {
      const page = await auth.listUsers(LIST_PAGE, pageToken);
      owners.push(...page.users.filter((user) => user.customClaims?.['admin'] === true));
      pageToken = page.pageToken;
    } while (pageToken);
    return owners;
  };
  const listOwnerEmails = async (): Promise<string[]> =>
    (await listOwners()).flatMap((user) => (user.emailVerified && user.email ? [user.email] : []));
  const isNotFound = (error: unknown) =>
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'auth/user-not-found';
  const find = async (uid: string): Promise<UserRecord | null> => {
    try {
      return await auth.getUser(uid);
    } catch (error) {
      if (isNotFound(error)) return null;
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
    verifiedEmail: async (uid) => {
      const user = await find(uid);
      return user?.emailVerified && user.email ? user.email : null;
    },
    ownerEmails: () => {
      if (!ownerEmails || now() - ownerEmails.at > OWNER_EMAILS_TTL_MS) {
        const emails = listOwnerEmails();
        ownerEmails = { at: now(), emails };
        // A failed listing is not kept: the next message asks again.
        emails.catch(() => {
          ownerEmails = null;
        });
      }
      return ownerEmails.emails;
    },
    // Never cached: the answer decides whether an owner may delete their account.
    ownerUids: async () => (await listOwners()).map((user) => user.uid),
    deleteAccount: async (uid) => {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    setDisabled: async (uid, disabled) => {
      await auth.updateUser(uid, { disabled });
      // Disabled first: a session refreshing in between gets no new token either way.
      if (disabled) await auth.revokeRefreshTokens(uid);
    },
    identityKey: async (uid) => {
      const google = (await find(uid))?.providerData.find((info) => info.providerId === 'google.com');
      return google ? identityKeyOf(google.uid) : null;
    },
  };
}

/**
 * The key a block is kept under: a hash, so the blocks list no Google account id, and the same for
 * the same Google account whatever Firebase uid it signs in under.
 */
export function identityKeyOf(googleUid: string): string {
  return createHash('sha256').update(`google.com:${googleUid}`).digest('hex');
}

/** Accounts opened on first use, like the Store: deploy analysis must not initialise firebase-admin. */
export function lazyAccounts(open: () => Accounts): Accounts {
  let accounts: Accounts | null = null;
  const target = (): Accounts => (accounts ??= open());
  return {
    googleProfile: (uid) => target().googleProfile(uid),
    isOwner: (uid) => target().isOwner(uid),
    ownerEmails: () => target().ownerEmails(),
    verifiedEmail: (uid) => target().verifiedEmail(uid),
    ownerUids: () => target().ownerUids(),
    deleteAccount: (uid) => target().deleteAccount(uid),
    setDisabled: (uid, disabled) => target().setDisabled(uid, disabled),
    identityKey: (uid) => target().identityKey(uid),
  };
}
