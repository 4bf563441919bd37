const sdkLoaded = jest.fn();
let announce: ((user: unknown) => void) | null = null;

jest.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({ name: '[DEFAULT]' }) }));
jest.mock('firebase/auth', () => {
  sdkLoaded();
  return {
    getAuth: () => ({}),
    connectAuthEmulator: jest.fn(),
    onIdTokenChanged: (_auth: unknown, next: (user: unknown) => void) => {
      announce = next;
      return () => undefined;
    },
    GoogleAuthProvider: class {},
    signInWithPopup: async () => ({ user: googleUser(true) }),
    signOut: async () => announce?.(null),
  };
});

function googleUser(admin: boolean) {
  return {
    uid: 'g-1',
    displayName: 'Dona do Lab',
    email: 'dona@example.com',
    photoURL: 'https://example.com/dona.jpg',
    getIdTokenResult: async () => ({ claims: admin ? { admin: true } : {} }),
  };
}

import type { AuthUser } from '../port';
import { loadFirebaseApp } from './firebase-app';
import { createFirebaseAuth } from './firebase-auth';

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('Firebase auth in the adapter', () => {
  it('reports a visitor with no stored session as signed out without downloading the auth SDK', () => {
    const reports: Array<AuthUser | null> = [];
    createFirebaseAuth(loadFirebaseApp).watch((user) => reports.push(user), { eager: false });
    expect(reports).toEqual([null]);
    expect(sdkLoaded).not.toHaveBeenCalled();
  });

  it('loads the SDK on sign-in and reads the owner from the admin custom claim only', async () => {
    const auth = createFirebaseAuth(loadFirebaseApp);
    const user = await auth.signIn();
    expect(sdkLoaded).toHaveBeenCalled();
    expect(user).toEqual({
      uid: 'g-1',
      admin: true,
      name: 'Dona do Lab',
      givenName: 'Dona',
      email: 'dona@example.com',
      photo: 'https://example.com/dona.jpg',
    });
  });

  it('follows the SDK auth state once loaded, when storage says a session exists', async () => {
    const auth = createFirebaseAuth(loadFirebaseApp);
    const reports: Array<string | null> = [];
    auth.watch((user) => reports.push(user ? `${user.uid}:${String(user.admin)}` : null), { eager: true });
    await settle();
    announce?.(googleUser(false));
    await settle();
    announce?.(null);
    await settle();
    expect(reports).toEqual(['g-1:false', null]);
  });
});
