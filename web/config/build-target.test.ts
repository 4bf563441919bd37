import { buildTarget, BuildTargetError, DEMO_PROJECT_ID } from './build-target';

const real = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'lab.example.com',
  VITE_FIREBASE_PROJECT_ID: 'lab-prod',
  VITE_FIREBASE_APP_ID: 'app',
};

describe('the build target', () => {
  it('builds the demo for the credential-free demo project by default', () => {
    expect(buildTarget({})).toMatchObject({ backend: 'demo', useEmulators: false, firebase: { projectId: DEMO_PROJECT_ID } });
  });

  it('builds the Firebase variant for a real project with its whole web config', () => {
    expect(buildTarget(real)).toEqual({
      backend: 'firebase',
      useEmulators: false,
      firebase: { apiKey: 'key', authDomain: 'lab.example.com', projectId: 'lab-prod', appId: 'app' },
    });
  });

  it('refuses to build the demo backend for a real project, so it can never be deployed there', () => {
    expect(() => buildTarget({ ...real, VITE_BACKEND: 'demo' })).toThrow(BuildTargetError);
    expect(() => buildTarget({ ...real, VITE_BACKEND: undefined })).toThrow(
      /demo backend cannot be built for the real project "lab-prod"/,
    );
  });

  it('refuses an emulator build for a real project', () => {
    expect(() => buildTarget({ ...real, VITE_USE_EMULATORS: 'true' })).toThrow(/emulator build cannot target the real project/);
  });

  it('names what is missing from a real project’s config', () => {
    expect(() => buildTarget({ VITE_BACKEND: 'firebase', VITE_FIREBASE_PROJECT_ID: 'lab-prod' })).toThrow(
      'A build for "lab-prod" needs VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID.',
    );
  });

  it('refuses an unknown backend name instead of silently building the demo', () => {
    expect(() => buildTarget({ VITE_BACKEND: 'firestore' })).toThrow(/must be "firebase" or "demo"/);
  });
});
