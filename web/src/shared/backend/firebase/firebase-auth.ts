/**
 * Firebase Auth, loaded only when it can matter: when storage says someone signed in before
 * (`eager`), or on sign-in. Anonymous visitors never download it. Owners are recognised by the ID
 * token's `admin` custom claim and nothing else.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { config } from '../../config/env';
import { authUserOf } from '../auth-user';
import type { AuthUser, Unsubscribe } from '../port';
import { onFirstUse } from '../../lazy/on-first-use';
import { EMULATORS } from './firebase-app';

type AuthSdk = typeof import('firebase/auth');
type Listener = (user: AuthUser | null) => void;

export interface FirebaseAuthSession {
  watch(next: Listener, options: { eager: boolean }): Unsubscribe;
  /** Google's popup; on the emulators, the chooser's pick (`accountUid`) instead. */
  signIn(accountUid?: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  current(): AuthUser | null;
  /** Whether this page has started loading the Auth SDK (only then can anyone be signed in). */
  loaded(): boolean;
  /** The signed-in person's ID token, for the studio's reads of their own skin tree; null signed out. */
  idToken(): Promise<string | null>;
}

async function toAuthUser(user: User): Promise<AuthUser> {
  const token = await user.getIdTokenResult();
  return authUserOf({
    uid: user.uid,
    name: user.displayName,
    email: user.email,
    picture: user.photoURL,
    admin: token.claims['admin'],
  });
}

export function createFirebaseAuth(loadApp: () => Promise<FirebaseApp>): FirebaseAuthSession {
  /** Whether the SDK has been asked for: then a new listener waits for its answer. */
  let started = false;
  let current: AuthUser | null = null;
  let known = false;
  const listeners = new Set<Listener>();

  const report = (user: AuthUser | null) => {
    current = user;
    known = true;
    for (const listener of [...listeners]) listener(user);
  };

  const open = onFirstUse(() =>
    Promise.all([import('firebase/auth'), loadApp()]).then(([sdk, app]) => {
      const auth = sdk.getAuth(app);
      if (config.useEmulators) sdk.connectAuthEmulator(auth, EMULATORS.auth, { disableWarnings: true });
      // Token changes (not only sign-in/out) matter: a freshly granted admin claim arrives that way.
      sdk.onIdTokenChanged(auth, (user) => {
        void (user ? toAuthUser(user) : Promise.resolve(null)).then(report);
      });
      return { sdk, auth };
    }),
  );
  const load = (): Promise<{ sdk: AuthSdk; auth: Auth }> => {
    started = true;
    return open();
  };

  return {
    watch(next, { eager }) {
      listeners.add(next);
      if (known) next(current);
      else if (eager || started) {
        // Without the SDK nobody can be signed in: say so rather than leave screens waiting.
        load().catch((error: unknown) => {
          console.error('Erro ao carregar a autenticação:', error);
          report(null);
        });
      } else next(null);
      return () => {
        listeners.delete(next);
      };
    },
    async signIn(accountUid) {
      const { sdk, auth } = await load();
      // The bare constant, so production builds carry no emulator sign-in (see firebase-backend.ts).
      const credential = __USE_EMULATORS__
        ? await sdk.signInWithCredential(auth, await emulatorCredential(sdk, accountUid))
        : await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
      const user = await toAuthUser(credential.user);
      current = user;
      known = true;
      return user;
    },
    async signOut() {
      if (!started) return;
      const { sdk, auth } = await open();
      await sdk.signOut(auth);
    },
    current: () => current,
    loaded: () => started,
    async idToken() {
      if (!started) return null;
      const { auth } = await open();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
  };
}

/** The Auth emulator's stand-in for Google's popup (see firebase-emulator-accounts.ts). */
async function emulatorCredential(sdk: AuthSdk, accountUid: string | undefined) {
  if (accountUid === undefined) throw new Error('On the emulators, sign-in goes through the account chooser.');
  const { emulatorGoogleIdToken } = await import('./firebase-emulator-accounts');
  return sdk.GoogleAuthProvider.credential(emulatorGoogleIdToken(accountUid, globalThis.location.origin));
}
