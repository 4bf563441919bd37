import type { FirebaseApp } from 'firebase/app';
import { APP_CHECK_HEADER, APP_CHECK_TOKEN_TIMEOUT_MS, createAppCheckGate, type AppCheckSettings } from './firebase-app-check';

/** What the gate uses of `firebase/app-check`, recording what it was asked. */
function fakeSdk(getToken: () => Promise<{ token: string }> = async () => ({ token: 'app-check-token' })) {
  const seen = {
    providers: [] as string[],
    initialised: 0,
    autoRefresh: false as unknown,
  };
  const sdk = {
    ReCaptchaEnterpriseProvider: class {
      constructor(siteKey: string) {
        seen.providers.push(`recaptcha-enterprise:${siteKey}`);
      }
    },
    initializeAppCheck: (_app: FirebaseApp, options: { isTokenAutoRefreshEnabled?: boolean }) => {
      seen.initialised += 1;
      seen.autoRefresh = options.isTokenAutoRefreshEnabled;
      return { app: 'instance' };
    },
    getToken,
    getLimitedUseToken: async () => ({ token: 'single-use-token' }),
  };
  return { seen, load: jest.fn(async () => sdk as unknown as typeof import('firebase/app-check')) };
}

const app = async () => ({ name: '[DEFAULT]' }) as FirebaseApp;
const production: AppCheckSettings = { siteKey: 'site-key' };

afterEach(() => {
  jest.restoreAllMocks();
});

describe('App Check on the site', () => {
  it('loads nothing until a visitor starts writing (the gate is started)', () => {
    const sdk = fakeSdk();
    createAppCheckGate(app, production, sdk.load);
    expect(sdk.load).not.toHaveBeenCalled();
  });

  it('in production proves calls with reCAPTCHA Enterprise and the site key, started once however often it is asked', async () => {
    const sdk = fakeSdk();
    const gate = createAppCheckGate(app, production, sdk.load);
    await Promise.all([gate.start(), gate.start()]);
    await expect(gate.headers()).resolves.toEqual({ [APP_CHECK_HEADER]: 'app-check-token' });
    expect(sdk.seen).toMatchObject({ providers: ['recaptcha-enterprise:site-key'], initialised: 1, autoRefresh: true });
  });

  it('gives a single-use token when asked for one, for the calls whose function consumes it', async () => {
    const sdk = fakeSdk();
    const gate = createAppCheckGate(app, production, sdk.load);
    await expect(gate.headers({ limitedUse: true })).resolves.toEqual({ [APP_CHECK_HEADER]: 'single-use-token' });
    await expect(gate.headers()).resolves.toEqual({ [APP_CHECK_HEADER]: 'app-check-token' });
  });

  it('sends no proof, rather than failing the send, when App Check gives no token (the server then explains)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = fakeSdk(() => Promise.reject(new Error('appCheck/fetch-status-error')));
    await expect(createAppCheckGate(app, production, refused.load).headers()).resolves.toEqual({});

    const unloadable = jest.fn(() => Promise.reject(new Error('chunk failed')));
    const gate = createAppCheckGate(app, production, unloadable);
    await expect(gate.start()).resolves.toBeUndefined();
    await expect(gate.headers()).resolves.toEqual({});
  });

  it('does not hold a send longer than the token time-out', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const stuck = fakeSdk(() => new Promise(() => undefined));
      const headers = createAppCheckGate(app, production, stuck.load).headers();
      await jest.advanceTimersByTimeAsync(APP_CHECK_TOKEN_TIMEOUT_MS);
      await expect(headers).resolves.toEqual({});
    } finally {
      jest.useRealTimers();
    }
  });
});
