/**
 * Commands through callable Cloud Functions (region southamerica-east1). The Functions SDK is
 * loaded on the first command. Refusals come back as the core DomainError with the server's
 * Portuguese message, exactly as the demo adapter rejects them.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Functions } from 'firebase/functions';
import {
  DomainError,
  FUNCTIONS_REGION,
  MESSAGES,
  type CallableName,
  type DomainErrorCode,
  type PayloadOf,
  type ResultOf,
} from '@core';
import { config } from '../../config/env';
import { EMULATORS } from './firebase-app';

const DOMAIN_CODES: ReadonlySet<string> = new Set<DomainErrorCode>([
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'already-exists',
  'resource-exhausted',
  'failed-precondition',
  'internal',
]);

/** Maps a FirebaseError ("functions/<code>") to the core DomainError; anything else is internal. */
export function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const message = error instanceof Error ? error.message : '';
  const bare = typeof code === 'string' ? code.replace(/^functions\//, '') : '';
  if (!DOMAIN_CODES.has(bare)) return new DomainError('internal', MESSAGES.internal);
  // Without a message of the server's own, the SDK repeats the code ("internal"): say it in Portuguese.
  const ownMessage = bare !== 'internal' && message !== '' && message.toLowerCase() !== bare;
  return new DomainError(bare as DomainErrorCode, ownMessage ? message : MESSAGES.internal);
}

export function createFirebaseCallables(loadApp: () => Promise<FirebaseApp>) {
  let loaded: Promise<{ sdk: typeof import('firebase/functions'); functions: Functions }> | null = null;
  const load = () => {
    loaded ??= Promise.all([import('firebase/functions'), loadApp()]).then(([sdk, app]) => {
      const functions = sdk.getFunctions(app, FUNCTIONS_REGION);
      if (config.useEmulators) sdk.connectFunctionsEmulator(functions, EMULATORS.host, EMULATORS.functionsPort);
      return { sdk, functions };
    });
    return loaded;
  };

  return async function call<N extends CallableName>(name: N, payload: PayloadOf<N>): Promise<ResultOf<N>> {
    const { sdk, functions } = await load();
    try {
      const result = await sdk.httpsCallable<PayloadOf<N>, ResultOf<N>>(functions, name)(payload);
      return result.data;
    } catch (error) {
      throw toDomainError(error);
    }
  };
}
