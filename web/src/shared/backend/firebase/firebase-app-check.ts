/**
 * Firebase App Check for the callables that need it (every one but PAGE_VIEW_CALLABLES). It is started only when
 * a visitor begins writing a contact message, so a page view loads neither the App Check SDK nor
 * Google's reCAPTCHA Enterprise script, and the public pages keep their JavaScript budget.
 * Emulator builds have no App Check at all (see firebase-backend.ts).
 */
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { onFirstUse } from '../../lazy/on-first-use';

type AppCheckSdk = typeof import('firebase/app-check');

export interface AppCheckSettings {
  siteKey: string;
}

export interface AppCheckGate {
  /** Starts App Check once; later calls share the first. Never rejects: a failure means no token. */
  start(): Promise<void>;
  /**
   * The header proving the request comes from the site, or none when App Check gave no token: the
   * server then refuses with its own Portuguese message, which is what the visitor should read.
   * `limitedUse`: a single-use token, for the callables that consume theirs (LIMITED_USE_CALLABLES).
   */
  headers(options?: { limitedUse?: boolean }): Promise<Record<string, string>>;
}

/** How long a send waits for a token before going without one (and being refused clearly). */
export const APP_CHECK_TOKEN_TIMEOUT_MS = 10_000;

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export function createAppCheckGate(
  loadApp: () => Promise<FirebaseApp>,
  settings: AppCheckSettings,
  loadSdk: () => Promise<AppCheckSdk> = () => import('firebase/app-check'),
): AppCheckGate {
  const start = onFirstUse(() =>
    Promise.all([loadSdk(), loadApp()])
      .then(([sdk, app]): { sdk: AppCheckSdk; appCheck: AppCheck } | null => {
        const provider = new sdk.ReCaptchaEnterpriseProvider(settings.siteKey);
        return { sdk, appCheck: sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true }) };
      })
      .catch((error: unknown) => {
        console.warn(
          'App Check did not start; App Check-guarded calls go without a token and the server explains the refusal.',
          error,
        );
        return null;
      }),
  );

  return {
    start: async () => {
      await start();
    },
    headers: async ({ limitedUse = false } = {}): Promise<Record<string, string>> => {
      const gate = await start();
      if (!gate) return {};
      try {
        const asked = limitedUse ? gate.sdk.getLimitedUseToken(gate.appCheck) : gate.sdk.getToken(gate.appCheck, false);
        const { token } = await withTimeout(asked, APP_CHECK_TOKEN_TIMEOUT_MS);
        return { [APP_CHECK_HEADER]: token };
      } catch (error) {
        console.warn('App Check gave no token; the call goes without one.', error);
        return {};
      }
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No App Check token within ${ms} ms.`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
