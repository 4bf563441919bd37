/**
 * Sign-in on the Auth emulator without Google. The emulator's Google popup loads a script from
 * apis.google.com, so offline (and in the browser tests) it never opens. The emulator takes an
 * unsigned Google ID token, plain JSON claims, as a credential instead; the seed links each account's
 * google.com identity with the account's uid as its `sub`, so picking a seeded account signs in as
 * that very account, and "Nova conta" makes up a Google account the emulator has never seen.
 * Only emulator builds load this module (and the seed with it).
 */
import seed from '@seed/seed.json';
import { NEW_ACCOUNT, type ChooserAccount } from '../port';
import { newAccountProfile } from '../new-account';

interface GoogleClaims {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
  picture: string;
}

/** The seeded accounts, as the chooser lists them. */
export function emulatorAccounts(): ChooserAccount[] {
  return seed.accounts.map(({ uid, displayName, photoURL, admin }) => ({ uid, displayName, photoURL, admin }));
}

/**
 * The fake Google ID token for the chooser's pick: a seeded account, or a brand-new one for
 * NEW_ACCOUNT. `origin` makes the seed's site-relative photos absolute, as Google's are.
 */
export function emulatorGoogleIdToken(accountUid: string, origin: string, random: () => number = Math.random): string {
  const claims = (profile: Omit<GoogleClaims, 'email_verified'>): string =>
    JSON.stringify({ ...profile, email_verified: true, picture: new URL(profile.picture, origin).href });
  if (accountUid === NEW_ACCOUNT) {
    const fresh = newAccountProfile(random);
    const sub = `nova-${Math.floor(random() * 2 ** 48).toString(36)}`;
    return claims({ sub, email: fresh.email, name: fresh.displayName, picture: fresh.photoURL });
  }
  const account = seed.accounts.find((a) => a.uid === accountUid);
  if (!account) throw new Error(`No seeded account ${accountUid} on the emulators.`);
  return claims({ sub: account.uid, email: account.email, name: account.displayName, picture: account.photoURL });
}
