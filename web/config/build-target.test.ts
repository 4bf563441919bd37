import { buildTarget, BuildTargetError, DEMO_PROJECT_ID, EXAMPLE_CONTROLLER } from './build-target';

const real = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'lab.example.com',
  VITE_FIREBASE_PROJECT_ID: 'lab-prod',
  VITE_FIREBASE_APP_ID: 'app',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key',
  VITE_CONTROLADOR_NOME: 'Lab Design Ltda.',
  VITE_CONTROLADOR_EMAIL: 'privacidade@lab.example.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456',
  VITE_FIREBASE_VAPID_KEY: 'vapid-key',
};

describe('the build target', () => {
  it('builds the demo for the credential-free demo project by default', () => {
    expect(buildTarget({})).toMatchObject({ backend: 'demo', useEmulators: false, firebase: { projectId: DEMO_PROJECT_ID } });
  });

  it('builds the Firebase variant for a real project with its whole web config', () => {
    expect(buildTarget(real)).toEqual({
      backend: 'firebase',
      useEmulators: false,
      siteOrigin: 'https://lab.example.com',
      firebase: {
        apiKey: 'key',
        authDomain: 'lab.example.com',
        projectId: 'lab-prod',
        appId: 'app',
        messagingSenderId: '123456',
      },
      appCheck: { siteKey: 'site-key' },
      controller: { nome: 'Lab Design Ltda.', email: 'privacidade@lab.example.com' },
      pushVapidKey: 'vapid-key',
    });
  });

  it('names the example controller in the privacy notice of demo and emulator builds, and refuses a real build without one', () => {
    expect(buildTarget({}).controller).toEqual(EXAMPLE_CONTROLLER);
    expect(buildTarget({ VITE_BACKEND: 'firebase', VITE_USE_EMULATORS: 'true' }).controller).toEqual(EXAMPLE_CONTROLLER);
    expect(() => buildTarget({ ...real, VITE_CONTROLADOR_EMAIL: '' })).toThrow(
      'A build for "lab-prod" needs VITE_CONTROLADOR_EMAIL.',
    );
  });

  it('asks FCM for push tokens only in a build for a real project: demo and emulator builds reach no FCM', () => {
    expect(buildTarget({}).pushVapidKey).toBeNull();
    expect(buildTarget({ VITE_BACKEND: 'firebase', VITE_USE_EMULATORS: 'true' }).pushVapidKey).toBeNull();
    expect(() => buildTarget({ ...real, VITE_FIREBASE_VAPID_KEY: '' })).toThrow(
      'A build for "lab-prod" needs VITE_FIREBASE_VAPID_KEY.',
    );
  });

  it("names the site's canonical origin for robots.txt: SITE_URL, else the real site, else the Hosting emulator", () => {
    expect(buildTarget({ ...real, SITE_URL: 'https://www.lab.example/' }).siteOrigin).toBe('https://www.lab.example');
    expect(buildTarget(real).siteOrigin).toBe('https://lab.example.com');
    expect(buildTarget({ VITE_BACKEND: 'firebase', VITE_USE_EMULATORS: 'true' }).siteOrigin).toBe('http://127.0.0.1:5000');
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
      'A build for "lab-prod" needs VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY, VITE_CONTROLADOR_NOME, VITE_CONTROLADOR_EMAIL, VITE_FIREBASE_MESSAGING_SENDER_ID, VITE_FIREBASE_VAPID_KEY.',
    );
  });

  it('refuses a real build without the reCAPTCHA Enterprise site key App Check needs', () => {
    expect(() => buildTarget({ ...real, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '' })).toThrow(
      'A build for "lab-prod" needs VITE_RECAPTCHA_ENTERPRISE_SITE_KEY.',
    );
  });

  it('leaves App Check out of emulator builds, so they ask Google for nothing, and in every other Firebase build', () => {
    expect(buildTarget({ VITE_BACKEND: 'firebase', VITE_USE_EMULATORS: 'true' }).appCheck).toBeNull();
    expect(buildTarget({ VITE_BACKEND: 'firebase' }).appCheck).toEqual({ siteKey: '' });
    expect(buildTarget(real).appCheck).toEqual({ siteKey: 'site-key' });
  });

  it('refuses an unknown backend name instead of silently building the demo', () => {
    expect(() => buildTarget({ VITE_BACKEND: 'firestore' })).toThrow(/must be "firebase" or "demo"/);
  });
});
