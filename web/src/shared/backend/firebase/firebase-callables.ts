/**
 * Commands through callable Cloud Functions (region southamerica-east1). The Functions SDK is
 * loaded on the first command. Refusals come back as the core DomainError with the server's
 * Portuguese message, exactly as the demo adapter rejects them.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  FUNCTIONS_REGION,
  LIMITED_USE_CALLABLES,
  needsAppCheck,
  type CallableName,
  type PayloadOf,
  type ResultOf,
} from '@lab/domain/commands';
import { config } from '../../config/env';
import { onFirstUse } from '../../lazy/on-first-use';
import { refusalOf } from '../refusal-message';
import { callableUrl, postCallable } from './callable-protocol';
import { EMULATORS } from './firebase-app';
import type { AppCheckGate } from './firebase-app-check';

/**
 * `authLoaded` tells whether this page has loaded the Auth SDK. Until it has, nobody can be signed
 * in and httpsCallable would send no token, so the call goes over the plain protocol instead of
 * downloading the Functions SDK (see callable-protocol.ts).
 */
export function createFirebaseCallables(loadApp: () => Promise<FirebaseApp>, authLoaded: () => boolean, appCheck: AppCheckGate) {
  const load = onFirstUse(() =>
    Promise.all([import('firebase/functions'), loadApp()]).then(([sdk, app]) => {
      const functions = sdk.getFunctions(app, FUNCTIONS_REGION);
      if (config.useEmulators) sdk.connectFunctionsEmulator(functions, EMULATORS.host, EMULATORS.functionsPort);
      return { sdk, functions };
    }),
  );

  const target = {
    projectId: config.firebase.projectId,
    region: FUNCTIONS_REGION,
    emulator: config.useEmulators ? `${EMULATORS.host}:${EMULATORS.functionsPort}` : null,
  };

  return async function call<N extends CallableName>(name: N, payload: PayloadOf<N>): Promise<ResultOf<N>> {
    // Asked of the name, not of the registry: the list of every callable stays off the pages.
    const checked = needsAppCheck(name);
    // A single-use token where the function consumes it, so a lifted token cannot be replayed.
    const limitedUse = LIMITED_USE_CALLABLES.has(name);
    if (!authLoaded()) {
      const headers = checked ? await appCheck.headers({ limitedUse }) : {};
      return (await postCallable(callableUrl(name, target), payload, fetch, headers)) as ResultOf<N>;
    }
    // httpsCallable attaches the App Check token itself once App Check runs on the app.
    if (checked) await appCheck.start();
    const { sdk, functions } = await load();
    try {
      const result = await sdk.httpsCallable<PayloadOf<N>, ResultOf<N>>(functions, name, {
        limitedUseAppCheckTokens: limitedUse,
      })(payload);
      return result.data;
    } catch (error) {
      throw refusalOf(error);
    }
  };
}
